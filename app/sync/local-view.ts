/**
 * A local row is the server's row with this device's unsent edits laid over it. When an edit is
 * delivered, discarded or resolved, or a pull brings a newer server row, the local row is rebuilt
 * from the server's copy (kept in `shadows` while edits are pending) and the entries still queued.
 */
import type { EntityName } from "../../schema/sync.ts"
import { translatedFieldsOf } from "../../schema/translated-fields.ts"
import { withEnglishBasis } from "../../schema/translation-status.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow, OutboxEntry, SyncState } from "../db/local-row.ts"

/**
 * A note not delivered yet, at the end of the row's notes: no author until the server names it
 * (the screen marks it as waiting), the time it was written on this device.
 */
const withPendingNote = (row: AnyRow, entry: OutboxEntry): AnyRow => {
  const notes = Array.isArray(row.notes) ? (row.notes as ReadonlyArray<{ id: string }>) : []
  if (notes.some((note) => note.id === entry.payload.id)) return row
  const note = { ...entry.payload, by: "", at: new Date(entry.createdAt).toISOString() }
  return { ...row, notes: [...notes, note] }
}

/** Server row + remaining entries (in order) -> the row this device shows (null: none). */
export const overlay = (server: AnyRow | null, entries: ReadonlyArray<OutboxEntry>): AnyRow | null => {
  let row = server
  for (const entry of entries) {
    if (entry.op === "create") row = entry.baseRow
    else if (entry.op === "delete") row = null
    else if (entry.op === "note") row = row === null ? null : withPendingNote(row, entry)
    // As the server will store it: which English texts the edit leaves behind (translation-status.ts).
    else if (row !== null)
      row = withEnglishBasis(translatedFieldsOf(entry.entity), row, entry.payload) as AnyRow
  }
  return row
}

export const syncStateOf = (entries: ReadonlyArray<OutboxEntry>): SyncState | undefined => {
  if (entries.length === 0) return undefined
  if (entries.some((entry) => entry.state === "conflict")) return "conflict"
  if (entries.some((entry) => entry.state === "failed")) return "failed"
  return "pending"
}

/** The queued entries of one row, in order (through the [entity+targetId] index). */
export const entriesOf = async (db: SiteDatabase, entity: EntityName, id: number): Promise<OutboxEntry[]> =>
  (await db.outbox.where("[entity+targetId]").equals([entity, id]).toArray()).sort(
    (a, b) => (a.seq ?? 0) - (b.seq ?? 0),
  )

export const targetKey = (entity: EntityName, id: number): string => `${entity}:${id}`

/** Queued entries grouped by the row they change. */
export const entriesByTarget = (entries: ReadonlyArray<OutboxEntry>): Map<string, OutboxEntry[]> => {
  const map = new Map<string, OutboxEntry[]>()
  for (const entry of entries) {
    const key = targetKey(entry.entity, entry.targetId)
    const list = map.get(key)
    if (list === undefined) map.set(key, [entry])
    else list.push(entry)
  }
  return map
}

/** A row as stored for the server's copy: no local sync marker. */
export const withoutSyncState = (row: AnyRow): AnyRow => {
  const { syncState: _, ...rest } = row
  return rest as AnyRow
}

/**
 * Rebuild one local row (inside the caller's transaction). `server` is the server's row when the
 * caller knows it (a delivery answer, a pull); undefined means "use the stored shadow".
 */
export const rebuildRow = async (
  db: SiteDatabase,
  entity: EntityName,
  id: number,
  server: AnyRow | null | undefined,
  queued?: ReadonlyArray<OutboxEntry>,
): Promise<void> => {
  // Through the row's index, not a scan of the outbox: delivering a long queue rebuilds a row per entry.
  const entries = queued ?? (await entriesOf(db, entity, id))
  const shadow = server === undefined ? ((await db.shadows.get([entity, id]))?.row ?? null) : server
  const table = db.rowsOf(entity)
  if (entries.length === 0) {
    await db.shadows.delete([entity, id])
    if (shadow === null) await table.delete(id)
    else await table.put(withoutSyncState(shadow))
    return
  }
  await db.shadows.put({ entity, id, row: shadow === null ? null : withoutSyncState(shadow) })
  const local = overlay(shadow, entries)
  if (local === null || (entity === "collaborations" && id < 0)) await table.delete(id)
  else await table.put({ ...withoutSyncState(local), id, syncState: syncStateOf(entries) })
}
