/**
 * The engine against the real sync-server (SQLite file, HTTP on an ephemeral port), one simulated
 * device per test: offline writes, replays, restarts, an expired session, a lost cursor, logout.
 */
import "fake-indexeddb/auto"
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest"
import type { Employee } from "../../schema/entities/employee.ts"
import { ValidationError } from "./errors.ts"
import type { PushHooks } from "./push.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newCollaboration, newEmployee, newPost, newTeam } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

let server: TestServer
const devices: TestDevice[] = []
const device = (hooks: PushHooks = {}) => {
  const created = createTestDevice(server.url, hooks)
  devices.push(created)
  return created
}

beforeAll(async () => {
  server = await startRealServer({ demoContent: true })
})
afterEach(async () => {
  for (const created of devices.splice(0)) await created.close()
})
afterAll(async () => server.stop())

const serverEmployees = async (observer: TestDevice) => (await observer.get("/api/employees")) as Employee[]

describe("offline writes", () => {
  test("create, update and delete made offline reach the server once the network is back", async () => {
    const admin = device()
    await admin.signIn()
    const [first] = await admin.db.employees.toArray()
    if (first === undefined) throw new Error("demo content missing")
    admin.network.online = false
    const created = await admin.client.create("employees", newEmployee("离线新员工"))
    await admin.client.change("employees", "update", created.id, { profession: "离线修改" })
    await admin.client.change("employees", "update", first.id, { description: "离线改过的描述" })
    await admin.client.change("employees", "delete", first.id, {})
    await admin.client.push()
    expect(admin.status().pending).toBe(4)
    expect((await admin.db.employees.get(created.id))?.syncState).toBe("pending")
    expect(await admin.db.employees.get(first.id)).toBeUndefined()

    admin.network.online = true
    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    const onServer = await serverEmployees(admin)
    const mine = onServer.filter((row) => row.name === "离线新员工")
    expect(mine).toHaveLength(1)
    expect(mine[0]?.profession).toBe("离线修改")
    expect(onServer.some((row) => row.id === first.id)).toBe(false)
    const local = await admin.db.employees.get(mine[0]?.id ?? 0)
    expect(local).toEqual(mine[0])
    expect(await admin.db.employees.get(created.id)).toBeUndefined()
  })

  test("invalid input throws ValidationError with issues and writes nothing", async () => {
    const admin = device()
    await admin.signIn()
    const error = await admin.client
      .create("employees", { ...newEmployee(), name: "  " })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues[0]).toMatchObject({ path: ["name"], code: "required" })
    expect(await admin.db.outbox.count()).toBe(0)
  })

  test("an edit made offline reaches the server's audit trail with the time it was made on the device", async () => {
    const admin = device()
    await admin.signIn()
    const [first] = await admin.db.employees.toArray()
    if (first === undefined) throw new Error("demo content missing")
    admin.network.online = false
    const { key } = await admin.client.change("employees", "update", first.id, { profession: "离线时改的" })
    const queuedAt = (await admin.db.outbox.where("key").equals(key).first())?.createdAt
    admin.network.online = true
    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    const history = (await admin.get(`/api/history/employees/${first.id}`)) as {
      records: Array<{ idempotencyKey: string; madeAt: string | null; at: string }>
    }
    const record = history.records.find((entry) => entry.idempotencyKey === key)
    expect(queuedAt).toBeDefined()
    expect(record?.madeAt).toBe(queuedAt)
    expect(Date.parse(record?.at ?? "")).toBeGreaterThanOrEqual(Date.parse(queuedAt ?? ""))
  })

  test("the same entry delivered twice is applied once", async () => {
    const admin = device()
    await admin.signIn()
    await admin.client.create("employees", newEmployee("送达两次"))
    admin.network.duplicate = 1
    await admin.client.push()
    expect((await serverEmployees(admin)).filter((row) => row.name === "送达两次")).toHaveLength(1)
    expect(await admin.db.outbox.count()).toBe(0)
  })

  test("server restarted between commit and answer: the retry gets the stored answer, one row", async () => {
    const admin = device()
    await admin.signIn()
    await admin.client.create("employees", newEmployee("重启之间"))
    admin.network.loseAnswers = 1
    await admin.client.push()
    expect(await admin.db.outbox.count()).toBe(1)
    expect((await admin.db.outbox.toArray())[0]?.lastError?.kind).toBe("network")
    await server.restart()
    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    expect((await serverEmployees(admin)).filter((row) => row.name === "重启之间")).toHaveLength(1)
    expect((await admin.db.employees.toArray()).filter((row) => row.name === "重启之间")).toHaveLength(1)
  })

  test("edits of many rows go in one request; its answer lost, the same batch again applies each once", async () => {
    const admin = device()
    await admin.signIn()
    const rows = (await admin.db.employees.toArray()).slice(0, 4)
    admin.network.online = false
    for (const row of rows)
      await admin.client.change("employees", "update", row.id, { profession: `批量-${row.id}` })
    const created = await admin.client.create("employees", newEmployee("批量新建"))
    admin.network.online = true
    admin.network.loseAnswers = 1
    await admin.client.push()
    expect(admin.network.writes).toBe(1)
    expect(await admin.db.outbox.count()).toBe(5)
    await admin.client.syncNow()
    expect(admin.network.writes).toBe(2)
    expect(await admin.db.outbox.count()).toBe(0)
    const onServer = await serverEmployees(admin)
    for (const row of rows) {
      expect(onServer.find((e) => e.id === row.id)).toMatchObject({
        profession: `批量-${row.id}`,
        version: row.version + 1,
      })
    }
    expect(onServer.filter((e) => e.name === "批量新建")).toHaveLength(1)
    expect(await admin.db.employees.get(created.id)).toBeUndefined() // the temporary id is gone
    expect(await admin.db.employees.filter((e) => e.syncState === "pending").count()).toBe(0)
  })

  test("a session that expires mid-queue pauses the outbox, keeps every entry, resumes after login", async () => {
    let delivered = 0
    // The session ends on the server right after the first request's entry is delivered.
    const admin = device({
      onAnswer: () => {
        delivered += 1
        if (delivered === 1) admin.forgetSession()
      },
    })
    await admin.signIn()
    // The team names the first employee, so it (and what follows it) goes in a second request.
    const first = await admin.client.create("employees", newEmployee("过期前"))
    const team = await admin.client.create("teams", newTeam([first.id], "过期后团队"))
    await admin.client.create("employees", newEmployee("过期后"))
    await admin.client.push()
    expect(admin.status().needsLogin).toBe(true)
    expect(await admin.db.outbox.count()).toBe(2)
    expect((await serverEmployees(device())).filter((row) => row.name === "过期后")).toHaveLength(0)
    await admin.client.push() // paused: nothing is tried while logged out
    expect(await admin.db.outbox.count()).toBe(2)
    expect(await admin.db.employees.filter((row) => row.syncState === "pending").count()).toBe(1)
    expect(await admin.db.teams.get(team.id)).toMatchObject({ syncState: "pending" })

    await admin.login()
    await admin.client.resumeAfterLogin()
    expect(admin.status().needsLogin).toBe(false)
    expect(await admin.db.outbox.count()).toBe(0)
    const onServer = await serverEmployees(admin)
    for (const name of ["过期前", "过期后"])
      expect(onServer.filter((row) => row.name === name)).toHaveLength(1)
    const realFirst = onServer.find((row) => row.name === "过期前")
    const teams = (await admin.get("/api/teams")) as Array<{ name: string; composition: number[] }>
    expect(teams.filter((row) => row.name === "过期后团队").map((row) => row.composition)).toEqual([
      [realFirst?.id],
    ])
  })
})

