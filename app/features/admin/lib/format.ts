/** Small display rules of spec section 9 (truncation, "+N" overflow badges, initials, dates). */

/** Tool URLs are shown cut at 30 characters plus an ellipsis; a missing URL is a dash. */
export const truncateText = (text: string | null | undefined, max = 30): string => {
  if (text === null || text === undefined || text === "") return "-"
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** The first `max` items to show, and how many are hidden behind a "+N" badge. */
export const withOverflow = <T>(items: ReadonlyArray<T>, max = 3): { shown: T[]; hidden: number } => ({
  shown: items.slice(0, max),
  hidden: Math.max(0, items.length - max),
})

/** The letter of an initial-letter avatar: first visible character, upper-cased. */
export const initialOf = (name: string): string => {
  const first = Array.from(name.trim())[0]
  return first === undefined ? "?" : first.toUpperCase()
}

// Made once: toLocaleDateString makes a formatter at every call, which a list of a thousand posts
// felt (tens of milliseconds a search).
const englishDates = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" })
const chineseDates = new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "long", day: "numeric" })

/** Dates in year-month-day order (spec section 9): "2026年3月4日" in Chinese, "2026-03-04" in English. */
export const formatDate = (iso: string, language: string): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return "-"
  return (language === "en" ? englishDates : chineseDates).format(date)
}
