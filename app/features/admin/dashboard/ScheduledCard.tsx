import { Link } from "@tanstack/react-router"
import { CalendarClock } from "lucide-react"
import { type ScheduledItem, useScheduledItems } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { sectionPath } from "../lib/nav-items.ts"
import { formatScheduleTime } from "../schedule/schedule-format.ts"
import { siteTimeZone } from "../schedule/site-time-zone.ts"
import { Pill } from "../ui/Pill.tsx"

/** How many of the soonest actions the card lists; the rest are counted. */
const shown = 5

const sectionOf = { blogPosts: "blog", projects: "projects", tools: "tools" } as const

/**
 * The dashboard's "Scheduled" card (issue 31): the soonest publishes and unpublishes waiting, across
 * posts, projects and tools, each with its kind, name and time (in the site's zone, the reader's
 * language), linking to its list. Read from the device, so it is there offline too.
 */
export function ScheduledCard() {
  const { LL, locale } = useI18nContext()
  const t = LL.schedule
  const items = useScheduledItems()
  if (items === undefined) return null
  const line = (item: ScheduledItem) => {
    const time = formatScheduleTime(item.at, locale, siteTimeZone)
    return item.action === "publish" ? t.publishesAt({ time }) : t.unpublishesAt({ time })
  }
  return (
    <section
      aria-labelledby="scheduled-title"
      data-testid="scheduled-card"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="scheduled-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="h-5 w-5 text-indigo-700" />
        {t.dashboardTitle()}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.dashboardEmpty()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.slice(0, shown).map((item) => (
            <li
              key={`${item.entity}-${item.id}-${item.action}`}
              data-testid="scheduled-item"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <Pill color={item.action === "publish" ? "green" : "gray"}>{t.kinds[item.entity]()}</Pill>
              <Link
                to={sectionPath(sectionOf[item.entity])}
                className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:text-blue-700 hover:underline"
              >
                {item.name}
              </Link>
              <span className="whitespace-nowrap text-slate-700">{line(item)}</span>
            </li>
          ))}
        </ul>
      )}
      {items.length > shown ? (
        <p className="mt-2 text-sm text-slate-600">{t.dashboardMore({ count: items.length - shown })}</p>
      ) : null}
    </section>
  )
}
