import { useRouterState } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { can } from "../../../../schema/roles.ts"
import type { SignedInUser } from "../auth/auth-api.ts"
import { requiredPermission } from "../lib/nav-items.ts"
import { NoAccess } from "./NoAccess.tsx"

/**
 * The screen at the address, or the "no access" panel when the role may not use it (a link followed,
 * an address typed, a role changed since): never a blank page, never a redirect. The server refuses
 * the screen's calls anyway; this only spares the person a screen of errors.
 */
export function RoleGate({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return can(user.role, requiredPermission(pathname)) ? children : <NoAccess role={user.role} />
}
