/**
 * GET /api/sync: the change log from a cursor, as the latest state of each changed row, paged and
 * scoped by the session's role (sync-protocol.md, server side 3; schema/roles.ts). Rows an anonymous
 * visitor may not see come as `delete`; collaborations are left out for everyone but administrators.
 * An anonymous reader may ask for cards (`fields=cards`, schema/detail-fields.ts): each row without
 * its detail-only fields, what a first visit needs (docs/sync.md, "What a first visit pulls").
 */
import {
  type EntityName,
  adminOnlyEntities,
  entityNames,
  syncPageDefault,
  syncPageMax,
} from "../../schema/sync.ts"
import type { SyncScope } from "../../schema/roles.ts"
import { type SyncFields, detailOnlyFields } from "../../schema/detail-fields.ts"
import type { Database } from "../db/connection.ts"
import { contentTables } from "../db/tables.ts"
import { HttpError } from "../http/errors.ts"
import { sideRead } from "../db/side-read.ts"
import { maxSeq } from "./change-log.ts"

export type Scope = SyncScope

/** One entry of the page: the log's columns, and the row's when it is an upsert of a table it reads. */
interface PageEntry {
  seq: number | string
  entity: string
  entity_id: number | string
  op: "upsert" | "delete"
  visible: boolean | number | null
  data: string | null
}

const isEntityName = (value: string): value is EntityName =>
  (entityNames as ReadonlyArray<string>).includes(value)

/**
 * The page in one statement: the log from the cursor, each upsert joined with its row's current
 * state. One statement is one snapshot on both engines, so it needs no transaction; on a SQLite file
 * it runs on the side connection (db/side-read.ts), not queued behind the writes for the writer's.
 * A scope that never sees an entity does not join its table (the entry is skipped below). The
 * entities are the code's own names, written into the SQL; the cursor and the size are bound.
 *
 * Why: a cold pull asks for pages of 2,000. Reading their rows by `IN (2,000 ids)` through the query
 * builder compiled a statement of 2,000 bindings per page; this one is compiled once and kept.
 */
const pageSql = (scope: Scope): string => {
  const joined = entityNames.filter((entity) => scope === "admin" || !adminOnlyEntities.includes(entity))
  const alias = (index: number) => `"r${index}"`
  const pick = (column: string) =>
    joined.length === 0 ? "NULL" : `COALESCE(${joined.map((_, i) => `${alias(i)}."${column}"`).join(", ")})`
  const joins = joined.map(
    (entity, i) =>
      `LEFT JOIN "${contentTables[entity]}" ${alias(i)} ON "c"."op" = 'upsert' AND "c"."entity" = '${entity}' AND ${alias(i)}."id" = "c"."entity_id"`,
  )
  return [
    `SELECT "c"."seq", "c"."entity", "c"."entity_id", "c"."op", ${pick("visible")} AS "visible", ${pick("data")} AS "data"`,
    `FROM "change_log" "c"`,
    ...joins,
    `WHERE "c"."seq" > ? ORDER BY "c"."seq" ASC LIMIT ?`,
  ].join(" ")
}

const pageSqlByScope = new Map<Scope, string>()
const pageSqlOf = (scope: Scope): string => {
  let sql = pageSqlByScope.get(scope)
  if (sql === undefined) pageSqlByScope.set(scope, (sql = pageSql(scope)))
  return sql
}

/** The shape a scope gets: cards only for an anonymous reader (staff edit, so they hold full rows). */
export const fieldsFor = (scope: Scope, asked: SyncFields | undefined): SyncFields =>
  scope === "anonymous" && asked === "cards" ? "cards" : "full"

/** A stored row's JSON as the mode sends it: full rows are spliced in as stored, cards parsed and cut. */
const rowJson = (entity: EntityName, data: string, fields: SyncFields): string => {
  const cut = detailOnlyFields[entity]
  if (fields === "full" || cut.length === 0) return data
  const row = JSON.parse(data) as Record<string, unknown>
  for (const name of cut) delete row[name]
  return JSON.stringify(row)
}

/** The page as a JSON string: stored row JSON is spliced in, not parsed and serialised again. */
export const readFeed = async (
  db: Database,
  scope: Scope,
  since: number,
  limit: number,
  asked?: SyncFields,
): Promise<string> => {
  const fields = fieldsFor(scope, asked)
  const pageSize = Math.min(Math.max(limit || syncPageDefault, 1), syncPageMax)
  const log = await sideRead<PageEntry>(db, pageSqlOf(scope), [since, pageSize + 1])
  // An empty page is the only one that can be past the log's end (a cursor from another database).
  if (log.length === 0 && since > (await maxSeq(db.knex))) {
    throw new HttpError(410, "CURSOR_EXPIRED", "error.cursorExpired")
  }
  const more = log.length > pageSize
  const page = more ? log.slice(0, pageSize) : log
  const changes: string[] = []
  for (const entry of page) {
    if (!isEntityName(entry.entity)) continue
    if (scope !== "admin" && adminOnlyEntities.includes(entry.entity)) continue
    const id = Number(entry.entity_id)
    const head = `{"entity":"${entry.entity}","id":${id},"op":`
    const visible = entry.data !== null && (scope !== "anonymous" || Boolean(entry.visible))
    changes.push(
      visible
        ? `${head}"upsert","row":${rowJson(entry.entity, entry.data ?? "", fields)}}`
        : `${head}"delete"}`,
    )
  }
  const last = page.at(-1)
  const cursor = last === undefined ? since : Number(last.seq)
  return `{"cursor":${cursor},"more":${more},"scope":"${scope}","fields":"${fields}","changes":[${changes.join(",")}]}`
}
