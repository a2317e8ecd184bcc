/**
 * Content in two languages (issue 17): every human-readable content field `x` (Chinese, the site's
 * base language) has an English twin `xEn` beside it in the same row. An empty or missing English
 * text falls back to the Chinese one, and says so, so a page can mark the fallback visibly.
 * Shared by the server (search-engine files, feeds, page heads) and the app (pages, back office).
 */
export type ContentLanguage = "zh-CN" | "en"

/** The English twin's name of a content field: `name` -> `nameEn`. */
export const englishField = <K extends string>(field: K): `${K}En` => `${field}En`

export interface LocalizedText {
  readonly text: string
  /** The reader asked for English and there is none: `text` is the Chinese one. */
  readonly fallback: boolean
}

const isFilled = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

/** A text field in the reader's language, falling back to Chinese. */
export const localizedText = (
  row: Readonly<Record<string, unknown>>,
  field: string,
  language: ContentLanguage,
): LocalizedText => {
  const chinese = typeof row[field] === "string" ? (row[field] as string) : ""
  if (language !== "en") return { text: chinese, fallback: false }
  const english = row[englishField(field)]
  return isFilled(english) ? { text: english, fallback: false } : { text: chinese, fallback: chinese !== "" }
}

export interface LocalizedList {
  readonly items: ReadonlyArray<string>
  readonly fallback: boolean
}

/** A list field (capabilities, skills) in the reader's language, falling back to Chinese as a whole. */
export const localizedList = (
  row: Readonly<Record<string, unknown>>,
  field: string,
  language: ContentLanguage,
): LocalizedList => {
  const chinese = Array.isArray(row[field]) ? (row[field] as string[]) : []
  if (language !== "en") return { items: chinese, fallback: false }
  const english = row[englishField(field)]
  return Array.isArray(english) && english.length > 0
    ? { items: english as string[], fallback: false }
    : { items: chinese, fallback: chinese.length > 0 }
}
