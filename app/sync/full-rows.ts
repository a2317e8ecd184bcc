/**
 * A partial row's full version (docs/sync.md, "What a first visit pulls"): a detail page whose local
 * row came from a cards pull fetches the row (GET /api/<kind>/:id) or takes it from its own
 * server-rendered data block, and keeps it here. Never over a newer version: a row the pull has
 * since replaced by a newer card stays that card, and its page fetches again.
 */
import { type EntityName, entityPaths } from "../../schema/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow } from "../db/local-row.ts"
import type { Transport } from "./transport.ts"

export type FullRowAnswer = "kept" | "offline" | "gone" | "error"

/** Whether `value` looks like a stored row of this id (a data block or an answer read as JSON). */
const isRow = (value: unknown, id: number): value is AnyRow =>
  typeof value === "object" &&
  value !== null &&
  (value as AnyRow).id === id &&
  typeof (value as AnyRow).version === "number"

/**
 * Keeps `full` in place of the local partial row when it is the same version or newer; true when
 * the device now holds a full row of that id. A row with unsent edits is left alone.
 */
export const keepFullRow = async (db: SiteDatabase, entity: EntityName, full: unknown): Promise<boolean> => {
  if (typeof full !== "object" || full === null) return false
  const id = (full as AnyRow).id
  if (!isRow(full, id) || full.partial === true) return false
  return db.transaction("rw", db.rowsOf(entity), async () => {
    const local = await db.rowsOf(entity).get(id)
    if (local === undefined || local.partial !== true) return local !== undefined
    if (local.syncState !== undefined || local.version > full.version) return false
    const { partial: _dropped, ...row } = full
    await db.rowsOf(entity).put(row as AnyRow)
    return true
  })
}

/** Fetches the full row from the public API and keeps it (keepFullRow). */
export const fetchFullRow = async (
  db: SiteDatabase,
  transport: Transport,
  entity: EntityName,
  id: number,
): Promise<FullRowAnswer> => {
  let response: Response
  try {
    response = await transport.fetch(`${transport.baseUrl}${entityPaths[entity]}/${id}`, {
      headers: { "Accept-Language": transport.language() },
    })
  } catch {
    return "offline"
  }
  if (response.status === 404 || response.status === 410) return "gone"
  if (!response.ok) return "error"
  const row: unknown = await response.json().catch(() => undefined)
  if (!isRow(row, id)) return "error"
  return (await keepFullRow(db, entity, row)) ? "kept" : "error"
}
