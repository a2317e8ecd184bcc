/**
 * What a delivery answer does to the local database, each in one transaction: a delivered entry is
 * removed and its row becomes the server's (a temporary id is remapped everywhere); a 409 is merged
 * or becomes a conflict; a rejection marks the entry failed. Later entries of the same row are
 * rebased on the server's new version.
 */
import { type EntityName, adminOnlyEntities } from "../../schema/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow, EntryError, OutboxEntry } from "../db/local-row.ts"
import { threeWayMerge } from "./merge.ts"
import { foldStuckRow } from "./fold.ts"
import { entriesByTarget, entriesOf, rebuildRow, targetKey, withoutSyncState } from "./local-view.ts"
import { type IdMapping, references, remapEntry, remapFields } from "./remap.ts"

const tablesOf = (db: SiteDatabase) => [...db.contentTables(), db.outbox, db.shadows, db.meta, db.receipts]

const isRow = (body: unknown): body is AnyRow =>
  typeof body === "object" && body !== null && typeof (body as AnyRow).id === "number" && "version" in body

/** Rewrite a temporary id in every later entry and every local row that refers to it. */
const remapEverywhere = async (db: SiteDatabase, mapping: IdMapping, created: AnyRow): Promise<void> => {
  for (const entry of await db.outbox.toArray()) {
    const remapped = remapEntry(entry, mapping)
    if (remapped === entry) continue
    const retargeted = remapped.targetId !== entry.targetId
    await db.outbox.put(
      retargeted ? { ...remapped, baseVersion: created.version, baseRow: created } : remapped,
    )
  }
  for (const ref of references) {
    if (ref.target !== mapping.entity) continue
    const table = db.rowsOf(ref.holder)
    const holders = await table
      .filter((row) => (row[ref.field] as number[] | undefined)?.includes(mapping.from) ?? false)
      .toArray()
    for (const row of holders) await table.put(remapFields(ref.holder, row, mapping))
    const shadows = await db.shadows
      .where("[entity+id]")
      .between([ref.holder, -Infinity], [ref.holder, Infinity])
      .toArray()
    for (const shadow of shadows) {
      if (shadow.row !== null)
        await db.shadows.put({ ...shadow, row: remapFields(ref.holder, shadow.row, mapping) })
    }
  }
}

/**
 * Later entries of the same row were made on top of this one: they now build on the server's version.
 * Returns the row's entries as rebased (what the local row is rebuilt from).
 */
const rebaseLater = async (
  db: SiteDatabase,
  entity: EntityName,
  id: number,
  row: AnyRow,
): Promise<OutboxEntry[]> => {
  const rebased = (await entriesOf(db, entity, id)).map((entry) =>
    entry.op === "create" ? entry : { ...entry, baseVersion: row.version, baseRow: row },
  )
  if (rebased.length > 0) await db.outbox.bulkPut(rebased)
  return rebased
}

const scopeIsAdmin = async (db: SiteDatabase): Promise<boolean> =>
  (await db.meta.get("scope"))?.value === "admin"

/** A delivered entry and the server's answer body. */
export interface Delivered {
  readonly entry: OutboxEntry
  readonly body: unknown
}

/** Inside applyDelivered's transaction: one delivered entry. */
const deliveredIn = async (db: SiteDatabase, { entry, body }: Delivered): Promise<void> => {
  if ((await db.outbox.get(entry.seq ?? -1)) === undefined) return // discarded meanwhile
  await db.outbox.delete(entry.seq ?? -1)
  const serverRow = isRow(body) ? body : null
  const id = serverRow?.id ?? entry.targetId
  await db.receipts.put({ key: entry.key, entity: entry.entity, id, deliveredAt: Date.now() })
  if (entry.op === "delete") {
    await rebuildRow(db, entry.entity, entry.targetId, null)
    return
  }
  if (serverRow === null) return
  if (entry.op === "create" && entry.targetId !== serverRow.id) {
    await db.rowsOf(entry.entity).delete(entry.targetId)
    await db.shadows.delete([entry.entity, entry.targetId])
    await remapEverywhere(db, { entity: entry.entity, from: entry.targetId, to: serverRow.id }, serverRow)
  }
  const later = await rebaseLater(db, entry.entity, serverRow.id, serverRow)
  // Admin-only rows (collaboration requests): a visitor's device does not keep the one it sent.
  if (adminOnlyEntities.includes(entry.entity) && !(await scopeIsAdmin(db))) return
  await rebuildRow(db, entry.entity, serverRow.id, serverRow, later)
}

/** An update the server answered with its row: no id to remap, so it can be done with others. */
const isPlainUpdate = ({ entry, body }: Delivered): boolean =>
  entry.op === "update" && isRow(body) && body.id === entry.targetId

/**
 * Delivered updates of distinct rows, in one go (inside applyDelivered's transaction): the same as
 * deliveredIn for each, in a few requests for the whole batch instead of six per entry. A replay of a
 * thousand queued edits spent most of its time between one answer and the next request here.
 */
