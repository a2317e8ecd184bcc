import { createFileRoute } from "@tanstack/react-router"
import { InvitationPage } from "../../features/admin/auth/InvitationPage.tsx"

/** /systemadmin/invite#<token>: an invitation link (the token in the fragment never reaches a server log). */
export const Route = createFileRoute("/systemadmin/invite")({ component: InvitationPage })
