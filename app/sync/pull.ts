/**
 * Pull: read the change feed (GET /api/sync) from the stored cursor and apply each page in one
 * transaction. Rows with unsent edits keep them (rebuilt over the new server row). Starting over
 * from 0 (a 410, or the session's scope changed) ends with a sweep of rows the server did not send.
 * A device in cards mode (a visitor's, until it keeps the site offline) asks for rows without their
 * detail-only fields and stores them marked `partial` (docs/sync.md, "What a first visit pulls").
 */
import {
  adminOnlyEntities,
  entityNames,
  type EntityName,
  type SyncChange,
  type SyncResponse,
  syncPageMax,
} from "../../schema/sync.ts"
import { type SyncFields, detailOnlyFields } from "../../schema/detail-fields.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow, MetaRecord, OutboxEntry } from "../db/local-row.ts"
import { entriesByTarget, rebuildRow, targetKey } from "./local-view.ts"
import type { Transport } from "./transport.ts"

/** The largest page the server gives: fewer round trips and transactions on a cold pull. */
export const pullPageSize = syncPageMax

export type PullResult = "done" | "offline" | "error"

const metaValue = async (db: SiteDatabase, key: "cursor" | "scope" | "fields") =>
  (await db.meta.get(key))?.value

/** A remembered shape, else the client's default. */
const fieldsOr = (stored: unknown, fallback: SyncFields): SyncFields =>
  stored === "cards" || stored === "full" ? stored : fallback

/** The shape this device pulls: its remembered choice, else the client's default. */
export const pullFields = async (db: SiteDatabase, fallback: SyncFields): Promise<SyncFields> =>
  fieldsOr(await metaValue(db, "fields"), fallback)

/**
 * Whether `incoming` replaces `existing`: a newer version always does, and so does the same version
 * unless it would make a full row partial again (a card of the version whose body the device holds).
 */
const replaces = (existing: AnyRow | undefined, incoming: AnyRow): boolean =>
  existing === undefined ||
  existing.version < incoming.version ||
  (existing.version === incoming.version && (incoming.partial !== true || existing.partial === true))

/** The list kept under `key`, made on first use (pushed to in place: a page holds thousands). */
const listOf = <T>(lists: Map<EntityName, T[]>, key: EntityName): T[] => {
  let list = lists.get(key)
  if (list === undefined) lists.set(key, (list = []))
  return list
}

const applyChanges = async (
  db: SiteDatabase,
  changes: ReadonlyArray<SyncChange>,
  queued: Map<string, OutboxEntry[]>,
  wasEmpty: ReadonlySet<EntityName>,
): Promise<void> => {
  const puts = new Map<EntityName, AnyRow[]>()
  const deletes = new Map<EntityName, number[]>()
  for (const change of changes) {
    const entries = queued.get(targetKey(change.entity, change.id))
    const row = change.op === "upsert" ? (change.row as unknown as AnyRow) : null
    if (entries !== undefined) {
      const shadow = await db.shadows.get([change.entity, change.id])
      const newer = row === null || (shadow?.row?.version ?? 0) <= row.version
      if (newer) await rebuildRow(db, change.entity, change.id, row, entries)
    } else if (row !== null) listOf(puts, change.entity).push(row)
    else listOf(deletes, change.entity).push(change.id)
  }
  for (const [entity, rows] of puts) {
    // A table that was empty when this snapshot began holds only what its pages stored: no row to
    // compare with (a cold pull of thousands of rows skips reading them back).
    if (wasEmpty.has(entity)) {
      await db.rowsOf(entity).bulkPut(rows)
      continue
    }
    // A delivery answer may already have stored a newer version than this page holds; keep it.
    const existing = await db.rowsOf(entity).bulkGet(rows.map((row) => row.id))
    await db.rowsOf(entity).bulkPut(rows.filter((row, index) => replaces(existing[index], row)))
  }
  for (const [entity, ids] of deletes) await db.rowsOf(entity).bulkDelete(ids)
}

