/**
 * Two real server processes (`sync-server/main.ts`) started at the same moment on one EMPTY PostgreSQL
 * database both come up, and the database is migrated and seeded once: one demo seed, one settings
 * row, one administrator (its random password printed by one process only).
 */
import { afterAll, expect, test } from "vitest"
import { openDatabase } from "../db/connection.ts"
import { type PostgresDatabase, createPostgresDatabase } from "../test-support/pg-database.ts"
import { type ServerProcesses, startServerProcesses } from "../test-support/server-processes.ts"
import { expectBootstrappedOnce } from "../test-support/scale/bootstrapped-once.ts"

let database: PostgresDatabase | undefined
let processes: ServerProcesses | undefined
afterAll(async () => {
  await processes?.stop()
  await database?.drop()
})

test("two processes starting at once on an empty database both serve it, bootstrapped once", async () => {
  database = await createPostgresDatabase()
  // No ADMIN_PASSWORD: the process that creates the administrator prints a random password.
  processes = await startServerProcesses(2, database.url, { DEMO_CONTENT: "on", ADMIN_PASSWORD: "" })
  for (const server of processes.servers) {
    const health = await fetch(`${server.url}/api/health`)
    expect(await health.json()).toEqual({ status: "ok", database: "ok", engine: "postgres" })
    const employees = (await (await fetch(`${server.url}/api/employees`)).json()) as unknown[]
    expect(employees.length).toBeGreaterThan(0)
  }
  const printed = processes.servers.map(
    (server) => server.output().match(/Created administrator/g)?.length ?? 0,
  )
  expect(printed.reduce((a, b) => a + b, 0)).toBe(1)
  const db = openDatabase(database.url)
  try {
    await expectBootstrappedOnce(db)
  } finally {
    await db.knex.destroy()
  }
}, 120_000)
