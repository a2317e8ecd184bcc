/**
 * Pull in many pages (tiny pages here; the app asks for 2,000): the next page is read while the
 * current one is written, a cold pull into empty tables skips reading rows back, a lost cursor (410)
 * starts over and sweeps what the server no longer has. Each time the device ends equal to another
 * device that pulled the same data in one page.
 */
import "fake-indexeddb/auto"
import { afterAll, beforeAll, expect, test } from "vitest"
import { entityNames } from "../../schema/sync.ts"
import type { Employee } from "../../schema/entities/employee.ts"
import type { SiteDatabase } from "../db/database.ts"
import { pull } from "./pull.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newEmployee } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

let server: TestServer
let reference: TestDevice
let paged: TestDevice

beforeAll(async () => {
  server = await startRealServer({ demoContent: true })
  reference = createTestDevice(server.url)
  paged = createTestDevice(server.url)
  await reference.signIn()
  await paged.login() // the cookie only: this device's pulls are made by the test
})
afterAll(async () => {
  await reference.close()
  await paged.close()
  await server.stop()
})

const contents = async (db: SiteDatabase) => {
  const tables: Record<string, unknown[]> = {}
  for (const entity of entityNames) tables[entity] = await db.rowsOf(entity).orderBy("id").toArray()
  return tables
}

const pagedPull = () => pull(paged.db, paged.client.transport, 3)

test("a cold pull in many pages stores exactly what one page would", async () => {
  expect(await pagedPull()).toBe("done")
  const stored = await contents(paged.db)
  expect(stored.employees?.length).toBeGreaterThan(6)
  expect(stored).toEqual(await contents(reference.db))
  expect(await paged.db.employees.orderBy("id").toArray()).toEqual(await paged.get("/api/employees"))
})

test("an incremental pull in pages brings creates, updates and deletes", async () => {
  const [first, second, third] = await reference.db.employees.orderBy("id").toArray()
  if (first === undefined || second === undefined || third === undefined) throw new Error("demo content")
  await reference.client.change("employees", "update", first.id, { profession: "分页一" })
  await reference.client.change("employees", "update", second.id, { profession: "分页二" })
  await reference.client.change("employees", "delete", third.id, {})
  for (let i = 0; i < 4; i += 1) await reference.client.create("employees", newEmployee())
  await reference.client.syncNow()
  expect(await reference.db.outbox.count()).toBe(0)

  expect(await pagedPull()).toBe("done")
  expect(await contents(paged.db)).toEqual(await contents(reference.db))
  expect(await paged.db.employees.get(third.id)).toBeUndefined()
})

test("a lost cursor (410) starts over in pages and sweeps rows the server no longer has", async () => {
  const [row] = await paged.db.employees.toArray()
  if (row === undefined) throw new Error("no rows")
  // A row this device still holds although the server deleted it long ago, and a cursor the
  // server does not know.
  await paged.db.employees.put({ ...row, id: 987_654 } as Employee)
  await paged.db.meta.put({ key: "cursor", value: 10_000_000 })
  expect(await pagedPull()).toBe("done")
  expect(await paged.db.employees.get(987_654)).toBeUndefined()
  expect(await contents(paged.db)).toEqual(await contents(reference.db))
})
