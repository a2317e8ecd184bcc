import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { migrateToLatest } from "../db/migrate.ts"
import { verifyPassword } from "./password.ts"
import { ensureFirstAdmin, findUser } from "./users.ts"

let db: Database | undefined
let dir: string | undefined
afterEach(async () => {
  await db?.knex.destroy()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
})

const freshDatabase = async () => {
  dir = mkdtempSync(join(tmpdir(), "sync-server-users-"))
  db = openDatabase(`sqlite:${join(dir, "site.db")}`)
  await migrateToLatest(db.knex)
  return db
}

test("without ADMIN_PASSWORD the first admin gets a random password, printed once", async () => {
  const { knex } = await freshDatabase()
  const lines: string[] = []
  await ensureFirstAdmin(knex, { username: undefined, password: undefined }, Date.now(), (line) =>
    lines.push(line),
  )
  const password = /password: (\S+)/.exec(lines[0] ?? "")?.[1] ?? ""
  expect(password.length).toBeGreaterThanOrEqual(12)
  const admin = await findUser(knex, "admin")
  expect(admin?.password_hash).toMatch(/^scrypt\$17\$8\$1\$/)
  expect(await verifyPassword(password, admin?.password_hash ?? "")).toBe(true)
  expect(await verifyPassword("wrong", admin?.password_hash ?? "")).toBe(false)
  await ensureFirstAdmin(knex, { username: undefined, password: undefined }, Date.now(), (line) =>
    lines.push(line),
  )
  expect(lines).toHaveLength(2)
})

test("ADMIN_USERNAME and ADMIN_PASSWORD make the first admin, without printing the password", async () => {
  const { knex } = await freshDatabase()
  const lines: string[] = []
  await ensureFirstAdmin(knex, { username: "chief", password: "chief-password" }, Date.now(), (line) =>
    lines.push(line),
  )
  expect(lines).toEqual([])
  expect(await verifyPassword("chief-password", (await findUser(knex, "chief"))?.password_hash ?? "")).toBe(
    true,
  )
})
