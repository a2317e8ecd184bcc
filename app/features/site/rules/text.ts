/** Shortening rules for previews (spec section 9), and lists shown as one line. */
import type { ContentLanguage, LocalizedList, LocalizedText } from "../../../../schema/localized.ts"

export const toolUrlPreviewLength = 30
export const teamDescriptionPreviewLength = 100

/** The first `max` characters (whole code points, so emoji and CJK never break) plus "..." when cut. */
export const truncate = (text: string, max: number): string => {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}...`
}

/** A tool URL as shown in lists: 30 characters plus an ellipsis. */
export const truncateUrl = (url: string): string => truncate(url, toolUrlPreviewLength)

/** A team's description on its card: the first 100 characters. */
export const teamDescriptionPreview = (description: string): string =>
  truncate(description, teamDescriptionPreviewLength)

/**
 * A list in the reader's language as one line (an employee's integrations): joined with ", " when the
 * items are English, with the Chinese "、" when they are Chinese (a Chinese page, or the fallback).
 */
export const listLine = (list: LocalizedList, language: ContentLanguage): LocalizedText => ({
  text: list.items.join(language === "en" && !list.fallback ? ", " : "、"),
  fallback: list.fallback,
})
