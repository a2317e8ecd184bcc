/**
 * Records commit with their change and only with it: a refused write (validation, If-Match, a batch
 * whose later mutation fails) leaves no record of what did not commit, a replayed key leaves exactly
 * one, and the device time sent with an outbox edit (`madeAt`, `X-Made-At`) is kept with it.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, test } from "vitest"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, sampleEmployee } from "../test-support/client.ts"
import { historyOf, newestId, recordsOfKey, recordsSince } from "../test-support/audit/audit-test-support.ts"

const admin = adminSessionPerFile()

const create = async (name: string) =>
  (await admin.api.post("/api/employees", { cookie: admin.cookie, body: sampleEmployee(name) })).body as Json

const push = (mutations: unknown[]) =>
  admin.api.post("/api/sync/push", { cookie: admin.cookie, body: { mutations } })

describe("a failed write leaves no record", () => {
  test("a body the schema refuses (400)", async () => {
    const row = await create("校验失败")
    const since = await newestId(admin)
    const refused = await admin.api.patch(`/api/employees/${row.id}`, {
      cookie: admin.cookie,
      body: { name: "" },
      headers: { "Idempotency-Key": randomUUID() },
    })
    expect(refused.status).toBe(400)
    expect(await recordsSince(admin, since)).toEqual([])
  })

  test("a stale If-Match (409)", async () => {
    const row = await create("版本冲突")
    const since = await newestId(admin)
    const refused = await admin.api.patch(`/api/employees/${row.id}`, {
      cookie: admin.cookie,
      body: { profession: "过期" },
      headers: { "If-Match": `"${row.version + 5}"` },
    })
    expect(refused.status).toBe(409)
    expect(await recordsSince(admin, since)).toEqual([])
  })

  test("a pushed batch keeps the records of the mutations that committed, none of the one that failed", async () => {
    const row = await create("批量审计")
    const first = randomUUID()
    const failing = randomUUID()
    const answer = await push([
      {
        key: first,
        method: "PATCH",
        path: `/api/employees/${row.id}`,
        ifMatch: row.version,
        body: { profession: "一" },
      },
      {
        key: failing,
        method: "PATCH",
        path: `/api/employees/${row.id}`,
        ifMatch: row.version,
        body: { profession: "二" },
      },
    ])
    expect(answer.body.results.map((result: Json) => result.status)).toEqual([200, 409])
    expect(await recordsOfKey(admin, first)).toHaveLength(1)
    expect(await recordsOfKey(admin, failing)).toEqual([])
    expect((await historyOf(admin, "employees", row.id)).map((record) => record.action)).toEqual([
      "update",
      "create",
    ])
  })

  test("an X-Made-At that is not a time is a 400 in the person's language and changes nothing", async () => {
    const row = await create("时间格式")
    const since = await newestId(admin)
    for (const [language, text] of [
      ["en", "X-Made-At must be a time in milliseconds since 1970"],
      ["zh-CN", "X-Made-At 必须是毫秒时间戳"],
    ] as const) {
      const refused = await admin.api.patch(`/api/employees/${row.id}`, {
        cookie: admin.cookie,
        body: { profession: "不会保存" },
        headers: { "X-Made-At": "yesterday", "Accept-Language": language },
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: "VALIDATION", message: text })
    }
    expect(await recordsSince(admin, since)).toEqual([])
    const current = await admin.api.get(`/api/employees/${row.id}`, { cookie: admin.cookie })
    expect(current.body.version).toBe(row.version)
  })
})

describe("an idempotent replay leaves exactly one record", () => {
  test("a plain call sent twice with the same key", async () => {
    const key = randomUUID()
    const send = () =>
      admin.api.post("/api/employees", {
        cookie: admin.cookie,
        body: sampleEmployee("重放"),
        headers: { "Idempotency-Key": key },
      })
    const original = await send()
    const replay = await send()
    expect(replay.headers.get("Idempotency-Replayed")).toBe("true")
    expect(replay.body).toEqual(original.body)
    expect(await recordsOfKey(admin, key)).toHaveLength(1)
  })

  test("a pushed mutation sent again (in a later batch) and as a plain call", async () => {
    const row = await create("推送重放")
    const key = randomUUID()
    const mutation = {
      key,
      method: "PATCH",
      path: `/api/employees/${row.id}`,
      ifMatch: row.version,
      body: { profession: "一次" },
    }
    expect((await push([mutation])).body.results[0].status).toBe(200)
    expect((await push([mutation])).body.results[0]).toMatchObject({ status: 200, replayed: true })
    const plain = await admin.api.patch(`/api/employees/${row.id}`, {
      cookie: admin.cookie,
      body: { profession: "一次" },
      headers: { "Idempotency-Key": key, "If-Match": `"${row.version}"` },
    })
    expect(plain.headers.get("Idempotency-Replayed")).toBe("true")
    expect(await recordsOfKey(admin, key)).toHaveLength(1)
  })
})

describe("device time", () => {
  test("a pushed mutation's madeAt is recorded beside the server's time", async () => {
    const row = await create("离线编辑")
    const madeAt = Date.now() - 3 * 60 * 60 * 1000
    const key = randomUUID()
    const answer = await push([
      {
        key,
        method: "PATCH",
        path: `/api/employees/${row.id}`,
        ifMatch: row.version,
        body: { profession: "离线" },
        madeAt,
      },
    ])
    expect(answer.body.results[0].status).toBe(200)
    const [record] = await recordsOfKey(admin, key)
    expect(record?.madeAt).toBe(new Date(madeAt).toISOString())
    expect(Date.parse(record?.at ?? "")).toBeGreaterThan(madeAt)
  })

  test("X-Made-At on a plain call; a time ahead of the server is the server's, one before 2000 is ignored", async () => {
    const row = await create("设备时间")
    const madeAt = Date.now() - 60_000
    const cases = [
      { header: String(madeAt), expected: () => new Date(madeAt).toISOString() },
      { header: String(Date.now() + 365 * 24 * 60 * 60 * 1000), expected: (at: string) => at },
      { header: "86400000", expected: () => null },
    ]
    let version = row.version
    for (const { header, expected } of cases) {
      const key = randomUUID()
      const answer = await admin.api.patch(`/api/employees/${row.id}`, {
        cookie: admin.cookie,
        body: { profession: `时间 ${version}` },
        headers: { "Idempotency-Key": key, "X-Made-At": header, "If-Match": `"${version}"` },
      })
      expect(answer.status).toBe(200)
      version += 1
      const [record] = await recordsOfKey(admin, key)
      expect(record?.madeAt).toBe(expected(record?.at ?? ""))
    }
  })

  test("a madeAt that is not a whole number refuses the batch (400) and records nothing", async () => {
    const row = await create("批量时间")
    const since = await newestId(admin)
    const answer = await push([
      {
        key: randomUUID(),
        method: "PATCH",
        path: `/api/employees/${row.id}`,
        body: { profession: "x" },
        madeAt: "now",
      },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.issues[0].path).toEqual(["mutations", 0, "madeAt"])
    expect(await recordsSince(admin, since)).toEqual([])
  })
})
