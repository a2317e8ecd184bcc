/**
 * GET /api/sync: the change log from a cursor, as the latest state of each changed row, paged and
 * scoped by the session's role (sync-protocol.md, server side 3; schema/roles.ts). Rows an anonymous
 * visitor may not see come as `delete`; collaborations are left out for everyone but administrators.
 * An anonymous reader may ask for cards (`fields=cards`, schema/detail-fields.ts): each row without
 * its detail-only fields, what a first visit needs (docs/sync.md, "What a first visit pulls").
 */
import type { Knex } from "knex"
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
import { maxSeq } from "./change-log.ts"

export type Scope = SyncScope

interface LogEntry {
  seq: number | string
  entity: EntityName
  entity_id: number
  op: "upsert" | "delete"
}

const isEntityName = (value: string): value is EntityName =>
  (entityNames as ReadonlyArray<string>).includes(value)

const rowsById = async (knex: Knex, entity: EntityName, ids: number[]) => {
  const rows = (await knex(contentTables[entity])
    .select("id", "visible", "data")
    .whereIn("id", ids)) as Array<{
    id: number
    visible: boolean | number
    data: string
  }>
  return new Map(rows.map((row) => [Number(row.id), { visible: Boolean(row.visible), data: row.data }]))
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
  return db.knex.transaction(
    async (trx) => {
      const newest = await maxSeq(trx)
      if (since > newest) throw new HttpError(410, "CURSOR_EXPIRED", "error.cursorExpired")
      const log = (await trx("change_log")
        .select("seq", "entity", "entity_id", "op")
        .where("seq", ">", since)
        .orderBy("seq", "asc")
        .limit(pageSize + 1)) as LogEntry[]
      const more = log.length > pageSize
      const page = log.slice(0, pageSize)
      const upserts = new Map<EntityName, number[]>()
      for (const entry of page) {
        if (entry.op === "upsert" && isEntityName(entry.entity)) {
          upserts.set(entry.entity, [...(upserts.get(entry.entity) ?? []), Number(entry.entity_id)])
        }
      }
      const rows = new Map<EntityName, Awaited<ReturnType<typeof rowsById>>>()
      for (const [entity, ids] of upserts) rows.set(entity, await rowsById(trx, entity, ids))
      const changes: string[] = []
      for (const entry of page) {
        if (!isEntityName(entry.entity)) continue
        if (scope !== "admin" && adminOnlyEntities.includes(entry.entity)) continue
        const id = Number(entry.entity_id)
        const head = `{"entity":"${entry.entity}","id":${id},"op":`
        const row = entry.op === "upsert" ? rows.get(entry.entity)?.get(id) : undefined
        const visible = row !== undefined && (scope !== "anonymous" || row.visible)
        changes.push(
          visible ? `${head}"upsert","row":${rowJson(entry.entity, row.data, fields)}}` : `${head}"delete"}`,
        )
      }
      const last = page.at(-1)
      const cursor = last === undefined ? since : Number(last.seq)
      return `{"cursor":${cursor},"more":${more},"scope":"${scope}","fields":"${fields}","changes":[${changes.join(",")}]}`
    },
    // One snapshot for the log and the rows on PostgreSQL (SQLite reads are consistent within a transaction).
    db.engine === "postgres" ? { isolationLevel: "repeatable read", readOnly: true } : undefined,
  )
}
