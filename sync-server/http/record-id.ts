/**
 * The one reading of a record id in a URL path (`/api/employees/:id`, `/api/collaborations/:id/status`,
 * `/api/media/:id`, and the same paths inside a pushed batch): digits without a leading zero. A number
 * above maxRecordId is well formed but names no record on either engine, so it is answered as an
 * unknown record (404), never sent to the database (PostgreSQL would fail on it: a 500).
 */
import { maxRecordId } from "../../schema/fields.ts"

export type ParsedRecordId =
  | { readonly ok: true; readonly id: number }
  /** malformed: not an id at all (400); unknown: an id no record can have (404). */
  | { readonly ok: false; readonly reason: "malformed" | "unknown" }

const idDigits = /^[1-9]\d*$/

export const parseRecordId = (text: unknown): ParsedRecordId => {
  if (typeof text !== "string" || !idDigits.test(text)) return { ok: false, reason: "malformed" }
  const id = text.length > 10 ? Number.POSITIVE_INFINITY : Number(text)
  return id <= maxRecordId ? { ok: true, id } : { ok: false, reason: "unknown" }
}
