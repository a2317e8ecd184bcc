/**
 * Every write route records its change once, with the right action, rows, changed fields, actor and
 * client: create, update and delete of each entity, publish and unpublish, a collaboration's status,
 * the settings, a visitor's request, and the reference clean-up a delete causes.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, test } from "vitest"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import {
  type Json,
  apiClient,
  sampleCollaboration,
  sampleEmployee,
  samplePost,
  sampleProject,
  sampleTeam,
  sampleTool,
} from "../test-support/client.ts"
import { historyOf } from "../test-support/audit/audit-test-support.ts"

const admin = adminSessionPerFile()
const userAgent = "audit-test/1.0"

const write = (method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown, ifMatch?: number) => {
  const key = randomUUID()
  const headers: Record<string, string> = { "Idempotency-Key": key, "User-Agent": userAgent }
  if (ifMatch !== undefined) headers["If-Match"] = `"${ifMatch}"`
  return admin.api
    .request(method, path, { cookie: admin.cookie, body, headers })
    .then((answer) => ({ answer, key }))
}

const adminUser = async () => (await admin.api.get("/api/user", { cookie: admin.cookie })).body as Json

const resources = [
  {
    entity: "employees",
    path: "/api/employees",
    create: () => sampleEmployee("审计员工"),
    edit: { profession: "审计" },
  },
  {
    entity: "teams",
    path: "/api/teams",
    create: () => sampleTeam([], "审计团队"),
    edit: { name: "改名团队" },
  },
  {
    entity: "projects",
    path: "/api/projects",
    create: () => sampleProject(),
    edit: { teamDescription: "金融" },
  },
  {
    entity: "tools",
    path: "/api/tools",
    create: () => sampleTool(),
    edit: { url: "https://example.com/other" },
  },
  {
    entity: "blogPosts",
    path: "/api/blog-posts",
    create: () => samplePost("审计文章"),
    edit: { summary: "新摘要" },
  },
] as const

describe("content writes", () => {
  for (const resource of resources) {
    test(`${resource.entity}: create, update and delete are recorded once each, newest first`, async () => {
      const user = await adminUser()
      const created = await write("POST", resource.path, resource.create())
      expect(created.answer.status).toBe(201)
      const row = created.answer.body as Json
      const updated = await write("PATCH", `${resource.path}/${row.id}`, resource.edit, row.version)
      expect(updated.answer.status).toBe(200)
      const deleted = await write("DELETE", `${resource.path}/${row.id}`, undefined, row.version + 1)
      expect(deleted.answer.status).toBe(200)

      const history = await historyOf(admin, resource.entity, row.id)
      expect(history.map((record) => record.action)).toEqual(["delete", "update", "create"])
      const [removal, change, creation] = history
      for (const [record, key] of [
        [creation, created.key],
        [change, updated.key],
        [removal, deleted.key],
      ] as const) {
        expect(record).toMatchObject({
          entity: resource.entity,
          entityId: row.id,
          actor: { id: user.id, username: "admin" },
          idempotencyKey: key,
          userAgent,
          madeAt: null,
        })
        expect(record?.address).toMatch(/127\.0\.0\.1$/)
        expect(Date.parse(record?.at ?? "")).toBeGreaterThan(0)
      }
      expect(creation?.before).toBeNull()
      expect(creation?.after).toEqual(row)
      expect(creation?.changed).toEqual(expect.arrayContaining(Object.keys(resource.create())))
      expect(change?.before).toEqual(row)
      expect(change?.after).toEqual(updated.answer.body)
      expect(change?.changed).toEqual(Object.keys(resource.edit))
      expect(removal?.before).toEqual(updated.answer.body)
      expect(removal?.after).toBeNull()
    })
  }

  test("deleting an employee records the delete and the team it was removed from as an update", async () => {
    const employee = (await write("POST", "/api/employees", sampleEmployee("被引用员工"))).answer.body as Json
    const team = (await write("POST", "/api/teams", sampleTeam([employee.id], "引用团队"))).answer
      .body as Json
    const removal = await write("DELETE", `/api/employees/${employee.id}`)
    expect(removal.answer.status).toBe(200)
    const teamHistory = await historyOf(admin, "teams", team.id)
    expect(teamHistory[0]).toMatchObject({
      action: "update",
      idempotencyKey: removal.key,
      changed: ["composition"],
      before: { composition: [employee.id] },
      after: { composition: [] },
    })
    expect((await historyOf(admin, "employees", employee.id))[0]).toMatchObject({
      action: "delete",
      idempotencyKey: removal.key,
    })
  })
})

describe("the routes with their own action", () => {
  test("publishing and unpublishing a post are recorded as publish and unpublish", async () => {
    const post = (await write("POST", "/api/blog-posts", samplePost("发布审计"))).answer.body as Json
    await write("PATCH", `/api/blog-posts/${post.id}/publish`, { isPublished: true })
    await write("PATCH", `/api/blog-posts/${post.id}/publish`, { isPublished: false })
    const history = await historyOf(admin, "blogPosts", post.id)
    expect(history.map((record) => [record.action, record.changed])).toEqual([
      ["unpublish", ["isPublished"]],
      ["publish", ["isPublished"]],
      ["create", expect.any(Array)],
    ])
  })

  test("a visitor's request is recorded without an actor; its status change as status; its delete", async () => {
    const visitor = apiClient(admin.server.url)
    const sent = await visitor.post("/api/collaborations", {
      body: sampleCollaboration(),
      headers: { "User-Agent": "visitor-browser" },
    })
    expect(sent.status).toBe(201)
    const id = (sent.body as Json).id as number
    await write("PATCH", `/api/collaborations/${id}/status`, { status: "contacted" })
    await write("DELETE", `/api/collaborations/${id}`)
    const history = await historyOf(admin, "collaborations", id)
    expect(history.map((record) => record.action)).toEqual(["delete", "status", "create"])
    expect(history[2]).toMatchObject({ actor: null, userAgent: "visitor-browser", idempotencyKey: null })
    expect(history[1]).toMatchObject({
      changed: ["status"],
      before: { status: "new" },
      after: { status: "contacted" },
      actor: { username: "admin" },
    })
  })

  test("a settings save is recorded as settings, with the fields it changed", async () => {
    const before = (await admin.api.get("/api/settings")).body as Json
    const saved = await write("PATCH", "/api/settings", { siteName: "审计站点" })
    expect(saved.answer.status).toBe(200)
    const [record] = await historyOf(admin, "settings", 1)
    expect(record).toMatchObject({
      action: "settings",
      entityId: 1,
      changed: ["siteName"],
      before: { siteName: before.siteName },
      after: { siteName: "审计站点" },
      idempotencyKey: saved.key,
    })
  })
})
