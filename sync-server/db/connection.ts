/**
 * The one knex instance of a server process: SQLite (better-sqlite3) by default, PostgreSQL when the
 * URL says so. Both run the same queries; the few differences are behind `engine`.
 */
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import BetterSqlite3 from "better-sqlite3"
import knex, { type Knex } from "knex"
import { cachePreparedStatements } from "./statement-cache.ts"
import { sqliteValue } from "./write-sql.ts"

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
  /**
   * SQLite on a file only: a read that needs no transaction, run synchronously on that same read
   * connection (its statement kept), beside the writer's: it neither waits in the pool's queue behind
   * a write transaction nor holds the writer's one connection (side-read.ts). Undefined elsewhere.
   */
  readonly readNow?: <T>(sql: string, bindings: ReadonlyArray<unknown>) => T[]
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
 * A second SQLite connection that only reads, opened on first use (the file then exists and is
 * migrated). WAL lets it read beside the writer; outside a transaction each read sees the latest
 * commit of any process. Its statements are prepared once and kept (a few kinds of SQL only).
 */
class SqliteSideReader {
  private connection: BetterSqlite3.Database | undefined
  private readonly statements = new Map<string, BetterSqlite3.Statement>()

  constructor(private readonly filename: string) {}

  readonly all = <T>(sql: string, bindings: ReadonlyArray<unknown>): T[] => {
    let statement = this.statements.get(sql)
    if (statement === undefined) {
      if (this.connection === undefined) {
        this.connection = new BetterSqlite3(this.filename, { fileMustExist: true })
        this.connection.pragma("busy_timeout = 1000")
        this.connection.pragma("query_only = ON")
      }
      statement = this.connection.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement.all(bindings.map(sqliteValue)) as T[]
  }

  readonly newestSeq = (): number =>
    Number(this.all<{ seq: number | null }>("select max(seq) as seq from change_log", [])[0]?.seq ?? 0)

  readonly close = (): void => {
    this.connection?.close()
    this.connection = undefined
    this.statements.clear()
  }
}

export const openDatabase = (databaseUrl: string): Database => {
  const filename = databaseUrl.slice("sqlite:".length)
  const reader = filename === ":memory:" || filename === "" ? undefined : new SqliteSideReader(filename)
  const { engine, ...config } = knexConfig(databaseUrl, reader?.close)
  if (engine === "postgres") return { knex: knex(config), engine }
  if (reader === undefined) return { knex: knex(config), engine }
  mkdirSync(dirname(filename), { recursive: true })
  return { knex: knex(config), engine, newestSeqNow: reader.newestSeq, readNow: reader.all }
}
