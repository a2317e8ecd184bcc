/**
 * Reading and writing synced rows, the same way for every entity. Each write bumps `version`, sets
 * `updatedAt` and appends to the change log (and, in a write route, the audit trail) in the caller's
 * transaction.
 */
import type { Knex } from "knex"
import type { ListCursor } from "../../schema/list-paging.ts"
import { type EntityName, adminOnlyEntities, rowSchemas } from "../../schema/sync.ts"
import { isAudited, noteRowChange, noteRowDeletes } from "../audit/recorder.ts"
import { appendChange, appendChanges } from "../sync/change-log.ts"
import { contentTables } from "../db/tables.ts"
import { readSql, runSql } from "../db/write-sql.ts"
import { dropSchedule, keepSchedule, withDueSchedule } from "./publication-schedule.ts"
import { withEnglishBasis } from "../../schema/translation-status.ts"
import { translatedFieldsOf } from "../../schema/translated-fields.ts"

export type Row = Record<string, unknown> & { id: number; version: number; updatedAt: string }

/** What an anonymous visitor may see (sync-protocol.md: active content, published posts, no requests). */
export const isPublicRow = (entity: EntityName, row: Record<string, unknown>): boolean => {
  if (adminOnlyEntities.includes(entity)) return false
  switch (entity) {
    case "blogPosts":
      return row.isPublished === true
    case "settings":
      return true
    default:
      return row.isActive === true
  }
}

/** How each list is ordered (schema/list-paging.ts): posts and requests newest first, the rest by id. */
export const listOrderOf = (entity: EntityName): "id" | "newest" =>
  entity === "blogPosts" || entity === "collaborations" ? "newest" : "id"

const orderOf = (entity: EntityName): Array<{ column: string; order: "asc" | "desc" }> =>
  listOrderOf(entity) === "newest"
    ? [
        { column: "created_ms", order: "desc" },
        { column: "id", order: "desc" },
      ]
    : [{ column: "id", order: "asc" }]

export interface ListPage {
  /** The stored JSON of each row of the page, in list order. */
  readonly rows: ReadonlyArray<string>
  /** The cursor of the page's last row when more rows follow; else undefined. */
  readonly next: ListCursor | undefined
}

/**
 * One page of a list: at most `limit` rows after the cursor, in list order, one more read to know
 * whether another page follows. The cursor is a row-value comparison, served by the list's index
 * (migration 009) on both engines: a page deep in the list costs what the first one does.
 */
export const readListPage = async (
  knex: Knex,
  entity: EntityName,
  options: { readonly publicOnly: boolean; readonly limit: number; readonly after: ListCursor | undefined },
): Promise<ListPage> => {
  const query = knex(contentTables[entity])
    .select("id", "created_ms", "data")
    .orderBy(orderOf(entity))
    .limit(options.limit + 1)
  if (options.publicOnly) query.where({ visible: true })
  const { after } = options
  if (after?.order === "newest") query.whereRaw("(created_ms, id) < (?, ?)", [after.createdMs, after.id])
  else if (after !== undefined) query.where("id", ">", after.id)
  const rows = (await query) as Array<{ id: number | string; created_ms: number | string; data: string }>
  const page = rows.slice(0, options.limit)
  const last = page.at(-1)
  const next: ListCursor | undefined =
    rows.length <= options.limit || last === undefined
      ? undefined
      : listOrderOf(entity) === "newest"
        ? { order: "newest", createdMs: Number(last.created_ms), id: Number(last.id) }
        : { order: "id", id: Number(last.id) }
  return { rows: page.map((row) => row.data), next }
}

/**
 * The exact number of rows in a list's scope (what an anonymous visitor sees, or everything), from
 * the counters that triggers keep in the rows' own transactions (migration 009): no count(*) of the
 * table at each read.
 */
export const countListRows = async (
  knex: Knex,
  entity: EntityName,
  options: { readonly publicOnly: boolean },
): Promise<number> => {
  const query = knex("list_counts").sum({ count: "row_count" }).where({ table_name: contentTables[entity] })
  if (options.publicOnly) query.where({ visible: true })
  const [row] = (await query) as Array<{ count: number | string | null }>
  return Number(row?.count ?? 0)
}

/** The stored JSON of each row, in list order (id ascending; posts and requests newest first). */
export const listRowJson = async (
  knex: Knex,
  entity: EntityName,
  options: { publicOnly: boolean },
): Promise<string[]> => {
  const query = knex(contentTables[entity]).select("data").orderBy(orderOf(entity))
  if (options.publicOnly) query.where({ visible: true })
  const rows = (await query) as Array<{ data: string }>
  return rows.map((row) => row.data)
}

export const getRow = async (knex: Knex, entity: EntityName, id: number): Promise<Row | undefined> => {
  // Every write reads its row here first (write-sql.ts: off the query builder).
  const [stored] = await readSql<{ data: string }>(
    knex,
    `SELECT "data" FROM "${contentTables[entity]}" WHERE "id" = ? LIMIT 1`,
    [id],
  )
  return stored === undefined ? undefined : (JSON.parse(stored.data) as Row)
}

