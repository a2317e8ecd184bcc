/**
 * The write path's few hot statements (a row read for its write, the row's update, the change log's
 * entry, the audit record, the Idempotency-Key, a push's savepoints), each written once in SQL that
 * both engines read: "double-quoted" names and `?` bindings. On SQLite they run straight on the write
 * transaction's own connection, as prepared statements (statement-cache.ts keeps them); elsewhere
 * through knex.raw, which numbers the bindings for PostgreSQL.
 *
 * Why: in a replay of 1,000 queued edits (bench:sync), knex building, compiling and running its
 * queries (query builder, runner, promise chains per statement) was a fifth of the server's time, for
 * nine statements per edit whose SQL never changes. better-sqlite3 runs a statement synchronously, so
 * running it beside knex on the same connection is safe: knex awaits each of its own statements to
 * the end, and the write path runs one statement at a time.
 */
import type { Knex } from "knex"

interface SqliteStatement {
  all(bindings: ReadonlyArray<unknown>): unknown[]
  run(bindings: ReadonlyArray<unknown>): { readonly changes: number }
}

interface SqliteConnection {
  prepare(sql: string): SqliteStatement
}

/** The SQLite connection of each write transaction under way (writeTransaction sets it). */
const connections = new WeakMap<Knex, SqliteConnection>()

/**
 * On SQLite, in writeTransaction: `work` with the transaction's connection known to runSql and
 * readSql, for the transaction's life only (a statement after its end goes through knex, which refuses it).
 */
export const withSqliteConnection = async <T>(trx: Knex.Transaction, work: () => Promise<T>): Promise<T> => {
  const client = trx.client as { acquireConnection(): Promise<SqliteConnection> }
  connections.set(trx, await client.acquireConnection())
  try {
    return await work()
  } finally {
    connections.delete(trx)
  }
}

/** better-sqlite3 binds numbers, strings, null and buffers; knex turned booleans into 0/1 the same way. */
export const sqliteValue = (value: unknown): unknown => (typeof value === "boolean" ? Number(value) : value)

/** The rows a SELECT (or a statement with RETURNING) gives. */
export const readSql = async <T>(knex: Knex, sql: string, bindings: ReadonlyArray<unknown>): Promise<T[]> => {
  const connection = connections.get(knex)
  if (connection !== undefined) return connection.prepare(sql).all(bindings.map(sqliteValue)) as T[]
  const result = (await knex.raw(sql, [...bindings] as Knex.RawBinding[])) as T[] | { rows: T[] }
  return Array.isArray(result) ? result : result.rows
}

/** Run a statement that gives no rows; answers how many rows it changed. */
export const runSql = async (
  knex: Knex,
  sql: string,
  bindings: ReadonlyArray<unknown> = [],
): Promise<number> => {
  const connection = connections.get(knex)
  if (connection !== undefined) return connection.prepare(sql).run(bindings.map(sqliteValue)).changes
  const result = (await knex.raw(sql, [...bindings] as Knex.RawBinding[])) as {
    changes?: number
    rowCount?: number | null
  }
  return Number(result.changes ?? result.rowCount ?? 0)
}

/** INSERT of one row: its defined values, under their column names. */
export const insertSql = async (
  knex: Knex,
  table: string,
  values: Record<string, unknown>,
): Promise<void> => {
  const columns = Object.keys(values).filter((column) => values[column] !== undefined)
  const names = columns.map((column) => `"${column}"`).join(", ")
  const marks = columns.map(() => "?").join(", ")
  await runSql(
    knex,
    `INSERT INTO "${table}" (${names}) VALUES (${marks})`,
    columns.map((column) => values[column]),
  )
}
