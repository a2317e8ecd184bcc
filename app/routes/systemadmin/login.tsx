import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { useEffect } from "react"
import { useAuth } from "../../features/admin/auth/auth-context.ts"
import { LoginPage } from "../../features/admin/auth/LoginPage.tsx"
import { safeAdminRedirect } from "../../features/admin/auth/redirect.ts"

export const Route = createFileRoute("/systemadmin/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === "string" ? { redirect: search.redirect } : {},
  component: LoginRoute,
})

function LoginRoute() {
  const { user } = useAuth()
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const target = safeAdminRedirect(redirect)
  // Logged in (just now, or already when the page was opened): go on to the page asked for.
  useEffect(() => {
    if (user) void navigate({ href: target, replace: true })
  }, [user, target, navigate])
  return <LoginPage />
}
