import { formatDate } from "../rules/blog-format.ts"

/**
 * A date as the reader's language writes it, in the reader's time zone. A prerendered page was
 * written in the build machine's time zone, which may put the date on another day: the hydration
 * takes the reader's (suppressHydrationWarning lets React replace this one text).
 */
export function LocalDate({ iso, locale }: { iso: string; locale: "zh-CN" | "en" }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatDate(iso, locale)}
    </time>
  )
}
