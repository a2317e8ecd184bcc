/**
 * An entry in conflict or failed holds back the later edits of the same row (they were made on top
 * of it, and sending them first would put older and newer values out of order). Instead of waiting
 * silently behind it, such later edits are folded into it: the person then sees one entry for the
 * row, and retry / discard / resolve act on all of that row's unsent edits at once.
 */
import type { SiteDatabase } from "../db/database.ts"
import type { OutboxEntry } from "../db/local-row.ts"
import { entriesOf } from "./local-view.ts"
import { threeWayMerge } from "./merge.ts"

/** `head` (conflict or failed) with `later` folded in, or undefined when they cannot be one call. */
export const foldEntries = (head: OutboxEntry, later: OutboxEntry): OutboxEntry | undefined => {
  if (head.state === "pending" || later.op === "create" || head.op === "create") return undefined
  if (later.op === "delete") {
    // The row is to go: a conflict stays a (delete) conflict, a failed edit becomes a plain delete.
    return head.state === "conflict" && head.conflict !== null
      ? { ...head, op: "delete", payload: {}, conflict: { fields: [], theirs: head.conflict.theirs } }
      : { ...head, op: "delete", payload: {}, state: "pending", lastError: null, attempts: 0, notBefore: 0 }
  }
  // Each note is its own call (two notes folded into one payload would keep only the last).
  if (later.op === "note" || head.op === "note") return undefined
  if (later.op !== head.op) return undefined
  const payload = { ...head.payload, ...later.payload }
  if (head.state === "failed" || head.conflict === null || head.conflict.theirs === null)
    return { ...head, payload }
  const theirs = head.conflict.theirs
  const merged = threeWayMerge(head.baseRow, payload, theirs)
  if (merged.conflicts.length > 0) return { ...head, payload, conflict: { fields: merged.conflicts, theirs } }
  // The later edit settled the conflict (it chose the server's values): send the rest on theirs.
  return {
    ...head,
    payload: merged.payload,
    baseVersion: theirs.version,
    baseRow: theirs,
    state: "pending",
    conflict: null,
    lastError: null,
  }
}

/** Fold every later pending entry of the row into its first stuck entry (inside the caller's transaction). */
export const foldStuckRow = async (
  db: SiteDatabase,
  entity: OutboxEntry["entity"],
  id: number,
): Promise<void> => {
  const entries = await entriesOf(db, entity, id)
  let head = entries.find((entry) => entry.state !== "pending")
  if (head === undefined) return
  for (const later of entries.filter((entry) => (entry.seq ?? 0) > (head?.seq ?? 0))) {
    if (head.state === "pending") break
    const folded = foldEntries(head, later)
    if (folded === undefined) break
    head = folded
    await db.outbox.delete(later.seq ?? -1)
  }
  await db.outbox.put(head)
}
