import { Languages } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { sectionPath } from "../lib/nav-items.ts"
import { Pill } from "../ui/Pill.tsx"
import { RouterAnchor } from "../ui/RouterAnchor.tsx"
import { useStaleEnglishCounts } from "./use-stale-english-counts.ts"

const sectionOf = {
  employees: "employees",
  teams: "teams",
  projects: "projects",
  tools: "tools",
  blogPosts: "blog",
} as const

/**
 * The dashboard's "English needs updating" card (issue 31, item 3): how many records of each kind,
 * and how many settings texts, have an English text behind its Chinese, each a link to its list
 * filtered to them (`?translation=stale`). Read from the device, so it is there offline too.
 */
export function TranslationCard() {
  const { LL } = useI18nContext()
  const t = LL.translation
  const counts = useStaleEnglishCounts()
  if (counts === undefined) return null
  const lines = [
    ...counts.records
      .filter((line) => line.count > 0)
      .map((line) => ({
        key: line.entity,
        text: t.dashboardLine({ kind: t.kinds[line.entity](), count: line.count }),
        address: `${sectionPath(sectionOf[line.entity])}?translation=stale`,
      })),
    ...(counts.settings > 0
      ? [
          {
            key: "settings",
            text: t.settingsLine({ count: counts.settings }),
            address: sectionPath("settings"),
          },
        ]
      : []),
  ]
  // Records behind, and settings texts behind: what there is to do.
  const total = counts.records.reduce((sum, line) => sum + line.count, counts.settings)
  return (
    <section
      aria-labelledby="translation-title"
      data-testid="translation-card"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="translation-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Languages aria-hidden="true" className="h-5 w-5 text-amber-700" />
        {t.dashboardTitle()}
        {total > 0 ? <Pill color="yellow">{total}</Pill> : null}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.dashboardEmpty()}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {lines.map((line) => (
            <li key={line.key} data-testid="translation-line">
              <RouterAnchor
                href={line.address}
                className="font-medium text-blue-700 underline-offset-2 hover:underline"
              >
                {line.text}
              </RouterAnchor>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
