import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import { openDatabase } from "../db/connection.ts"
import { hashBody } from "./idempotency.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { type Json, sampleCollaboration, sampleEmployee } from "../test-support/client.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
})
afterAll(() => server.stop())

describe("Idempotency-Key", () => {
  test("the same key twice stores one row and answers the same", async () => {
    const key = randomUUID()
    const headers = { "Idempotency-Key": key }
    const first = await api.post("/api/employees", { cookie, body: sampleEmployee("幂等"), headers })
    const second = await api.post("/api/employees", { cookie, body: sampleEmployee("幂等"), headers })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get("idempotency-replayed")).toBe("true")
    const list = (await api.get("/api/employees", { cookie })).body as Json[]
    expect(list.filter((e) => e.name === "幂等")).toHaveLength(1)
  })

  test("the same body in another key order is the same request", async () => {
    const headers = { "Idempotency-Key": randomUUID() }
    const body = sampleEmployee("顺序")
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    const first = await api.post("/api/employees", { cookie, body, headers })
    const second = await api.post("/api/employees", { cookie, body: reordered, headers })
    expect(second.body).toEqual(first.body)
  })

  test("the same key with a different body is 422", async () => {
    const headers = { "Idempotency-Key": randomUUID() }
    await api.post("/api/employees", { cookie, body: sampleEmployee("A"), headers })
    const other = await api.post("/api/employees", { cookie, body: sampleEmployee("B"), headers })
    expect(other).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_MISMATCH" } })
  })

  test("a replayed DELETE gets the same answer; a public collaboration request is kept once", async () => {
    const { body: employee } = await api.post("/api/employees", { cookie, body: sampleEmployee() })
    const headers = { "Idempotency-Key": randomUUID() }
    const first = await api.delete(`/api/employees/${employee.id}`, { cookie, headers })
    const again = await api.delete(`/api/employees/${employee.id}`, { cookie, headers })
    expect(again).toMatchObject({ status: 200, body: first.body })

    const collab = { "Idempotency-Key": randomUUID() }
    const a = await api.post("/api/collaborations", { body: sampleCollaboration(), headers: collab })
    const b = await api.post("/api/collaborations", { body: sampleCollaboration(), headers: collab })
    expect(b.body).toEqual(a.body)
    const requests = (await api.get("/api/collaborations", { cookie })).body as Json[]
    expect(requests.filter((r) => r.id === a.body.id)).toHaveLength(1)
  })

  test("a failed write releases its key; a malformed key is 400", async () => {
    const headers = { "Idempotency-Key": randomUUID() }
    expect((await api.post("/api/employees", { cookie, body: {}, headers })).status).toBe(400)
    expect((await api.post("/api/employees", { cookie, body: sampleEmployee(), headers })).status).toBe(201)
    const bad = await api.post("/api/employees", {
      cookie,
      body: sampleEmployee(),
      headers: { "Idempotency-Key": "not-a-uuid" },
    })
    expect(bad.status).toBe(400)
  })

  test("a key still being processed (claimed, no answer yet) is 409", async () => {
    const key = randomUUID()
    const body = JSON.stringify(sampleEmployee("进行中"))
    // What a request in flight in another process of an older release leaves behind: its claim,
    // committed before its change (this release commits claim, change and answer together).
    const db = openDatabase(server.databaseUrl)
    try {
      await db.knex("idempotency_keys").insert({
        key,
        method: "POST",
        path: "/api/employees",
        body_hash: hashBody(JSON.parse(body)),
        claim: "another-request",
        status: null,
        response: null,
        created_ms: Date.now(),
      })
    } finally {
      await db.knex.destroy()
    }
    const response = await api.post("/api/employees", { cookie, body, headers: { "Idempotency-Key": key } })
    expect(response).toMatchObject({ status: 409, body: { code: "IDEMPOTENCY_IN_FLIGHT" } })
  })

  test("concurrent requests with one key store one row", async () => {
    const headers = { "Idempotency-Key": randomUUID() }
    const body = sampleEmployee("并发")
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post("/api/employees", { cookie, body, headers })),
    )
    const created = answers.filter((answer) => answer.status === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1)
    const list = (await api.get("/api/employees", { cookie })).body as Json[]
    expect(list.filter((e) => e.name === "并发")).toHaveLength(1)
  })

  test("a stored answer survives a restart", async () => {
    const headers = { "Idempotency-Key": randomUUID() }
    const first = await api.post("/api/tools", { cookie, body: { name: "重启", description: "d" }, headers })
    await server.restart()
    const replay = await api.post("/api/tools", { cookie, body: { name: "重启", description: "d" }, headers })
    expect(replay.body).toEqual(first.body)
  })
})

describe("If-Match", () => {
  test("a stale version is 409 with the current row and changes nothing", async () => {
    const { body: v1 } = await api.post("/api/employees", { cookie, body: sampleEmployee() })
    const v2 = await api.patch(`/api/employees/${v1.id}`, {
      cookie,
      body: { name: "二" },
      headers: { "If-Match": '"1"' },
    })
    expect(v2.status).toBe(200)
    const stale = await api.patch(`/api/employees/${v1.id}`, {
      cookie,
      body: { name: "三" },
      headers: { "If-Match": '"1"', "Accept-Language": "en" },
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: "VERSION_CONFLICT", current: v2.body })
    expect(stale.body.message).toBe("This record was changed by someone else")
    expect(
      (await api.delete(`/api/employees/${v1.id}`, { cookie, headers: { "If-Match": '"1"' } })).status,
    ).toBe(409)
    expect((await api.get(`/api/employees/${v1.id}`)).body).toEqual(v2.body)
    expect(
      (await api.delete(`/api/employees/${v1.id}`, { cookie, headers: { "If-Match": '"2"' } })).status,
    ).toBe(200)
    const gone = await api.patch(`/api/employees/${v1.id}`, {
      cookie,
      body: {},
      headers: { "If-Match": '"2"' },
    })
    expect(gone).toMatchObject({ status: 409, body: { current: null } })
    expect(
      (await api.patch("/api/settings", { cookie, body: {}, headers: { "If-Match": "x" } })).status,
    ).toBe(400)
  })
})
