/**
 * A read that needs no transaction and no query builder (a signed-in request's session read): on a
 * SQLite file, synchronously on the side connection (connection.ts `readNow`), so it neither queues
 * behind the write transactions for the writer's one connection nor holds that connection while it
 * runs; elsewhere through knex.raw. The SQL is written once for both engines: "double-quoted" names
 * and `?` bindings (knex numbers them for PostgreSQL).
 *
 * Why: with 100 signed-in tabs pulling after each announcement, their session reads went through the
 * pool's one SQLite connection between the write transactions (bench:live, issue 30).
 */
import type { Database } from "./connection.ts"
import { readSql } from "./write-sql.ts"

export const sideRead = async <T>(
  db: Database,
  sql: string,
  bindings: ReadonlyArray<unknown>,
): Promise<T[]> => {
  if (db.readNow !== undefined) {
    try {
      return db.readNow<T>(sql, bindings)
    } catch {
      // The side connection could not read (busy past its timeout): ask through knex.
    }
  }
  // Outside a write transaction readSql goes through knex.raw.
  return readSql<T>(db.knex, sql, bindings)
}
