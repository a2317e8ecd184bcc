/**
 * POST /api/sync/push against the real server: a batch means exactly what its mutations sent one by
 * one would mean (order, validation, If-Match, sessions, idempotency), and a failing mutation stops
 * the batch without undoing the ones before it or leaving anything of itself.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, test } from "vitest"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { pushBatchMax } from "../../schema/sync.ts"
import { type Json, sampleCollaboration, sampleEmployee } from "../test-support/client.ts"

const admin = adminSessionPerFile()

interface Mutation {
  key: string
  method: "POST" | "PATCH" | "DELETE"
  path: string
  ifMatch?: number
  body?: unknown
}
const mutation = (method: Mutation["method"], path: string, extra: Partial<Mutation> = {}): Mutation => ({
  key: randomUUID(),
  method,
  path,
  ...extra,
})
const push = (mutations: Mutation[], options: { cookie?: string; language?: string } = {}) =>
  admin.api.post("/api/sync/push", {
    cookie: options.cookie,
    body: { mutations },
    headers: options.language === undefined ? {} : { "Accept-Language": options.language },
  })
const created = async (name: string) =>
  (await admin.api.post("/api/employees", { cookie: admin.cookie, body: sampleEmployee(name) })).body as Json

describe("POST /api/sync/push", () => {
  test("applies every mutation in order and answers each as its own call would", async () => {
    const row = await created("批量甲")
    const batch = [
      mutation("PATCH", `/api/employees/${row.id}`, { ifMatch: row.version, body: { profession: "一" } }),
      mutation("PATCH", `/api/employees/${row.id}`, { ifMatch: row.version + 1, body: { profession: "二" } }),
      mutation("POST", "/api/employees", { body: sampleEmployee("批量新建") }),
    ]
    const answer = await push(batch, { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((r: Json) => r.status)).toEqual([200, 200, 201])
    expect(answer.body.results[1].body).toMatchObject({
      id: row.id,
      profession: "二",
      version: row.version + 2,
    })
    const made = answer.body.results[2].body
    expect((await admin.api.get(`/api/employees/${made.id}`)).body).toMatchObject({
      name: "批量新建",
      version: 1,
    })
  })

  test("the same batch again changes nothing and gets the stored answers", async () => {
    const row = await created("批量重放")
    const batch = [
      mutation("PATCH", `/api/employees/${row.id}`, { ifMatch: row.version, body: { profession: "重放" } }),
      mutation("POST", "/api/collaborations", { body: sampleCollaboration() }),
    ]
    const first = await push(batch, { cookie: admin.cookie })
    const again = await push(batch, { cookie: admin.cookie })
    expect(again.body.results.map((r: Json) => [r.status, r.replayed])).toEqual([
      [200, true],
      [201, true],
    ])
    expect(again.body.results.map((r: Json) => r.body)).toEqual(first.body.results.map((r: Json) => r.body))
    expect((await admin.api.get(`/api/employees/${row.id}`)).body.version).toBe(row.version + 1)
    const requests = (await admin.api.get("/api/collaborations", { cookie: admin.cookie })).body as Json[]
    const id = first.body.results[1].body.id
    expect(requests.filter((r) => r.id === id)).toHaveLength(1)
  })

  test("a key sent alone first, then inside a batch, is the same write", async () => {
    const row = await created("单发后批量")
    const edit = mutation("PATCH", `/api/employees/${row.id}`, {
      ifMatch: row.version,
      body: { profession: "一次" },
    })
    const alone = await admin.api.patch(edit.path, {
      cookie: admin.cookie,
      body: edit.body,
      headers: { "Idempotency-Key": edit.key, "If-Match": `"${edit.ifMatch}"` },
    })
    const batched = await push([edit], { cookie: admin.cookie })
    expect(batched.body.results).toEqual([{ status: 200, body: alone.body, replayed: true }])
  })

  test("stops at the first mutation that fails: those before it stay, it and those after do not run", async () => {
    const row = await created("批量停止")
    const batch = [
      mutation("PATCH", `/api/employees/${row.id}`, { ifMatch: row.version, body: { profession: "先" } }),
      // Stale version: 409 with the current row, as the single call would answer.
      mutation("PATCH", `/api/employees/${row.id}`, { ifMatch: row.version, body: { profession: "冲突" } }),
      mutation("PATCH", `/api/employees/${row.id}`, { body: { profession: "不该执行" } }),
    ]
    const answer = await push(batch, { cookie: admin.cookie })
    expect(answer.body.results).toHaveLength(2)
    expect(answer.body.results[1]).toMatchObject({
      status: 409,
      body: { code: "VERSION_CONFLICT", current: { id: row.id, profession: "先", version: row.version + 1 } },
    })
    expect((await admin.api.get(`/api/employees/${row.id}`)).body).toMatchObject({ profession: "先" })
    // The failed mutation's key was not kept: it may be sent again once rebased.
    const retried = await push([{ ...batch[1]!, ifMatch: row.version + 1 }], { cookie: admin.cookie })
    expect(retried.body.results).toEqual([expect.objectContaining({ status: 200 })])
  })

  test("a mutation that fails half-way leaves nothing of itself (savepoint)", async () => {
    // A team whose composition names a missing employee fails its reference check (400).
    const batch = [
      mutation("POST", "/api/collaborations", { body: sampleCollaboration() }),
      mutation("POST", "/api/teams", {
        body: { name: "坏团队", description: "d", composition: [987654321], isActive: true },
      }),
    ]
    const answer = await push(batch, { cookie: admin.cookie, language: "en" })
    expect(answer.body.results.map((r: Json) => r.status)).toEqual([201, 400])
    expect(answer.body.results[1].body).toMatchObject({ code: "VALIDATION" })
    expect(answer.body.results[1].body.message).toMatch(/[a-z]/i)
    const teams = (await admin.api.get("/api/teams", { cookie: admin.cookie })).body as Json[]
    expect(teams.some((t) => t.name === "坏团队")).toBe(false)
  })

  test("admin writes need the session per mutation; a visitor's collaboration request goes through", async () => {
    const row = await created("访客批量")
    const visitor = [
      mutation("POST", "/api/collaborations", { body: sampleCollaboration() }),
      mutation("PATCH", `/api/employees/${row.id}`, { body: { profession: "访客改" } }),
    ]
    const answer = await push(visitor)
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((r: Json) => r.status)).toEqual([201, 401])
    expect((await admin.api.get(`/api/employees/${row.id}`)).body.profession).not.toBe("访客改")
  })

  test("an unknown write or a reused key with another body answers like its own call and stops", async () => {
    const unknown = await push([mutation("PATCH", "/api/nothing-here/1", { body: {} })], {
      cookie: admin.cookie,
    })
    expect(unknown.body.results).toEqual([expect.objectContaining({ status: 404 })])

    const first = mutation("POST", "/api/employees", { body: sampleEmployee("键甲") })
    await push([first], { cookie: admin.cookie })
    const reused = await push([{ ...first, body: sampleEmployee("键乙") }], { cookie: admin.cookie })
    expect(reused.body.results[0]).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_MISMATCH" } })
  })

  test("a malformed batch is 400 with a message in the asked language and changes nothing", async () => {
    const before = (await admin.api.get("/api/employees", { cookie: admin.cookie })).body.length
    const cases: unknown[] = [
      {},
      { mutations: [] },
      { mutations: [{ key: "not-a-uuid", method: "POST", path: "/api/employees", body: {} }] },
      { mutations: [{ key: randomUUID(), method: "GET", path: "/api/employees" }] },
      { mutations: [{ key: randomUUID(), method: "POST", path: "/elsewhere" }] },
      { mutations: Array.from({ length: pushBatchMax + 1 }, () => mutation("POST", "/api/employees")) },
    ]
    for (const body of cases) {
      const answer = await admin.api.post("/api/sync/push", {
        cookie: admin.cookie,
        body,
        headers: { "Accept-Language": "en" },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: "VALIDATION", message: "The submitted data is invalid" })
    }
    expect((await admin.api.get("/api/employees", { cookie: admin.cookie })).body.length).toBe(before)
  })
})
