import { Link } from "@tanstack/react-router"
import { ShieldOff } from "lucide-react"
import type { Role } from "../../../../schema/roles.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"

/** In place of a screen the role may not use (issue 29): says so, and the way back to the dashboard. */
export function NoAccess({ role }: { role: Role }) {
  const { LL } = useI18nContext()
  const t = LL.accounts.noAccess
  return (
    <section
      data-testid="no-access"
      aria-labelledby="no-access-title"
      className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldOff aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 id="no-access-title" className="text-xl font-bold text-slate-900">
        {t.title()}
      </h1>
      <p className="text-sm text-slate-600">{t.text({ role: LL.accounts.roles[role]() })}</p>
      <Link
        to="/systemadmin"
        className="mt-2 text-sm font-medium text-blue-700 underline hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        {t.back()}
      </Link>
    </section>
  )
}
