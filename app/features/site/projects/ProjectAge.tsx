import { CalendarDays } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { monthsElapsed } from "../rules/months-elapsed.ts"

/**
 * "3 个月前": whole 30-day periods since the case was created; "本月" under 30 days. Counted now: a
 * prerendered page counted at build time, so its hydration takes today's count.
 */
export function ProjectAge({ createdAt }: { createdAt: string }) {
  const { LL } = useI18nContext()
  const months = monthsElapsed(createdAt)
  return (
    <span
      data-testid="project-age"
      suppressHydrationWarning
      className="inline-flex items-center gap-1.5 text-sm text-slate-600"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      {months === 0 ? LL.pages.common.thisMonth() : LL.pages.common.monthsAgo({ months })}
    </span>
  )
}
