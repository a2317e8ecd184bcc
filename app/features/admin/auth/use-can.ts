import { type Permission, can } from "../../../../schema/roles.ts"
import { useAuth } from "./auth-context.ts"

/**
 * Whether the signed-in person's role allows `permission` (schema/roles.ts). Only to hide what the
 * server would refuse anyway: the server decides every request itself. Offline, the role is the one
 * remembered with the user.
 */
export const useCan = (permission: Permission): boolean => can(useAuth().user?.role, permission)
