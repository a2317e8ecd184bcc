/** Blog dates and reading time as the cards and the detail page show them. */
import { readTimeOrDefault } from "../../../../schema/entities/blog-read-time.ts"

/** A post's reading time in minutes; anything that is not a sensible whole number reads 5. */
export const readMinutes = (readTime: unknown): number => readTimeOrDefault(readTime)

/**
 * A date as the person's language writes it: Chinese year-month-day ("2026年11月23日") in zh-CN,
 * "November 23, 2026" in English. An unreadable date stays as given.
 */
export const formatDate = (iso: string, locale: "zh-CN" | "en"): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale === "en" ? "en-US" : "zh-CN", {
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(date)
}
