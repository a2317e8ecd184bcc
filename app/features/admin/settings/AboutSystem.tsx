import { Link } from "@tanstack/react-router"
import { TriangleAlert } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { formatDate } from "../lib/format.ts"
import { sectionKeys } from "../lib/nav-items.ts"

/** The "about system" tab: version 1.0.0, today's date as release date, the functions, a warning. */
export function AboutSystem() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminSettings
  return (
    <div className="flex flex-col gap-5 text-sm text-slate-800">
      <p>{t.aboutText()}</p>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4">
          <dt className="text-xs font-medium text-slate-600">{t.version()}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">1.0.0</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4">
          <dt className="text-xs font-medium text-slate-600">{t.releaseDate()}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">
            {formatDate(new Date().toISOString(), locale)}
          </dd>
        </div>
      </dl>
      <section>
        <h2 className="mb-2 font-semibold text-slate-900">{t.functions()}</h2>
        <ul className="list-inside list-disc space-y-1">
          {sectionKeys.map((key) => (
            <li key={key}>{t.functionList[key]()}</li>
          ))}
        </ul>
      </section>
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        <p>
          <strong>{t.warningTitle()}</strong>
          {t.warning()}
        </p>
      </div>
      <Link to="/" className="font-medium text-blue-700 underline hover:text-blue-900">
        {t.backHome()}
      </Link>
    </div>
  )
}
