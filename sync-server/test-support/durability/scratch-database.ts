/**
 * A database of its own for a durability run: a SQLite file in a new temp folder, or a new database on
 * a PostgreSQL server (TEST_POSTGRES_URL in `npm run test:pg`, or a throwaway cluster), removed after.
 */
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import knex from "knex"

export interface ScratchDatabase {
  readonly url: string
  readonly engine: "sqlite" | "postgres"
  /** The SQLite file (undefined on PostgreSQL). */
  readonly file: string | undefined
  drop(): Promise<void>
}

export const scratchSqlite = (): ScratchDatabase => {
  const dir = mkdtempSync(join(tmpdir(), "durability-"))
  const file = join(dir, "site.db")
  return {
    url: `sqlite:${file}`,
    engine: "sqlite",
    file,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** A new, empty database on the PostgreSQL server `adminUrl` points at. */
export const scratchPostgres = async (adminUrl: string): Promise<ScratchDatabase> => {
  const name = `durability_${randomBytes(6).toString("hex")}`
  const run = async (sql: string) => {
    const admin = knex({ client: "pg", connection: adminUrl })
    try {
      await admin.raw(sql)
    } finally {
      await admin.destroy()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    engine: "postgres",
    file: undefined,
    drop: () => run(`drop database if exists ${name} with (force)`),
  }
}
