/**
 * Who may read the audit trail and what it keeps: admin only (401 anonymous, nothing in the public
 * sync feed), no way to change or delete a record, a deleted record's history still readable, and a
 * restore (an ordinary PATCH with the old fields) recorded as an ordinary update.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, test } from "vitest"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { historyOf } from "../test-support/audit/audit-test-support.ts"

const admin = adminSessionPerFile()
const marker = `agent-${randomUUID()}`

const createEdited = async () => {
  const created = await admin.api.post("/api/employees", {
    cookie: admin.cookie,
    body: sampleEmployee("历史员工"),
    headers: { "User-Agent": marker },
  })
  const row = created.body as Json
  const edited = await admin.api.patch(`/api/employees/${row.id}`, {
    cookie: admin.cookie,
    body: { profession: "改过", description: "改过的描述" },
    headers: { "If-Match": `"${row.version}"`, "User-Agent": marker },
  })
  return { original: row, edited: edited.body as Json }
}

describe("admin only", () => {
  test("anonymous callers get 401 on both routes, in their language", async () => {
    const { original } = await createEdited()
    const visitor = apiClient(admin.server.url)
    for (const path of [
      `/api/history/employees/${original.id}`,
      "/api/activity",
      "/api/activity?action=login",
    ]) {
      const answer = await visitor.get(path, { headers: { "Accept-Language": "en" } })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ code: "UNAUTHORIZED", message: "Please log in first" })
    }
  })

  test("the anonymous sync feed carries no audit data, at its start or from a cursor", async () => {
    await createEdited()
    const visitor = apiClient(admin.server.url)
    const first = await visitor.get("/api/sync?since=0")
    expect(first.status).toBe(200)
    expect(first.body.scope).toBe("anonymous")
    const entities = new Set((first.body.changes as Json[]).map((change) => change.entity))
    expect([...entities].every((entity) => ["employees", "settings"].includes(entity))).toBe(true)
    const later = await visitor.get("/api/sync?since=1")
    for (const body of [JSON.stringify(first.body), JSON.stringify(later.body)]) {
      expect(body).not.toContain(marker)
      expect(body).not.toContain("idempotencyKey")
      expect(body).not.toContain("audit")
    }
  })

  test("there is no call that changes or deletes a record", async () => {
    const { original } = await createEdited()
    const [record] = await historyOf(admin, "employees", original.id)
    for (const method of ["PATCH", "DELETE", "PUT", "POST"]) {
      for (const path of [
        `/api/history/employees/${original.id}`,
        "/api/activity",
        `/api/activity/${record?.id}`,
      ]) {
        const answer = await admin.api.request(method, path, { cookie: admin.cookie, body: { action: "x" } })
        expect(answer.status).toBe(404)
      }
    }
    expect(await historyOf(admin, "employees", original.id)).toHaveLength(2)
  })

  test("a bad entity or id is a 400 naming the field", async () => {
    const unknown = await admin.api.get("/api/history/secrets/1", {
      cookie: admin.cookie,
      headers: { "Accept-Language": "en" },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toEqual([
      { path: ["entity"], code: "audit.entity", message: "Unknown type of content" },
    ])
    const badId = await admin.api.get("/api/history/employees/abc", { cookie: admin.cookie })
    expect(badId.status).toBe(400)
    expect(badId.body.issues[0]).toMatchObject({ path: ["id"], message: "取值无效" })
  })
})

describe("history", () => {
  test("a deleted record's history stays readable, every version with both rows", async () => {
    const { original, edited } = await createEdited()
    const removed = await admin.api.delete(`/api/employees/${original.id}`, { cookie: admin.cookie })
    expect(removed.status).toBe(200)
    expect((await admin.api.get(`/api/employees/${original.id}`, { cookie: admin.cookie })).status).toBe(404)
    const history = await historyOf(admin, "employees", original.id)
    expect(
      history.map((record) => [record.action, record.before?.version ?? null, record.after?.version ?? null]),
    ).toEqual([
      ["delete", 2, null],
      ["update", 1, 2],
      ["create", null, 1],
    ])
    // In the row's field order: the employee's declaration's (schema/entities/employee-fields.ts),
    // which is the form's, profession before description.
    expect(history[1]).toMatchObject({ changed: ["profession", "description"], after: edited })
  })

  test("restoring a version is an ordinary PATCH with the old fields and If-Match, recorded as an update", async () => {
    const { original, edited } = await createEdited()
    const [change] = await historyOf(admin, "employees", original.id)
    const old = change?.before as Json
    const restored = await admin.api.patch(`/api/employees/${original.id}`, {
      cookie: admin.cookie,
      body: { profession: old.profession, description: old.description },
      headers: { "If-Match": `"${edited.version}"`, "Idempotency-Key": randomUUID() },
    })
    expect(restored.status).toBe(200)
    const [record] = await historyOf(admin, "employees", original.id)
    expect(record).toMatchObject({
      action: "update",
      changed: ["profession", "description"],
      before: { profession: "改过" },
      after: { profession: original.profession, description: original.description, version: 3 },
    })
  })

  test("pages newest first with a cursor", async () => {
    const { original } = await createEdited()
    let version = 2
    for (const profession of ["三", "四", "五"]) {
      await admin.api.patch(`/api/employees/${original.id}`, {
        cookie: admin.cookie,
        body: { profession },
        headers: { "If-Match": `"${version}"` },
      })
      version += 1
    }
    const first = await admin.api.get(`/api/history/employees/${original.id}?limit=2`, {
      cookie: admin.cookie,
    })
    expect(first.body.records.map((record: Json) => record.after.profession)).toEqual(["五", "四"])
    const second = await admin.api.get(
      `/api/history/employees/${original.id}?limit=2&before=${first.body.nextCursor}`,
      {
        cookie: admin.cookie,
      },
    )
    expect(second.body.records.map((record: Json) => record.after.profession)).toEqual(["三", "改过"])
    const last = await admin.api.get(
      `/api/history/employees/${original.id}?limit=2&before=${second.body.nextCursor}`,
      {
        cookie: admin.cookie,
      },
    )
    expect(last.body.records.map((record: Json) => record.action)).toEqual(["create"])
    expect(last.body.nextCursor).toBeNull()
  })
})