describe("pull", () => {
  test("a cursor the server does not know (410) starts over and drops rows the server no longer has", async () => {
    const visitor = device()
    await visitor.client.pull()
    const count = await visitor.db.employees.count()
    expect(count).toBeGreaterThan(0)
    await visitor.db.employees.put({
      ...(await visitor.db.employees.toArray())[0]!,
      id: 99_999,
      name: "幽灵",
    })
    await visitor.db.meta.put({ key: "cursor", value: 10_000_000 })
    expect(await visitor.client.pull()).toBe("done")
    expect(await visitor.db.employees.get(99_999)).toBeUndefined()
    expect(await visitor.db.employees.count()).toBe(count)
  })

  test("login widens the scope (drafts, collaborations) and logout removes admin-only rows", async () => {
    const admin = device()
    await admin.signIn()
    await admin.client.create("blogPosts", newPost("草稿文章"))
    await admin.client.push()
    const visitorRequest = await admin.client.create("collaborations", newCollaboration("登出公司"))
    await admin.client.push()
    expect(await admin.db.receipts.get(visitorRequest.key)).toBeDefined()
    await admin.client.pull()
    expect(await admin.db.collaborations.count()).toBeGreaterThan(0)
    expect((await admin.db.blogPosts.toArray()).some((post) => !post.isPublished)).toBe(true)

    await admin.signOut()
    expect(await admin.db.collaborations.count()).toBe(0)
    expect((await admin.db.blogPosts.toArray()).some((post) => !post.isPublished)).toBe(false)
    expect((await admin.db.meta.get("scope"))?.value).toBe("anonymous")
  })

  test("a visitor's collaboration request sent offline is delivered later, once, and not kept on the device", async () => {
    const visitor = device()
    await visitor.client.pull()
    visitor.network.online = false
    const { key } = await visitor.client.create("collaborations", newCollaboration("离线公司"))
    await visitor.client.push()
    expect((await visitor.db.outbox.toArray())[0]).toMatchObject({ key, state: "pending" })
    visitor.network.online = true
    visitor.network.duplicate = 1
    await visitor.client.syncNow()
    expect(await visitor.db.receipts.get(key)).toMatchObject({ entity: "collaborations" })
    expect(await visitor.db.collaborations.count()).toBe(0)
    const admin = device()
    await admin.login()
    const requests = (await admin.get("/api/collaborations")) as Array<{ companyName: string }>
    expect(requests.filter((row) => row.companyName === "离线公司")).toHaveLength(1)
  })
})
