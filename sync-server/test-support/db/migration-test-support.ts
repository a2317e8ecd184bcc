/**
 * For the migration tests: a database on either engine that is dropped after each test, and a
 * migration source of the migrations up to the one under test (run them, write old rows, then migrate).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Knex } from "knex"
import { afterEach } from "vitest"
import { createPostgresDatabase } from "../pg-database.ts"
import { type Database, openDatabase } from "../../db/connection.ts"
import { loadMigrations } from "../../db/migrate.ts"

export interface Migration {
  readonly name: string
  up(knex: Knex): Promise<void>
  down(knex: Knex): Promise<void>
}

export const sourceOf = (migrations: ReadonlyArray<Migration>): Knex.MigrationSource<Migration> => ({
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
})

/** The server's migrations that run before `migration` (found by its name: it must be one of them). */
export const migrationsBefore = async (migration: Migration): Promise<ReadonlyArray<Migration>> => {
  const all = await loadMigrations()
  const at = all.findIndex((known) => known.name === migration.name)
  if (at < 0) throw new Error(`${migration.name} is not among the server's migrations`)
  return all.slice(0, at)
}

/** `openOn(engine)`: a fresh database, removed after the test that opened it. */
export const migrationDatabases = (prefix: string) => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  return async (engine: "sqlite" | "postgres"): Promise<Database> => {
    if (engine === "postgres") {
      const database = await createPostgresDatabase()
      const db = openDatabase(database.url)
      cleanups.push(database.drop, () => db.knex.destroy())
      return db
    }
    const dir = mkdtempSync(join(tmpdir(), prefix))
    const db = openDatabase(`sqlite:${join(dir, "site.db")}`)
    cleanups.push(
      async () => rmSync(dir, { recursive: true, force: true }),
      () => db.knex.destroy(),
    )
    return db
  }
}

/**
 * The set-up every migration test starts with: `openBefore(engine)` gives a fresh database migrated
 * up to just before `migration` (write old rows into it), and `through` is the source that then runs
 * `migration` too. Called at the top of the test file (it registers the databases' clean-up).
 */
export const migrationUnderTest = async (migration: Migration, prefix: string) => {
  const earlier = await migrationsBefore(migration)
  const before = sourceOf(earlier)
  const through = sourceOf([...earlier, migration])
  const openOn = migrationDatabases(prefix)
  return {
    through,
    openBefore: async (engine: "sqlite" | "postgres"): Promise<Database> => {
      const database = await openOn(engine)
      await database.knex.migrate.latest({ migrationSource: before })
      return database
    },
  }
}

/** The engines a migration test runs on: SQLite, and PostgreSQL under npm run test:pg. */
export const migrationEngines = process.env.TEST_POSTGRES_URL
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const)

/** A content row as a server before the migration stored it (its JSON in `data`). */
export const insertOldRow = (
  knex: Knex,
  table: string,
  row: Record<string, unknown> & { id: number; version: number },
) =>
  knex(table).insert({
    id: row.id,
    version: row.version,
    visible: true,
    created_ms: 0,
    data: JSON.stringify(row),
  })

/** A content row's version and JSON as stored now. */
export const storedRow = async (knex: Knex, table: string, id: number) => {
  const stored = (await knex(table).select("version", "data").where({ id }).first()) as {
    version: number
    data: string
  }
  return { version: Number(stored.version), row: JSON.parse(stored.data) as Record<string, unknown> }
}

export const countRows = async (knex: Knex, table: string): Promise<number> =>
  Number(((await knex(table).count({ n: "*" }).first()) as { n: string }).n)