/**
 * After a full snapshot: drop rows the server no longer sends (never rows with unsent edits). A table
 * that was empty when the snapshot began holds nothing older than it: it is not read back.
 */
const sweep = async (db: SiteDatabase, seen: Set<string>, wasEmpty: ReadonlySet<EntityName>) => {
  await db.transaction("rw", [...db.contentTables(), db.outbox], async () => {
    const queued = entriesByTarget(await db.outbox.toArray())
    for (const entity of entityNames) {
      if (wasEmpty.has(entity)) continue
      const ids = (await db.rowsOf(entity).toCollection().primaryKeys()) as number[]
      const gone = ids.filter(
        (id) => id > 0 && !seen.has(targetKey(entity, id)) && !queued.has(targetKey(entity, id)),
      )
      await db.rowsOf(entity).bulkDelete(gone)
    }
  })
}

type PageRead =
  { readonly kind: "page"; readonly page: SyncResponse } | { readonly kind: "gone" | "error" | "offline" }

/** Cards come marked `partial` (only entities that have detail-only fields lose anything). */
const markPartial = (page: SyncResponse): SyncResponse => {
  if (page.fields !== "cards") return page
  for (const change of page.changes)
    if (change.op === "upsert" && detailOnlyFields[change.entity].length > 0)
      (change.row as unknown as AnyRow).partial = true
  return page
}

const readPage = async (
  transport: Transport,
  since: number,
  limit: number,
  fields: SyncFields,
): Promise<PageRead> => {
  try {
    const shape = fields === "cards" ? "&fields=cards" : ""
    const response = await transport.fetch(
      `${transport.baseUrl}/api/sync?since=${since}&limit=${limit}${shape}`,
      { headers: { "Accept-Language": transport.language() } },
    )
    if (response.status === 410) return { kind: "gone" }
    if (!response.ok) return { kind: "error" }
    return { kind: "page", page: markPartial((await response.json()) as SyncResponse) }
  } catch {
    return { kind: "offline" }
  }
}

/** What a finished pull records: the device has pulled, and when. */
const finished = (): MetaRecord[] => [
  { key: "pulledOnce", value: true },
  { key: "lastSyncedAt", value: new Date().toISOString() },
]

/** Entities with no row on the device (a first visit, or everything swept). */
const emptyTables = async (db: SiteDatabase): Promise<Set<EntityName>> => {
  const counts = await Promise.all(entityNames.map((entity) => db.rowsOf(entity).count()))
  return new Set(entityNames.filter((_, index) => counts[index] === 0))
}

interface PullStart {
  /** Tables that held no row when a snapshot began: their pages are stored without reading back. */
  readonly wasEmpty: Set<EntityName>
  /** What a snapshot sent, for the sweep after it; null when there is nothing to sweep. */
  readonly seen: Set<string> | null
}

/**
 * A snapshot (from 0) ends with a sweep of the rows it did not send, unless every table was empty
 * when it began (a first visit): then nothing older is there to sweep, nor to remember per row.
 */
const snapshotStart = async (db: SiteDatabase): Promise<PullStart> => {
  const wasEmpty = await emptyTables(db)
  return { wasEmpty, seen: wasEmpty.size === entityNames.length ? null : new Set() }
}

const incremental = (): PullStart => ({ wasEmpty: new Set(), seen: null })

/**
 * `pageSize` is smaller only in tests, to see several pages without thousands of rows; `fallback` is
 * the shape pulled when the device has not chosen one (the app's: cards; tests' devices: full).
 */