/** Every row of an entity, parsed (for the few whole-table rules, on small tables). */
export const allRows = async (knex: Knex, entity: EntityName): Promise<Row[]> => {
  const rows = (await knex(contentTables[entity]).select("data").orderBy("id")) as Array<{ data: string }>
  return rows.map((row) => JSON.parse(row.data) as Row)
}

/** The ids among `ids` that exist in the entity's table. */
export const existingIds = async (knex: Knex, entity: EntityName, ids: ReadonlyArray<number>) => {
  if (ids.length === 0) return new Set<number>()
  const rows = (await knex(contentTables[entity])
    .select("id")
    .whereIn("id", [...ids])) as Array<{ id: number }>
  return new Set(rows.map((row) => Number(row.id)))
}

/** Exactly the fields of the entity's row schema, in its order: nothing else is ever stored or sent. */
const shaped = (entity: EntityName, row: Row): Row => {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(rowSchemas[entity].fields)) if (key in row) result[key] = row[key]
  return result as Row
}

const store = async (trx: Knex.Transaction, entity: EntityName, row: Row, createdMs: number) => {
  await runSql(
    trx,
    `UPDATE "${contentTables[entity]}" SET "version" = ?, "visible" = ?, "created_ms" = ?, "data" = ? WHERE "id" = ?`,
    [row.version, isPublicRow(entity, row), createdMs, JSON.stringify(row), row.id],
  )
}

const createdMsOf = (row: Record<string, unknown>, fallback: number): number => {
  const parsed = typeof row.createdAt === "string" ? Date.parse(row.createdAt) : NaN
  return Number.isFinite(parsed) ? parsed : fallback
}

/** Insert a row; the server assigns `id`, `version` 1 and `updatedAt`. */
export const insertRow = async (
  trx: Knex.Transaction,
  entity: EntityName,
  fields: Record<string, unknown>,
  now: number,
): Promise<Row> => {
  const inserted = (await trx(contentTables[entity])
    .insert({ version: 1, visible: false, created_ms: now, data: "{}" })
    .returning("id")) as Array<{ id: number } | number>
  const first = inserted[0]
  const id = Number(typeof first === "object" ? first.id : first)
  const row = shaped(
    entity,
    withDueSchedule(
      entity,
      {
        ...withEnglishBasis(translatedFieldsOf(entity), null, fields),
        id,
        version: 1,
        updatedAt: new Date(now).toISOString(),
      },
      now,
    ),
  )
  await store(trx, entity, row, createdMsOf(row, now))
  await keepSchedule(trx, entity, id, null, row)
  await appendChange(trx, entity, id, "upsert", now)
  await noteRowChange(trx, entity, id, null, row)
  return row
}

export const updateRow = async (
  trx: Knex.Transaction,
  entity: EntityName,
  current: Row,
  changes: Record<string, unknown>,
  now: number,
): Promise<Row> => {
  const row = shaped(
    entity,
    withDueSchedule(
      entity,
      {
        // Which English texts this write leaves behind their Chinese (schema/translation-status.ts).
        ...withEnglishBasis(translatedFieldsOf(entity), current, changes),
        id: current.id,
        version: current.version + 1,
        updatedAt: new Date(now).toISOString(),
      },
      now,
    ),
  )
  await store(trx, entity, row, createdMsOf(row, now))
  await keepSchedule(trx, entity, current.id, current, row)
  await appendChange(trx, entity, current.id, "upsert", now)
  await noteRowChange(trx, entity, current.id, current, row)
  return row
}

export const deleteRow = async (trx: Knex.Transaction, entity: EntityName, id: number, now: number) => {
  // The audit trail keeps the deleted row (its history stays readable); read only when it is wanted.
  const before = isAudited(trx) ? await getRow(trx, entity, id) : undefined
  await trx(contentTables[entity]).where({ id }).delete()
  await dropSchedule(trx, entity, [id])
  await appendChange(trx, entity, id, "delete", now)
  if (before !== undefined) await noteRowChange(trx, entity, id, before, null)
}

/**
 * deleteRow for many rows of one entity (a batch of the enquiry retention, abuse/enquiry-retention.ts):
 * the same effects, each row's change-log delete and, in an audited transaction, its audit record,
 * with one statement per step instead of one per row, so a batch holds the write lock briefly. Only
 * the rows that exist and satisfy `where` (checked as they are now, in this transaction) are deleted;
 * answers their ids.
 */
export const deleteRows = async (
  trx: Knex.Transaction,
  entity: EntityName,
  ids: ReadonlyArray<number>,
  now: number,
  where: (row: Row) => boolean = () => true,
): Promise<number[]> => {
  if (ids.length === 0) return []
  const stored = (await trx(contentTables[entity])
    .select("data")
    .whereIn("id", [...ids])
    .orderBy("id")) as Array<{ data: string }>
  const rows = stored.map((row) => JSON.parse(row.data) as Row).filter(where)
  const deleted = rows.map((row) => row.id)
  if (deleted.length === 0) return []
  await trx(contentTables[entity]).whereIn("id", deleted).delete()
  await dropSchedule(trx, entity, deleted)
  await appendChanges(trx, entity, deleted, "delete", now)
  await noteRowDeletes(trx, entity, rows)
  return deleted
}
