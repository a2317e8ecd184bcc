/**
 * Where a query's words are in a text a reader sees, and a snippet around the first of them (issue
 * 32): ranges of the original text, never HTML, so each screen marks them its own way (the app with
 * <mark>, the server's page the same, through the app's renderer).
 */
import { isLatinWordChar, normalizeText } from "./normalize.ts"
import { type QueryUnit, bigramsOf, charsOf } from "./tokenize.ts"

/** A range of a text: [start, end), in UTF-16 positions. */
export type MarkRange = readonly [number, number]

/** A text with the parts that match the query. */
export interface Marked {
  readonly text: string
  readonly marks: readonly MarkRange[]
}

/** At most this many marks per text: a word repeated all over a post need not be marked each time. */
const maxMarks = 40

const occurrences = (haystack: string, needle: string): number[] => {
  const found: number[] = []
  if (needle === "") return found
  let at = haystack.indexOf(needle)
  while (at !== -1 && found.length < maxMarks) {
    found.push(at)
    at = haystack.indexOf(needle, at + needle.length)
  }
  return found
}

/** An English word's needles: as typed and its stem ("companies": "company" -> "compani"). */
const latinNeedles = (unit: Extract<QueryUnit, { kind: "latin" }>): string[] => {
  const needles = new Set([unit.word, unit.stem])
  if (unit.stem.endsWith("y")) needles.add(`${unit.stem.slice(0, -1)}i`)
  return [...needles]
}

/** Ranges of the normalised text each unit matches. */
const rangesOf = (text: string, units: readonly QueryUnit[]): Array<[number, number]> => {
  const ranges: Array<[number, number]> = []
  for (const unit of units) {
    if (unit.kind === "latin") {
      for (const needle of latinNeedles(unit))
        for (const start of occurrences(text, needle)) {
          // At a word's start, marked to the word's end ("invoic" marks "invoices").
          if (isLatinWordChar(text[start - 1])) continue
          let end = start + needle.length
          while (end < text.length && isLatinWordChar(text[end])) end++
          ranges.push([start, end])
        }
      continue
    }
    // A CJK run: where it is whole, else its pairs, else its characters.
    for (const needles of [[unit.run], bigramsOf(unit.run), charsOf(unit.run)]) {
      const before = ranges.length
      for (const needle of needles)
        for (const start of occurrences(text, needle)) ranges.push([start, start + needle.length])
      if (ranges.length > before) break
    }
  }
  return ranges
}

/** Sorted, overlapping or touching ranges joined. */
const merged = (ranges: ReadonlyArray<readonly [number, number]>): MarkRange[] => {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: Array<[number, number]> = []
  for (const [start, end] of sorted) {
    const last = out.at(-1)
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out.slice(0, maxMarks)
}

/** The text with the ranges the query's units match. */
export const markText = (text: string, units: readonly QueryUnit[]): Marked => {
  if (text === "" || units.length === 0) return { text, marks: [] }
  const normalized = normalizeText(text)
  const marks = merged(
    rangesOf(normalized.text, units).map(
      ([start, end]) => [normalized.origin[start] ?? 0, normalized.origin[end] ?? text.length] as const,
    ),
  )
  return { text, marks }
}

const ellipsis = "…"

/** A code unit that is the second half of a surrogate pair: no cut may fall before it. */
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff

const safeCut = (text: string, at: number): number =>
  at > 0 && at < text.length && isLowSurrogate(text.charCodeAt(at)) ? at - 1 : at

/**
 * About `length` characters of a marked text around its first mark (from the start when it has
 * none), on one line, with "…" where it was cut; marks outside the window are dropped.
 */
export const snippetOf = (marked: Marked, length = 140): Marked => {
  const flat = marked.text.replace(/\s/g, " ")
  const first = marked.marks[0]?.[0] ?? 0
  const lead = Math.min(40, Math.floor(length / 3))
  let start = safeCut(flat, Math.max(0, Math.min(first - lead, flat.length - length)))
  // Start at a word's beginning where there is a space near.
  if (start > 0) {
    const space = flat.indexOf(" ", start)
    if (space !== -1 && space < first && space - start < 15) start = space + 1
  }
  const end = safeCut(flat, Math.min(flat.length, start + length))
  const prefix = start > 0 ? ellipsis : ""
  const suffix = end < flat.length ? ellipsis : ""
  const text = `${prefix}${flat.slice(start, end).trim()}${suffix}`
  const shift =
    prefix.length - start - (flat.slice(start, end).length - flat.slice(start, end).trimStart().length)
  const marks = marked.marks
    .filter(([markStart, markEnd]) => markStart >= start && markEnd <= end)
    .map(([markStart, markEnd]) => [markStart + shift, markEnd + shift] as const)
  return { text, marks }
}
