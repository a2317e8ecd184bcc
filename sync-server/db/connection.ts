/**
 * The one knex instance of a server process: SQLite (better-sqlite3) by default, PostgreSQL when the
 * URL says so. Both run the same queries; the few differences are behind `engine`.
 */
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import BetterSqlite3 from "better-sqlite3"
import knex, { type Knex } from "knex"
import { cachePreparedStatements } from "./statement-cache.ts"

export type Engine = "sqlite" | "postgres"

export interface Database {
  readonly knex: Knex
  readonly engine: Engine
  /**
   * SQLite on a file only: the change log's newest committed seq, read synchronously on a read
   * connection of its own (a few microseconds, so the list cache can ask on every request, and see
   * another process's commit at once). Undefined elsewhere: ask through knex.
   */
  readonly newestSeqNow?: () => number
}

interface SqliteConnection {
  pragma(source: string): unknown
  prepare(sql: string): unknown
  close(): unknown
}

/** Acknowledged writes must survive a power loss (decisions.md): WAL with synchronous=FULL. */
const sqlitePragmas = ["journal_mode = WAL", "foreign_keys = ON", "busy_timeout = 5000", "synchronous = FULL"]

/** `onClose` runs when the pool closes its SQLite connection (knex.destroy()). */
export const knexConfig = (databaseUrl: string, onClose?: () => void): Knex.Config & { engine: Engine } => {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return { engine: "postgres", client: "pg", connection: databaseUrl, pool: { min: 0, max: 10 } }
  }
  if (!databaseUrl.startsWith("sqlite:")) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${databaseUrl})`)
  }
  const filename = databaseUrl.slice("sqlite:".length)
  return {
    engine: "sqlite",
    client: "better-sqlite3",
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (
        connection: SqliteConnection,
        done: (error: Error | null, connection: unknown) => void,
      ) => {
        try {
          for (const pragma of sqlitePragmas) connection.pragma(pragma)
          cachePreparedStatements(connection)
          if (onClose !== undefined) {
            const close = connection.close.bind(connection)
            connection.close = () => {
              onClose()
              return close()
            }
          }
          done(null, connection)
        } catch (error) {
          done(error as Error, connection)
        }
      },
    },
  }
}

/**
 * A second SQLite connection that only reads the newest seq, opened on first use (the file then exists
 * and is migrated). WAL lets it read beside the writer; outside a transaction each read sees the latest
 * commit of any process.
 */
class SqliteSeqReader {
  private connection: BetterSqlite3.Database | undefined
  private statement: BetterSqlite3.Statement<[], { seq: number | null }> | undefined

  constructor(private readonly filename: string) {}

  readonly read = (): number => {
    if (this.statement === undefined) {
      this.connection = new BetterSqlite3(this.filename, { fileMustExist: true })
      this.connection.pragma("busy_timeout = 1000")
      this.statement = this.connection.prepare("select max(seq) as seq from change_log")
    }
    return Number(this.statement.get()?.seq ?? 0)
  }

  readonly close = (): void => {
    this.connection?.close()
    this.connection = undefined
    this.statement = undefined
  }
}

export const openDatabase = (databaseUrl: string): Database => {
  const filename = databaseUrl.slice("sqlite:".length)
  const reader = filename === ":memory:" || filename === "" ? undefined : new SqliteSeqReader(filename)
  const { engine, ...config } = knexConfig(databaseUrl, reader?.close)
  if (engine === "postgres") return { knex: knex(config), engine }
  if (reader === undefined) return { knex: knex(config), engine }
  mkdirSync(dirname(filename), { recursive: true })
  return { knex: knex(config), engine, newestSeqNow: reader.read }
}
