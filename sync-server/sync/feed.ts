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

/** A page of full rows ends once its rows' JSON passes this many bytes (its last row may pass it). */
export const pageByteBudget = 1024 * 1024

/**
 * The two statements a page is read with, for the entities a scope reads: `sizes` gives the entries
 * after the cursor with their rows' sizes in bytes (without reading the rows), `page` the entries
 * after the cursor up to a seq, each upsert joined with its row's current state. A scope that never
 * sees an entity does not join its table (the entry is skipped below). The entities are the code's
 * own names, written into the SQL; the cursor and the bounds are bound. One statement is one snapshot
 * on both engines, so it needs no transaction; on a SQLite file it runs on the side connection
 * (db/side-read.ts), not queued behind the writes for the writer's connection.
 *
 * Why: a cold pull asks for pages of 2,000. Reading their rows by `IN (2,000 ids)` through the query
 * builder compiled a statement of 2,000 bindings per page; these are compiled once and kept.
 */
const statementsFor = (joined: ReadonlyArray<EntityName>) => {
  const alias = (index: number) => `"r${index}"`
  const pick = (expression: string) =>
    `COALESCE(${joined.map((_, i) => expression.replaceAll("ROW", alias(i))).join(", ")})`
  const from = [
    `FROM "change_log" "c"`,
    ...joined.map(
      (entity, i) =>
        `LEFT JOIN "${contentTables[entity]}" ${alias(i)} ON "c"."op" = 'upsert' AND "c"."entity" = '${entity}' AND ${alias(i)}."id" = "c"."entity_id"`,
    ),
  ].join(" ")
  return {
    sizes: `SELECT "c"."seq", ${pick('octet_length(ROW."data")')} AS "size" ${from} WHERE "c"."seq" > ? ORDER BY "c"."seq" ASC LIMIT ?`,
    page: `SELECT "c"."seq", "c"."entity", "c"."entity_id", "c"."op", ${pick('ROW."visible"')} AS "visible", ${pick('ROW."data"')} AS "data" ${from} WHERE "c"."seq" > ? AND "c"."seq" <= ? ORDER BY "c"."seq" ASC LIMIT ?`,
  }
}

/** Administrators read every entity; anonymous readers and staff all but the admin-only kinds. */
const adminStatements = statementsFor(entityNames)
const sharedStatements = statementsFor(entityNames.filter((entity) => !adminOnlyEntities.includes(entity)))
const statementsOf = (scope: Scope) => (scope === "admin" ? adminStatements : sharedStatements)

interface Cut {
  /** The page's last seq (its cursor). */
  readonly upTo: number
  readonly more: boolean
}

/**
 * Where a page of full rows ends: after `pageSize` entries, or sooner once their rows pass the byte
 * budget. Why: a site's 1,000 real-length posts were one page of 12.9 MB, read, compressed, sent,
 * parsed and stored with nothing overlapping; pages of about a megabyte let the device store one
 * while the next comes. The page itself is read by a second statement up to the cut: an entry moves
 * to a new seq when its row changes, so whatever changed between the two reads is past the cut and
 * comes in a later page. Undefined when nothing follows the cursor.
 */
const cutByBytes = async (
  db: Database,
  scope: Scope,
  since: number,
  pageSize: number,
): Promise<Cut | undefined> => {
  const sizes = await sideRead<{ seq: number | string; size: number | string | null }>(
    db,
    statementsOf(scope).sizes,
    [since, pageSize + 1],
  )
  let total = 0
  for (const [index, entry] of sizes.entries()) {
    total += Number(entry.size ?? 0)
    const last = index === sizes.length - 1
    if (total >= pageByteBudget || index === pageSize - 1 || last) {
      return { upTo: Number(entry.seq), more: !last }
    }
  }
  return undefined
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
  // Cards are small by design (a first visit's): their pages are cut by count only.
  const cut = fields === "full" ? await cutByBytes(db, scope, since, pageSize) : undefined
  const log =
    fields === "full" && cut === undefined
      ? []
      : await sideRead<PageEntry>(db, statementsOf(scope).page, [
          since,
          cut?.upTo ?? Number.MAX_SAFE_INTEGER,
          pageSize + 1,
        ])
  // An empty page is the only one that can be past the log's end (a cursor from another database).
  if (log.length === 0 && since > (await maxSeq(db.knex))) {
    throw new HttpError(410, "CURSOR_EXPIRED", "error.cursorExpired")
  }
  const page = log.length > pageSize ? log.slice(0, pageSize) : log
  const more = log.length > pageSize || (cut?.more ?? false)
  // A cut by bytes ends at its own seq: an entry up to it that moved on since is in a later page.
  const cursor = cut?.upTo ?? Number(page.at(-1)?.seq ?? since)
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
  return `{"cursor":${cursor},"more":${more},"scope":"${scope}","fields":"${fields}","changes":[${changes.join(",")}]}`
}
