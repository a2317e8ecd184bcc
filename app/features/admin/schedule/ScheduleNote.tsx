import { CalendarClock } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { formatScheduleTime } from "./schedule-format.ts"
import { siteTimeZone } from "./site-time-zone.ts"

interface Scheduled {
  readonly publishAt?: string | null
  readonly unpublishAt?: string | null
}

/** Whether a row has anything scheduled (the lists' "scheduled" filter). */
export const isScheduled = (row: Scheduled): boolean =>
  typeof row.publishAt === "string" || typeof row.unpublishAt === "string"

/**
 * What a list row has scheduled (issue 31): "Publishes 2026-12-07 09:00 GMT+8", and/or when it
 * unpublishes, in the reader's language and the site's zone. Nothing when nothing is scheduled (a row
 * stored before migration 017 has neither field).
 */
export function ScheduleNote({ row }: { row: Scheduled }) {
  const { LL, locale } = useI18nContext()
  const lines = [
    typeof row.publishAt === "string"
      ? LL.schedule.publishesAt({ time: formatScheduleTime(row.publishAt, locale, siteTimeZone) })
      : null,
    typeof row.unpublishAt === "string"
      ? LL.schedule.unpublishesAt({ time: formatScheduleTime(row.unpublishAt, locale, siteTimeZone) })
      : null,
  ].filter((line) => line !== null)
  if (lines.length === 0) return null
  return (
    <span data-testid="schedule-note" className="mt-1 flex flex-col gap-0.5 text-xs text-indigo-800">
      {lines.map((line) => (
        <span key={line} className="inline-flex items-center gap-1 whitespace-nowrap">
          <CalendarClock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {line}
        </span>
      ))}
    </span>
  )
}

/** The lists' column of what is scheduled, for kinds whose list has no status column of its own. */
export const scheduleColumn = <Row extends Scheduled>(header: string) => ({
  header,
  className: "hidden md:table-cell",
  cell: (row: Row) => <ScheduleNote row={row} />,
})
