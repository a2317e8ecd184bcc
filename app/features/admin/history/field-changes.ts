/**
 * The field-by-field difference of one audit record: which fields it changed, with their values
 * before and after. A create lists the fields it set, a delete the fields the row had.
 */
import type { AuditRecord } from "../../../../schema/audit.ts"

export interface FieldChange {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
}

/** Bookkeeping the server changes with every write; it says nothing to a person. */
// englishBasis: which English texts are behind (schema/translation-status.ts), kept by the server.
const bookkeeping = new Set(["id", "version", "updatedAt", "englishBasis"])

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)

export const fieldChanges = (
  record: Pick<AuditRecord, "before" | "after" | "changed">,
): ReadonlyArray<FieldChange> => {
  const { before, after } = record
  // The server lists the changed fields; an older record (or a hand-made one) may not: compare then.
  const names =
    record.changed.length > 0
      ? record.changed
      : [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
          (name) => !same(before?.[name], after?.[name]),
        )
  return (
    names
      .filter((name) => !bookkeeping.has(name))
      .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
      .filter((change) => !same(change.before, change.after))
      // A create shows what it set, a delete what the row held: empty fields say nothing there.
      .filter((change) =>
        before === null ? !isBlank(change.after) : after === null ? !isBlank(change.before) : true,
      )
  )
}
