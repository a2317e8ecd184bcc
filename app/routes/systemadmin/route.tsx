import { Outlet, createFileRoute } from "@tanstack/react-router"
import { AuthProvider } from "../../features/admin/auth/AuthProvider.tsx"

/**
 * Everything under /systemadmin shares the auth state. Toasts are the app's one region (root layout),
 * so the back office never shows two at once.
 */
export const Route = createFileRoute("/systemadmin")({ component: SystemAdminRoot })

function SystemAdminRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  )
}
