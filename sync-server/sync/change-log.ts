/**
 * The change log: one entry per (entity, id), moved to a new `seq` at each change, so reading it from
 * a cursor gives the latest state of everything that changed since, in order (sync-protocol.md).
 * Entries are written in the same transaction as the change they describe.
 */
import type { Knex } from "knex"
import type { EntityName } from "../../schema/sync.ts"
import type { Database } from "../db/connection.ts"

export type ChangeOp = "upsert" | "delete"

export const appendChange = async (
  trx: Knex.Transaction,
  entity: EntityName,
  entityId: number,
  op: ChangeOp,
  now: number,
): Promise<void> => {
  await trx("change_log").where({ entity, entity_id: entityId }).delete()
  await trx("change_log").insert({ entity, entity_id: entityId, op, at_ms: now })
}

/** The newest seq (0 for an empty log): the cursor of "now", and the list caches' validity stamp. */
export const maxSeq = async (knex: Knex): Promise<number> => {
  const row = (await knex("change_log").max({ seq: "seq" }).first()) as { seq: number | string | null }
  return Number(row?.seq ?? 0)
}

/**
 * A stamp of the public content (everything but collaboration requests): the newest seq and the
 * number of entries. Two databases seeded the same way have the same stamp; any public change moves
 * it. The build's prerendered pages carry the stamp of the demo database they were taken from
 * (scripts/prerender.ts), and the server sends them only for a database that starts with that same
 * content (sync-server/http/static.ts), never a snapshot of demo rows over someone's real content.
 */
export const publicContentStamp = async (knex: Knex): Promise<string> => {
  const row = (await knex("change_log")
    .whereNot("entity", "collaborations")
    .max({ seq: "seq" })
    .count({ n: "*" })
    .first()) as { seq: number | string | null; n: number | string } | undefined
  return `${Number(row?.seq ?? 0)}:${Number(row?.n ?? 0)}`
}

/**
 * Run a write in one transaction. On PostgreSQL the change log is locked first so writers commit in
 * seq order: a reader at cursor N can then never miss a change committed later with a seq below N.
 * (SQLite has one writer at a time anyway.) Plain reads are not blocked by this lock.
 */
export const writeTransaction = <T>(db: Database, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  db.knex.transaction(async (trx) => {
    if (db.engine === "postgres") await trx.raw("LOCK TABLE change_log IN EXCLUSIVE MODE")
    return work(trx)
  })
