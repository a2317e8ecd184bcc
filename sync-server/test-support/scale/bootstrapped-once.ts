/** What a database bootstrapped exactly once holds, for the bootstrap race tests. */
import { expect } from "vitest"
import type { Database } from "../../db/connection.ts"
import { migrationSource } from "../../db/migrate.ts"
import { loadDemoContent } from "../../bootstrap/seed-demo.ts"

const count = async (db: Database, table: string, where: Record<string, unknown> = {}) =>
  Number(((await db.knex(table).where(where).count({ n: "*" }).first()) as { n: number | string }).n)

export const expectBootstrappedOnce = async (db: Database): Promise<void> => {
  const demo = loadDemoContent()
  const migrations = await migrationSource.getMigrations([])
  expect(await count(db, "knex_migrations")).toBe(migrations.length)
  expect(await count(db, "users")).toBe(1)
  expect(await count(db, "settings")).toBe(1)
  expect(await count(db, "employees")).toBe(demo.demoEmployees.length)
  expect(await count(db, "teams")).toBe(demo.demoTeams.length)
  expect(await count(db, "projects")).toBe(demo.demoProjects.length)
  expect(await count(db, "tools")).toBe(demo.demoTools.length)
  expect(await count(db, "blog_posts")).toBe(demo.demoBlogPosts.length)
  // One change-log entry per row: nothing was written twice and rolled into the log.
  const rows =
    1 +
    demo.demoEmployees.length +
    demo.demoTeams.length +
    demo.demoProjects.length +
    demo.demoTools.length +
    demo.demoBlogPosts.length
  expect(await count(db, "change_log")).toBe(rows)
}
