/**
 * The one knex instance of a server process: SQLite (better-sqlite3) by default, PostgreSQL when the
 * URL says so. Both run the same queries; the few differences are behind `engine`.
 */
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import knex, { type Knex } from "knex"

export type Engine = "sqlite" | "postgres"

export interface Database {
  readonly knex: Knex
  readonly engine: Engine
}

interface SqliteConnection {
  pragma(source: string): unknown
}

/** Acknowledged writes must survive a power loss (decisions.md): WAL with synchronous=FULL. */
const sqlitePragmas = ["journal_mode = WAL", "foreign_keys = ON", "busy_timeout = 5000", "synchronous = FULL"]

export const knexConfig = (databaseUrl: string): Knex.Config & { engine: Engine } => {
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
          done(null, connection)
        } catch (error) {
          done(error as Error, connection)
        }
      },
    },
  }
}

export const openDatabase = (databaseUrl: string): Database => {
  const { engine, ...config } = knexConfig(databaseUrl)
  if (engine === "sqlite") {
    const filename = databaseUrl.slice("sqlite:".length)
    if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true })
  }
  return { knex: knex(config), engine }
}
