import { Outlet, createFileRoute } from "@tanstack/react-router"
import { AuthProvider } from "../../features/admin/auth/AuthProvider.tsx"
import { BackOfficeTexts } from "../../features/admin/layout/BackOfficeTexts.tsx"
import { storedLanguage } from "../../features/site/layout/language.ts"
import { loadBackOfficeTexts } from "../../i18n/dictionary-parts.ts"

/**
 * Everything under /systemadmin shares the auth state and the back office's texts, which are loaded
 * with the route's code (in the back office's language: the saved one). Toasts are the app's one
 * region (root layout), so the back office never shows two at once.
 */
export const Route = createFileRoute("/systemadmin")({
  loader: () => loadBackOfficeTexts(storedLanguage()),
  component: SystemAdminRoot,
})

function SystemAdminRoot() {
  return (
    <BackOfficeTexts>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </BackOfficeTexts>
  )
}
