/**
 * What backup and restore share: the SQLite file a DATABASE_URL names (or a clear refusal), a
 * database's summary, and the durable-write steps (fsync a file and its folder, rename over).
 */
import { closeSync, fsyncSync, openSync, renameSync } from "node:fs"
import { dirname } from "node:path"
import type BetterSqlite3 from "better-sqlite3"
import { contentTables } from "../db/tables.ts"

/** A refusal with a message for the person at the terminal (exit 1, no stack trace). */
export class Refusal extends Error {}

export const defaultDatabaseUrl = "sqlite:data/site.db"

/** The file of a `sqlite:` URL; PostgreSQL is refused, pointing at its own tool. */
export const sqliteFileOf = (databaseUrl: string, postgresTool: string): string => {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Refusal(
      `DATABASE_URL is a PostgreSQL database: this command is for SQLite. Use PostgreSQL's own tools:\n  ${postgresTool}`,
    )
  }
  if (!databaseUrl.startsWith("sqlite:") || databaseUrl === "sqlite::memory:") {
    throw new Refusal(`DATABASE_URL must be sqlite:PATH (got ${databaseUrl})`)
  }
  return databaseUrl.slice("sqlite:".length)
}

/** The tables a database of this site has (migrations/001-initial.ts and knex's own). */
export const expectedTables = [
  ...Object.values(contentTables),
  "users",
  "change_log",
  "idempotency_keys",
  "login_attempts",
  "sessions",
  "knex_migrations",
]

export interface DatabaseSummary {
  readonly integrity: string
  readonly rows: Record<string, number>
  readonly newestSeq: number
  readonly migrations: string[]
}

export const summarise = (db: BetterSqlite3.Database): DatabaseSummary => {
  const integrity = (db.pragma("integrity_check") as Array<{ integrity_check: string }>)
    .map((line) => line.integrity_check)
    .join("; ")
  const present = new Set(
    (db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map(
      (table) => table.name,
    ),
  )
  const missing = expectedTables.filter((table) => !present.has(table))
  if (missing.length > 0)
    throw new Refusal(`it is not a database of this site: no table ${missing.join(", ")}`)
  const rows: Record<string, number> = {}
  for (const table of Object.values(contentTables)) {
    rows[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
  }
  const newestSeq = (db.prepare("select coalesce(max(seq), 0) as n from change_log").get() as { n: number }).n
  const migrations = (
    db.prepare("select name from knex_migrations order by id").all() as Array<{ name: string }>
  ).map((migration) => migration.name)
  return { integrity, rows, newestSeq, migrations }
}

export const describeRows = (summary: DatabaseSummary): string =>
  Object.entries(summary.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ")

/** Flush a file's data to the disk (and a folder's entries, after a rename in it). */
export const fsyncPath = (path: string): void => {
  const fd = openSync(path, "r")
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Put a finished file in place in one step: readers see the old file or the new one, never half. */
export const renameDurably = (from: string, to: string): void => {
  fsyncPath(from)
  renameSync(from, to)
  fsyncPath(dirname(to))
}
