/** Optimistic concurrency on PATCH and DELETE (sync-protocol.md, server side 5). */
import type { Row } from "../store/rows.ts"
import { HttpError } from "../http/errors.ts"
import { type WriteRequest, headerOf } from "../http/write-request.ts"

/** `If-Match: "3"` (also accepted: `3`, `W/"3"`). Absent means last writer wins. */
export const expectedVersion = (req: WriteRequest): number | undefined => {
  const header = headerOf(req, "if-match")
  if (header === undefined) return undefined
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header)
  if (match === null) throw new HttpError(400, "VALIDATION", "error.invalidIfMatch")
  return Number(match[1])
}

/** 409 with the current row (null when it was deleted) if the client's base version is stale. */
export const checkVersion = (expected: number | undefined, current: Row | undefined): void => {
  if (expected === undefined) return
  if (current === undefined || current.version !== expected) {
    throw new HttpError(409, "VERSION_CONFLICT", "error.versionConflict", { current: current ?? null })
  }
}
