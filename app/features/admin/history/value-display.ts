/**
 * How one stored field value is shown in a history difference: never as raw JSON. Texts stay texts
 * (long ones are marked so the dialog can shorten them), booleans become yes/no, lists become their
 * items (ids of other rows resolved to names when known), objects become "key: value" items.
 */

/**
 * Texts wider than this are shown shortened, with a way to expand them. Width in Latin characters:
 * a Chinese character counts two, so a long text is cut at about the same number of lines in both.
 */
export const longTextLimit = 160

const isWide = (char: string): boolean => (char.codePointAt(0) ?? 0) >= 0x2e80

/** A text's width in Latin characters (wide characters count two). */
export const textWidth = (text: string): number => {
  let width = 0
  for (const char of text) width += isWide(char) ? 2 : 1
  return width
}

export type DisplayValue =
  | { readonly kind: "empty" }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "text"; readonly text: string; readonly long: boolean }
  | { readonly kind: "list"; readonly items: ReadonlyArray<string> }

/** Gives a row's name for an id held in a reference field (a team's members), or undefined. */
export type ReferenceName = (field: string, id: number) => string | undefined

/** Fields that hold ids of other rows. */
const referenceFields = new Set(["composition", "teamComposition"])

const scalarText = (value: unknown): string => {
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "bigint") return String(value)
  if (typeof value === "boolean") return value ? "✓" : "✗"
  if (value === null || value === undefined) return ""
  if (Array.isArray(value)) return value.map(scalarText).join(", ")
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${scalarText(inner)}`)
      .join("; ")
  return ""
}

export const displayValue = (field: string, value: unknown, nameOf?: ReferenceName): DisplayValue => {
  if (value === null || value === undefined || value === "") return { kind: "empty" }
  if (typeof value === "boolean") return { kind: "boolean", value }
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: "empty" }
    const items = value.map((item) =>
      referenceFields.has(field) && typeof item === "number"
        ? (nameOf?.(field, item) ?? `#${item}`)
        : scalarText(item),
    )
    return { kind: "list", items }
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
    if (entries.length === 0) return { kind: "empty" }
    return { kind: "list", items: entries.map(([key, inner]) => `${key}: ${scalarText(inner)}`) }
  }
  const text = scalarText(value)
  return { kind: "text", text, long: textWidth(text) > longTextLimit }
}

/** The start of a long text, cut at a word boundary when one is near, with an ellipsis. */
export const shortened = (text: string, max = longTextLimit): string => {
  if (textWidth(text) <= max) return text
  let cut = ""
  let width = 0
  for (const char of text) {
    width += isWide(char) ? 2 : 1
    if (width > max) break
    cut += char
  }
  const space = cut.lastIndexOf(" ")
  return `${(space > cut.length * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`
}
