/**
 * knex has better-sqlite3 prepare every statement anew, and preparing compiles the SQL: in the push of
 * an outbox replay that was a third of the server's time (bench:sync's replay profile: 253 ms of
 * `prepare` beside 373 ms of running the statements, for 1,000 edits). The same few hundred query
 * shapes repeat on every request, so the connection keeps its 500 most recently used prepared
 * statements by their SQL (shared/recent-map.ts). This is safe with knex: it runs each statement to completion
 * (`all` or `run`) before the next, never leaving one mid-iteration, and SQLite prepares a kept
 * statement again by itself after a schema change (a migration).
 */
import { RecentMap } from "../../shared/recent-map.ts"

export const statementCacheSize = 500

interface Preparing {
  prepare(sql: string): unknown
}

export const cachePreparedStatements = (connection: Preparing, size: number = statementCacheSize): void => {
  const prepare = connection.prepare.bind(connection)
  const kept = new RecentMap<string, unknown>(size)
  connection.prepare = (sql: string) => {
    const found = kept.get(sql)
    if (found !== undefined) return found
    const statement = prepare(sql)
    kept.set(sql, statement)
    return statement
  }
}