const plainUpdatesIn = async (db: SiteDatabase, items: ReadonlyArray<Delivered>): Promise<void> => {
  const present = await db.outbox.bulkGet(items.map(({ entry }) => entry.seq ?? -1))
  const live = items.filter((_, index) => present[index] !== undefined) // discarded meanwhile
  if (live.length === 0) return
  await db.outbox.bulkDelete(live.map(({ entry }) => entry.seq ?? -1))
  const now = Date.now()
  await db.receipts.bulkPut(
    live.map(({ entry }) => ({ key: entry.key, entity: entry.entity, id: entry.targetId, deliveredAt: now })),
  )
  // Edits made on these rows while their answers were on the way: rebased, then laid over.
  const queued = entriesByTarget(
    (
      await db.outbox
        .where("[entity+targetId]")
        .anyOf(live.map(({ entry }) => [entry.entity, entry.targetId]))
        .toArray()
    ).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)),
  )
  const visitor = live.some(({ entry }) => adminOnlyEntities.includes(entry.entity))
    ? !(await scopeIsAdmin(db))
    : false
  const settledRows = new Map<EntityName, AnyRow[]>()
  const noShadow: Array<[EntityName, number]> = []
  for (const { entry, body } of live) {
    const row = body as AnyRow
    const later = (queued.get(targetKey(entry.entity, row.id)) ?? []).map((next) =>
      next.op === "create" ? next : { ...next, baseVersion: row.version, baseRow: row },
    )
    if (later.length > 0) await db.outbox.bulkPut(later)
    if (visitor && adminOnlyEntities.includes(entry.entity)) continue
    if (later.length > 0) await rebuildRow(db, entry.entity, row.id, row, later)
    else {
      noShadow.push([entry.entity, row.id])
      const rows = settledRows.get(entry.entity) ?? []
      rows.push(withoutSyncState(row))
      settledRows.set(entry.entity, rows)
    }
  }
  await db.shadows.bulkDelete(noShadow)
  for (const [entity, rows] of settledRows) await db.rowsOf(entity).bulkPut(rows)
}

/**
 * Delivered entries, in order, in one transaction (a batch's bookkeeping commits once). Updates of
 * distinct rows (a batch the engine deferred) go in bulk; anything else one by one, in order.
 */
export const applyDelivered = async (db: SiteDatabase, items: ReadonlyArray<Delivered>): Promise<void> => {
  if (items.length === 0) return
  const targets = new Set(items.map(({ entry }) => targetKey(entry.entity, entry.targetId)))
  const bulk = items.length > 1 && targets.size === items.length && items.every(isPlainUpdate)
  await db.transaction("rw", tablesOf(db), async () => {
    if (bulk) await plainUpdatesIn(db, items)
    else for (const item of items) await deliveredIn(db, item)
  })
}

/** Retryable failure: the entry stays first in line; the caller decides when to try again. */
export const applyRetry = async (
  db: SiteDatabase,
  entry: OutboxEntry,
  error: EntryError,
  notBefore: number,
) => {
  await db.outbox.update(entry.seq ?? -1, { attempts: entry.attempts + 1, lastError: error, notBefore })
}

export const applyRejected = async (
  db: SiteDatabase,
  entry: OutboxEntry,
  error: EntryError,
): Promise<void> => {
  await db.transaction("rw", tablesOf(db), async () => {
    if ((await db.outbox.get(entry.seq ?? -1)) === undefined) return
    await db.outbox.update(entry.seq ?? -1, {
      state: "failed",
      lastError: error,
      attempts: entry.attempts + 1,
    })
    await foldStuckRow(db, entry.entity, entry.targetId)
    await rebuildRow(db, entry.entity, entry.targetId, undefined)
  })
}

/**
 * 409: merge by itself when no field changed on both sides (the entry then goes again at once with
 * the server's version as its base); otherwise keep it as a visible conflict.
 * Returns true when the entry can be sent again right away.
 */
export const applyVersionConflict = async (
  db: SiteDatabase,
  entry: OutboxEntry,
  current: AnyRow | null,
): Promise<boolean> => {
  return db.transaction("rw", tablesOf(db), async () => {
    if ((await db.outbox.get(entry.seq ?? -1)) === undefined) return false
    const seq = entry.seq ?? -1
    if (current === null) {
      if (entry.op === "delete") {
        await db.outbox.delete(seq)
        await db.receipts.put({
          key: entry.key,
          entity: entry.entity,
          id: entry.targetId,
          deliveredAt: Date.now(),
        })
        await rebuildRow(db, entry.entity, entry.targetId, null)
        return false
      }
      await db.outbox.update(seq, { state: "failed", lastError: { kind: "deletedOnServer" } })
      await foldStuckRow(db, entry.entity, entry.targetId)
      await rebuildRow(db, entry.entity, entry.targetId, null)
      return false
    }
    if (entry.op === "delete") {
      await db.outbox.update(seq, { state: "conflict", conflict: { fields: [], theirs: current } })
      await foldStuckRow(db, entry.entity, entry.targetId)
      await rebuildRow(db, entry.entity, entry.targetId, current)
      return false
    }
    const merged = threeWayMerge(entry.baseRow, entry.payload, current)
    if (merged.conflicts.length > 0) {
      await db.outbox.update(seq, {
        state: "conflict",
        conflict: { fields: merged.conflicts, theirs: current },
      })
      await foldStuckRow(db, entry.entity, entry.targetId)
      await rebuildRow(db, entry.entity, entry.targetId, current)
      return false
    }
    if (Object.keys(merged.payload).length === 0) {
      // The server already holds everything this edit asked for.
      await db.outbox.delete(seq)
      await db.receipts.put({
        key: entry.key,
        entity: entry.entity,
        id: entry.targetId,
        deliveredAt: Date.now(),
      })
      await rebaseLater(db, entry.entity, entry.targetId, current)
      await rebuildRow(db, entry.entity, entry.targetId, current)
      return true
    }
    await db.outbox.update(seq, { payload: merged.payload, baseVersion: current.version, baseRow: current })
    await rebuildRow(db, entry.entity, entry.targetId, current)
    return true
  })
}
