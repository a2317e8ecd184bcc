import { Outlet, createFileRoute, useLocation, useNavigate } from "@tanstack/react-router"
import { useEffect } from "react"
import { useAuth } from "../../features/admin/auth/auth-context.ts"
import { SessionExpiredDialog } from "../../features/admin/auth/SessionExpiredDialog.tsx"
import { AdminShell } from "../../features/admin/layout/AdminShell.tsx"
import { RoleGate } from "../../features/admin/layout/RoleGate.tsx"
import { accountPath } from "../../features/admin/lib/nav-items.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { Spinner } from "../../ui/Spinner.tsx"

/**
 * The protected pathless layout: spinner while the user loads, login for nobody, else the page, or
 * the "no access" panel where the role may not go (RoleGate).
 */
export const Route = createFileRoute("/systemadmin/_protected")({ component: ProtectedLayout })

function ProtectedLayout() {
  const { LL } = useI18nContext()
  const { user } = useAuth()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  // One navigation when the user turns out to be nobody. This layout stays mounted while that
  // navigation runs, so the login page's own address must not become the next return path.
  useEffect(() => {
    if (user === null && !href.startsWith("/systemadmin/login"))
      void navigate({ to: "/systemadmin/login", search: { redirect: href }, replace: true })
  }, [user, href, navigate])
  // The two-step policy holds this session back: My account is where it is set up (the server
  // refuses the other screens' calls with 403 TWO_STEP_REQUIRED until then).
  const held = user?.twoStepRequired === true
  useEffect(() => {
    if (held && !href.startsWith(accountPath)) void navigate({ to: accountPath, replace: true })
  }, [held, href, navigate])
  if (!user) return <Spinner look="admin" label={LL.admin.common.loading()} className="min-h-screen" />
  return (
    <AdminShell>
      <RoleGate user={user}>
        <Outlet />
      </RoleGate>
      <SessionExpiredDialog />
    </AdminShell>
  )
}
