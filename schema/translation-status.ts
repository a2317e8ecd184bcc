/**
 * Translation status (issue 31, item 3): for each bilingual field `x` / `xEn` of a row, whether the
 * English text was written after the Chinese one last changed.
 *
 * A row keeps `englishBasis`: for each field whose English fell behind, a stamp of the Chinese text
 * the English was written against. A field with no entry is current, so a row stored before this
 * existed (migration 020 gives it `{}`) counts its English as current, and the map stays small (it
 * names only what is behind). Every write recomputes it from the row before and after
 * (`withEnglishBasis`), on the server (store/rows.ts) and, for an edit still queued, on the device
 * (app/sync/local-view.ts), so both agree on what is behind:
 * - the English changed in this write, was marked checked (`englishChecked`), or is empty: current;
 * - otherwise the field keeps its old basis, or, when it had none, the Chinese as it was before this
 *   write; and it is behind when that basis is not the Chinese now (the Chinese changed back: current).
 * Readers never see any of this: an English page shows the English that exists.
 */
import { Schema } from "effect"

/** A row's basis: Chinese field name -> stamp of the Chinese the English was written against. */
export type EnglishBasis = Readonly<Record<string, string>>

/** The row field (every translated kind's row schema has it). */
export const englishBasisRowField = { englishBasis: Schema.Record(Schema.String, Schema.String) }

/** A row with nothing behind. */
export const noEnglishBasis = { englishBasis: {} } as const

/**
 * What an update may send: the Chinese names of the fields whose English an editor checked and kept
 * as it is (`fields`: the kind's translated fields). Anything else is refused with one message.
 */
export const englishCheckedWriteField = (fields: ReadonlyArray<string>) => ({
  englishChecked: Schema.optionalKey(
    Schema.Unknown.pipe(
      Schema.refine(
        (value: unknown): value is ReadonlyArray<string> =>
          Array.isArray(value) && value.every((name) => typeof name === "string" && fields.includes(name)),
        { message: "translation.checked" },
      ),
    ),
  ),
})

/** The Chinese names of the translated fields among a row schema's field names (`x` where `xEn` is one). */
export const translatedAmong = (names: ReadonlyArray<string>): string[] =>
  names.filter((name) => !name.endsWith("En") && names.includes(`${name}En`))

/** A short stamp of a value (32-bit FNV-1a of its JSON, base 36): equal texts, equal stamps. */
export const stampOf = (value: unknown): string => {
  const text = JSON.stringify(value ?? "")
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

const isFilled = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : Array.isArray(value) && value.length > 0

/** The row's basis; a row stored or kept before it existed has none (all current). */
export const basisOf = (row: Readonly<Record<string, unknown>> | null | undefined): EnglishBasis => {
  const basis = row?.englishBasis
  return typeof basis === "object" && basis !== null && !Array.isArray(basis) ? (basis as EnglishBasis) : {}
}

/** The Chinese names of the fields of `row` whose English fell behind, in `fields` order. */
export const staleEnglish = (
  fields: ReadonlyArray<string>,
  row: Readonly<Record<string, unknown>> | null | undefined,
): string[] => {
  if (row === null || row === undefined) return []
  const basis = basisOf(row)
  return fields.filter(
    (field) =>
      basis[field] !== undefined && isFilled(row[`${field}En`]) && basis[field] !== stampOf(row[field]),
  )
}

// A field the write did not touch is the same value in both rows: no JSON of a long text to compare.
const same = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The basis of `after`, written over `before` (null: a new row) by a write that sent `written`.
 * `englishChecked` in `written` names fields whose English was checked as it is.
 */
export const basisAfterWrite = (
  fields: ReadonlyArray<string>,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
  written: Readonly<Record<string, unknown>>,
): EnglishBasis => {
  if (before === null) return {}
  const old = basisOf(before)
  const checked = Array.isArray(written.englishChecked) ? (written.englishChecked as unknown[]) : []
  const basis: Record<string, string> = {}
  for (const field of fields) {
    const twin = `${field}En`
    if (!isFilled(after[twin]) || checked.includes(field) || !same(before[twin], after[twin])) continue
    // Current, and its Chinese untouched by this write: still current, nothing to stamp (most writes).
    if (old[field] === undefined && same(before[field], after[field])) continue
    const was = old[field] ?? stampOf(before[field])
    if (was !== stampOf(after[field])) basis[field] = was
  }
  return basis
}

/**
 * `before` with `written` laid over it, as it is stored: the basis recomputed, `englishChecked` (a
 * write field, not a row field) taken out. For a kind with no translated field, the merge alone.
 */
export const withEnglishBasis = (
  fields: ReadonlyArray<string>,
  before: Readonly<Record<string, unknown>> | null,
  written: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const { englishChecked: _, ...changes } = written
  const after = { ...before, ...changes }
  if (fields.length === 0) return after
  return { ...after, englishBasis: basisAfterWrite(fields, before, after, written) }
}

/** The Chinese names of English twins: `nameEn` -> `name`. */
export const chineseOf = (twins: ReadonlyArray<string>): string[] => twins.map((twin) => twin.slice(0, -2))
