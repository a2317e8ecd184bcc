/**
 * The engine against the real sync-server: 409 answers (merged by themselves, or conflicts the
 * person resolves), a 400 that becomes failed, ids remapped after offline creates, and pulls that
 * keep unsent local edits.
 */
import "fake-indexeddb/auto"
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest"
import type { Employee } from "../../schema/entities/employee.ts"
import type { Team } from "../../schema/entities/team.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newEmployee, newTeam } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

let server: TestServer
const devices: TestDevice[] = []
const adminDevice = async () => {
  const created = createTestDevice(server.url)
  devices.push(created)
  await created.signIn()
  return created
}

beforeAll(async () => {
  server = await startRealServer()
})
afterEach(async () => {
  for (const created of devices.splice(0)) await created.close()
})
afterAll(async () => server.stop())

/** A fresh employee on the server, pulled by both devices. */
const sharedEmployee = async (a: TestDevice, b: TestDevice): Promise<Employee> => {
  const { key } = await a.client.create("employees", newEmployee())
  await a.client.push()
  const id = (await a.db.receipts.get(key))?.id ?? 0
  await b.client.pull()
  const row = await b.db.employees.get(id)
  if (row === undefined) throw new Error("not pulled")
  return row
}

const serverRow = async (device: TestDevice, path: string) =>
  device.get(path) as Promise<Record<string, unknown>>

describe("409 on a stale base version", () => {
  test("different fields changed on each side merge by themselves", async () => {
    const [a, b] = [await adminDevice(), await adminDevice()]
    const row = await sharedEmployee(a, b)
    await a.client.change("employees", "update", row.id, { profession: "A 改了职业" })
    await a.client.push()
    await b.client.change("employees", "update", row.id, { description: "B 改了描述" })
    await b.client.syncNow()
    expect(await b.db.outbox.count()).toBe(0)
    const merged = await serverRow(b, `/api/employees/${row.id}`)
    expect(merged).toMatchObject({
      profession: "A 改了职业",
      description: "B 改了描述",
      version: row.version + 2,
    })
    expect(await b.db.employees.get(row.id)).toEqual(merged)
  })

  test("the same field changed on both sides becomes a conflict; keep mine sends mine", async () => {
    const [a, b] = [await adminDevice(), await adminDevice()]
    const row = await sharedEmployee(a, b)
    await a.client.change("employees", "update", row.id, { name: `${row.name}-A` })
    await a.client.push()
    const { key } = await b.client.change("employees", "update", row.id, {
      name: `${row.name}-B`,
      profession: "B",
    })
    await b.client.push()
    const [entry] = await b.db.outbox.toArray()
    expect(entry).toMatchObject({ key, state: "conflict", conflict: { fields: ["name"] } })
    expect(entry?.conflict?.theirs).toMatchObject({ name: `${row.name}-A` })
    expect(await b.db.employees.get(row.id)).toMatchObject({ name: `${row.name}-B`, syncState: "conflict" })
    expect(b.status().conflicts).toBe(1)

    await b.client.resolve(key, "mine")
    await b.client.push()
    expect(await b.db.outbox.count()).toBe(0)
    expect(await serverRow(b, `/api/employees/${row.id}`)).toMatchObject({
      name: `${row.name}-B`,
      profession: "B",
    })
  })

  test("take theirs drops my conflicting field and keeps the rest; an edited value is validated", async () => {
    const [a, b] = [await adminDevice(), await adminDevice()]
    const row = await sharedEmployee(a, b)
    await a.client.change("employees", "update", row.id, { name: `${row.name}-A` })
    await a.client.push()
    const { key } = await b.client.change("employees", "update", row.id, {
      name: "B 的名字",
      profession: "B 的职业",
    })
    await b.client.push()
    await expect(b.client.resolve(key, { edited: { name: " " } })).rejects.toThrow()
    expect((await b.db.outbox.toArray())[0]?.state).toBe("conflict")
    await b.client.resolve(key, "theirs")
    await b.client.syncNow()
    expect(await serverRow(b, `/api/employees/${row.id}`)).toMatchObject({
      name: `${row.name}-A`,
      profession: "B 的职业",
    })
    expect(await b.db.employees.get(row.id)).toMatchObject({ name: `${row.name}-A`, profession: "B 的职业" })
  })
})

describe("rejected and remapped entries", () => {
  test("a 400 becomes failed with the server's reason; discard restores the server's row", async () => {
    const [a, b] = [await adminDevice(), await adminDevice()]
    const member = await sharedEmployee(a, b)
    const { key: teamKey } = await a.client.create("teams", newTeam([member.id]))
    await a.client.push()
    const teamId = (await a.db.receipts.get(teamKey))?.id ?? 0
    const extra = await sharedEmployee(a, b)
    await b.client.pull()
    // b adds an employee that a deletes before b's edit arrives: the server refuses an unknown member.
    await b.client.change("teams", "update", teamId, { composition: [member.id, extra.id] })
    await a.client.change("employees", "delete", extra.id, {})
    await a.client.push()
    const { key } = (await b.db.outbox.toArray())[0]!
    await b.client.push()
    const [entry] = await b.db.outbox.toArray()
    expect(entry).toMatchObject({ key, state: "failed", lastError: { kind: "rejected", status: 400 } })
    expect(entry?.lastError?.message).toMatch(/\S/)
    expect(await b.db.teams.get(teamId)).toMatchObject({
      syncState: "failed",
      composition: [member.id, extra.id],
    })
    expect(b.status().failed).toBe(1)

    await b.client.discard(key)
    await b.client.pull()
    expect(await b.db.outbox.count()).toBe(0)
    const local = await b.db.teams.get(teamId)
    expect(local).toEqual(await serverRow(b, `/api/teams/${teamId}`))
    expect(local?.composition).toEqual([member.id])
  })

  test("a team created offline with an employee created offline gets the employee's real id", async () => {
    const admin = await adminDevice()
    admin.network.online = false
    const employee = await admin.client.create("employees", newEmployee())
    const team = await admin.client.create("teams", newTeam([employee.id]))
    await admin.client.change("employees", "update", employee.id, { profession: "后来改的" })
    expect((await admin.db.teams.get(team.id))?.composition).toEqual([employee.id])
    admin.network.online = true
    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    const employeeId = (await admin.db.receipts.get(employee.key))?.id ?? 0
    const teamId = (await admin.db.receipts.get(team.key))?.id ?? 0
    expect(employeeId).toBeGreaterThan(0)
    const onServer = (await admin.get(`/api/teams/${teamId}`)) as Team
    expect(onServer.composition).toEqual([employeeId])
    expect(await admin.get(`/api/employees/${employeeId}`)).toMatchObject({ profession: "后来改的" })
    expect(await admin.db.teams.get(teamId)).toEqual(onServer)
    expect(await admin.db.teams.filter((row) => row.id < 0).count()).toBe(0)
  })

  test("a pull keeps an unsent local edit on top of the newer server row", async () => {
    const [a, b] = [await adminDevice(), await adminDevice()]
    const row = await sharedEmployee(a, b)
    b.network.online = false
    await b.client.change("employees", "update", row.id, { description: "B 离线改的" })
    await a.client.change("employees", "update", row.id, { profession: "A 在线改的" })
    await a.client.push()
    b.network.online = true
    await b.client.pull()
    expect(await b.db.employees.get(row.id)).toMatchObject({
      description: "B 离线改的",
      profession: "A 在线改的",
      syncState: "pending",
    })
    await b.client.syncNow()
    expect(await b.db.employees.get(row.id)).toEqual(await serverRow(b, `/api/employees/${row.id}`))
  })
})
