/**
 * The change log: one entry per (entity, id), moved to a new `seq` at each change, so reading it from
 * a cursor gives the latest state of everything that changed since, in order (sync-protocol.md).
 * Entries are written in the same transaction as the change they describe.
 */
import type { Knex } from "knex"
import type { EntityName } from "../../schema/sync.ts"
import type { Database } from "../db/connection.ts"
import { changeChannel } from "./change-notify.ts"
import { signalCommit } from "./commit-signal.ts"
import { runSql, withSqliteConnection } from "../db/write-sql.ts"

export type ChangeOp = "upsert" | "delete"

export const appendChange = async (
  trx: Knex.Transaction,
  entity: EntityName,
  entityId: number,
  op: ChangeOp,
  now: number,
): Promise<void> => {
  // Every write makes these two statements (write-sql.ts: off the query builder).
  await runSql(trx, `DELETE FROM "change_log" WHERE "entity" = ? AND "entity_id" = ?`, [entity, entityId])
  await runSql(trx, `INSERT INTO "change_log" ("entity", "entity_id", "op", "at_ms") VALUES (?, ?, ?, ?)`, [
    entity,
    entityId,
    op,
    now,
  ])
}

/** appendChange for many rows of one entity at once: one statement per step instead of per row. */
export const appendChanges = async (
  trx: Knex.Transaction,
  entity: EntityName,
  entityIds: ReadonlyArray<number>,
  op: ChangeOp,
  now: number,
): Promise<void> => {
  if (entityIds.length === 0) return
  await trx("change_log").where({ entity }).whereIn("entity_id", entityIds).delete()
  await trx("change_log").insert(
    entityIds.map((entityId) => ({ entity, entity_id: entityId, op, at_ms: now })),
  )
}

/**
 * The newest seq (0 for an empty log): the cursor of "now", and the list caches' validity stamp. It
 * never goes back (entries only move forward; the log is never cut), which those caches rely on: an
 * answer kept at seq N is only served while the newest seq is N.
 */
export const maxSeq = async (knex: Knex): Promise<number> => {
  const row = (await knex("change_log").max({ seq: "seq" }).first()) as { seq: number | string | null }
  return Number(row?.seq ?? 0)
}

/** The newest seq as of now: on a SQLite file a synchronous read of its own, else a query. */
export const newestSeq = (db: Database): Promise<number> => {
  const now = db.newestSeqNow
  if (now !== undefined) {
    try {
      return Promise.resolve(now())
    } catch {
      // The side connection could not read (busy past its timeout): ask through knex.
    }
  }
  return maxSeq(db.knex)
}

/**
 * Run a write in one transaction; every write of the change log goes through here. The writer takes
 * the database's write lock before anything else, so writers run one at a time and each one's reads
 * (an Idempotency-Key, an If-Match version, the rows it changes) see every write committed before it:
 *
 * - PostgreSQL: `LOCK TABLE change_log IN EXCLUSIVE MODE` conflicts with itself and with the row locks
 *   of INSERT/UPDATE/DELETE, but not with plain SELECTs, so readers (the feed, the lists) never wait.
 *   A writer draws its seqs from the sequence while holding the lock and keeps the lock until its
 *   commit is visible (PostgreSQL makes a commit visible before it releases the transaction's locks).
 *   The next writer only gets the lock after that, so its seqs are larger AND its commit becomes
 *   visible later: seqs become visible in increasing order. A reader whose snapshot holds seq N holds
 *   every smaller seq that will ever exist (a rolled-back writer leaves a gap that never fills), so a
 *   cursor at N can never skip a change committed late with a seq below N.
 * - SQLite has one writer at a time anyway; a first no-op write takes the write lock at BEGIN (what
 *   BEGIN IMMEDIATE does), waiting up to busy_timeout, instead of failing with SQLITE_BUSY when a
 *   transaction that read first tries to write after another process's commit (cluster mode).
 */
export const writeTransaction = async <T>(
  db: Database,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> => {
  const result = await db.knex.transaction(async (trx) => {
    if (db.engine === "postgres") {
      await trx.raw("LOCK TABLE change_log IN EXCLUSIVE MODE")
      // Heard by every process's change streams at the commit (never for a rollback): change-notify.ts.
      await trx.raw(`NOTIFY ${changeChannel}`)
      return work(trx)
    }
    return withSqliteConnection(trx, async () => {
      await runSql(trx, "UPDATE change_log SET seq = seq WHERE 0")
      return work(trx)
    })
  })
  // This process's streams look at once (change-watch.ts); a failed write throws before this.
  signalCommit(db)
  return result
}