export const pull = async (
  db: SiteDatabase,
  transport: Transport,
  pageSize: number = pullPageSize,
  fallback: SyncFields = "full",
): Promise<PullResult> => {
  // Where the pull starts, in one read (each read of its own is a transaction of its own).
  const [storedFields, storedCursor, storedScope] = await db.meta.bulkGet(["fields", "cursor", "scope"])
  const fields = fieldsOr(storedFields?.value, fallback)
  let cursor = typeof storedCursor?.value === "number" ? storedCursor.value : 0
  let scope = storedScope?.value
  // The next page is asked for while the current one is written to IndexedDB; pages are still
  // applied one after the other, each with its cursor. The first is asked for before the tables are
  // counted, so the count does not delay it.
  let reading: Promise<PageRead> = readPage(transport, cursor, pageSize, fields)
  let { wasEmpty, seen } = cursor === 0 ? await snapshotStart(db) : incremental()
  for (;;) {
    const read = await reading
    if (read.kind === "gone") {
      cursor = 0
      ;({ wasEmpty, seen } = await snapshotStart(db))
      reading = readPage(transport, cursor, pageSize, fields)
      continue
    }
    if (read.kind !== "page") return read.kind
    const page = read.page
    if (scope !== undefined && page.scope !== scope && cursor !== 0) {
      // Logged in or out elsewhere (or the session expired): what we hold was read in another scope.
      cursor = 0
      ;({ wasEmpty, seen } = await snapshotStart(db))
      scope = page.scope
      reading = readPage(transport, cursor, pageSize, fields)
      continue
    }
    scope = page.scope
    if (page.more) reading = readPage(transport, page.cursor, pageSize, fields)
    await db.transaction("rw", [...db.contentTables(), db.outbox, db.shadows, db.meta], async () => {
      await applyChanges(db, page.changes, entriesByTarget(await db.outbox.toArray()), wasEmpty)
      await db.meta.bulkPut([
        { key: "cursor", value: page.cursor },
        { key: "scope", value: page.scope },
        // The last page of a pull with no sweep to follow ends it in the same transaction: one
        // transaction less for every incremental pull and every first visit.
        ...(page.more || seen !== null ? [] : finished()),
      ])
    })
    if (seen !== null)
      for (const change of page.changes)
        if (change.op === "upsert") seen.add(targetKey(change.entity, change.id))
    cursor = page.cursor
    if (!page.more) break
  }
  if (seen !== null) {
    await sweep(db, seen, wasEmpty)
    await db.meta.bulkPut(finished())
  }
  return "done"
}

/** Logout: admin-only data leaves the device at once (collaborations hold people's emails and phones). */
export const dropAdminData = async (db: SiteDatabase): Promise<void> => {
  await db.transaction("rw", [...db.contentTables(), db.meta, db.shadows], async () => {
    for (const entity of adminOnlyEntities) await db.rowsOf(entity).clear()
    await db.blogPosts.filter((post) => !post.isPublished).delete()
    for (const table of [db.employees, db.teams, db.projects, db.tools]) {
      await table.filter((row) => (row as { isActive?: boolean }).isActive === false).delete()
    }
    await db.shadows.filter((shadow) => adminOnlyEntities.includes(shadow.entity)).delete()
    // Start over in the visitor's scope: the next pull is a full snapshot.
    await db.meta.bulkPut([
      { key: "cursor", value: 0 },
      { key: "scope", value: "anonymous" },
    ])
  })
}

/**
 * "Keep this site offline": the device pulls full rows from now on, and reads the feed again from 0
 * so every partial row is replaced by its full version (one paged read, exactly-once as any snapshot,
 * rather than one request per partial row; docs/sync.md, "What a first visit pulls").
 */
export const pullFullFromNowOn = async (db: SiteDatabase): Promise<void> => {
  if ((await metaValue(db, "fields")) === "full" && !(await hasPartialRows(db))) return
  await db.meta.bulkPut([
    { key: "fields", value: "full" },
    { key: "cursor", value: 0 },
  ])
}

/** Whether any row on the device lacks its detail-only fields. */
export const hasPartialRows = async (db: SiteDatabase): Promise<boolean> => {
  for (const entity of entityNames) {
    if (detailOnlyFields[entity].length === 0) continue
    if (
      (await db
        .rowsOf(entity)
        .filter((row) => row.partial === true)
        .first()) !== undefined
    )
      return true
  }
  return false
}
