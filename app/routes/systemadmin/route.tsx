import { Outlet, createFileRoute } from "@tanstack/react-router"
import { AuthProvider } from "../../features/admin/auth/AuthProvider.tsx"
import { AdminToastViewport } from "../../features/admin/ui/toast.tsx"
import { useI18nContext } from "../../i18n/i18n-react.tsx"

/** Everything under /systemadmin shares the auth state and the admin toasts. */
export const Route = createFileRoute("/systemadmin")({ component: SystemAdminRoot })

function SystemAdminRoot() {
  const { LL } = useI18nContext()
  return (
    <AuthProvider>
      <Outlet />
      <AdminToastViewport
        closeLabel={LL.admin.common.close()}
        regionLabel={LL.admin.common.notifications()}
      />
    </AuthProvider>
  )
}
