import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import { decodeWith } from "../../schema/decode.ts"
import { type EntityName, rowSchemas } from "../../schema/sync.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { sampleEmployee, samplePost, sampleProject, sampleTeam, sampleTool } from "../test-support/client.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
})
afterAll(() => server.stop())

const resources = [
  {
    path: "/api/employees",
    entity: "employees",
    sample: () => sampleEmployee(),
    notFound: "员工不存在",
    field: "name",
  },
  {
    path: "/api/teams",
    entity: "teams",
    sample: () => sampleTeam([]),
    notFound: "团队不存在",
    field: "description",
  },
  {
    path: "/api/projects",
    entity: "projects",
    sample: () => sampleProject(),
    notFound: "项目不存在",
    field: "teamDescription",
  },
  {
    path: "/api/tools",
    entity: "tools",
    sample: () => sampleTool(),
    notFound: "工具不存在",
    field: "description",
  },
  {
    path: "/api/blog-posts",
    entity: "blogPosts",
    sample: () => samplePost(),
    notFound: "文章不存在",
    field: "summary",
  },
] as const

/** A row exactly as schema/entities/* describes it: every field, of its type, and nothing else. */
const expectExactRow = (entity: EntityName, row: Record<string, unknown>) => {
  const decoded = decodeWith(rowSchemas[entity])(row)
  expect(decoded.ok).toBe(true)
  expect(Object.keys(row).sort()).toEqual(Object.keys(rowSchemas[entity].fields).sort())
}

describe.each(resources)("$path", ({ path, entity, sample, notFound, field }) => {
  test("create, read, update and delete as an admin", async () => {
    const created = await api.post(path, { cookie, body: { ...sample(), id: 999, version: 7, bogus: 1 } })
    expect(created.status).toBe(201)
    const row = created.body
    expect(row.id).not.toBe(999)
    expect(row.version).toBe(1)
    expect(row.bogus).toBeUndefined()
    expectExactRow(entity, row)
    expect(typeof row.updatedAt).toBe("string")
    expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt)

    const list = await api.get(path, { cookie })
    expect(list.status).toBe(200)
    expect(list.body.map((r: { id: number }) => r.id)).toContain(row.id)
    expect((await api.get(`${path}/${row.id}`, { cookie })).body).toEqual(row)

    const updated = await api.patch(`${path}/${row.id}`, {
      cookie,
      body: { [field]: "已更新", createdAt: "x" },
    })
    expect(updated.status).toBe(200)
    expect(updated.body[field]).toBe("已更新")
    expect(updated.body.version).toBe(2)
    expect(updated.body.createdAt).toBe(row.createdAt)
    expectExactRow(entity, updated.body)

    const deleted = await api.delete(`${path}/${row.id}`, { cookie })
    expect(deleted).toMatchObject({ status: 200, body: { id: row.id, deleted: true } })
    expect((await api.get(`${path}/${row.id}`, { cookie })).status).toBe(404)
  })

  test("bad input answers 400 with field issues and stores nothing", async () => {
    const before = (await api.get(path, { cookie })).body
    const response = await api.post(path, {
      cookie,
      body: { [field]: "" },
      headers: { "Accept-Language": "en" },
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe("VALIDATION")
    expect(response.body.message).toBe("The submitted data is invalid")
    expect(response.body.issues.length).toBeGreaterThan(0)
    expect((await api.get(path, { cookie })).body).toEqual(before)
    const badId = await api.get(`${path}/abc`)
    expect(badId.status).toBe(400)
  })

  test("writes need an admin session", async () => {
    expect((await api.post(path, { body: sample() })).status).toBe(401)
    expect((await api.patch(`${path}/1`, { body: {} })).status).toBe(401)
    expect((await api.delete(`${path}/1`)).status).toBe(401)
    const response = await api.post(path, { body: sample() })
    expect(response.body).toMatchObject({ code: "UNAUTHORIZED", message: "请先登录" })
  })

  test("a missing record is 404 with the spec's message", async () => {
    for (const response of [
      await api.get(`${path}/999999`, { cookie }),
      await api.patch(`${path}/999999`, { cookie, body: {} }),
      await api.delete(`${path}/999999`, { cookie }),
    ]) {
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ code: "NOT_FOUND", message: notFound })
    }
  })
})

describe("visibility for anonymous visitors", () => {
  test("inactive content is hidden from lists and by id", async () => {
    const { body: employee } = await api.post("/api/employees", {
      cookie,
      body: sampleEmployee("隐藏的员工"),
    })
    await api.patch(`/api/employees/${employee.id}`, { cookie, body: { isActive: false } })
    const list = await api.get("/api/employees")
    expect(list.body.map((r: { id: number }) => r.id)).not.toContain(employee.id)
    expect((await api.get(`/api/employees/${employee.id}`)).status).toBe(404)
    const adminList = await api.get("/api/employees", { cookie })
    expect(adminList.body.map((r: { id: number }) => r.id)).toContain(employee.id)
  })

  test("drafts never reach anonymous callers; publishing shows them", async () => {
    const { body: post } = await api.post("/api/blog-posts", {
      cookie,
      body: { ...samplePost("草稿"), isPublished: true },
    })
    expect(post.isPublished).toBe(false)
    expect(post.readTime).toBe(5)
    expect((await api.get("/api/blog-posts")).status).toBe(401)
    const published = await api.get("/api/blog-posts?published=true")
    expect(published.body.map((r: { id: number }) => r.id)).not.toContain(post.id)
    expect((await api.get(`/api/blog-posts/${post.id}`)).status).toBe(404)
    expect((await api.get("/api/blog-posts", { cookie })).body.map((r: { id: number }) => r.id)).toContain(
      post.id,
    )

    const publish = await api.patch(`/api/blog-posts/${post.id}/publish`, {
      cookie,
      body: { isPublished: true },
    })
    expect(publish.status).toBe(200)
    expect(publish.body).toMatchObject({ isPublished: true, version: 2 })
    expect((await api.get(`/api/blog-posts/${post.id}`)).status).toBe(200)
    const after = await api.get("/api/blog-posts?published=true")
    expect(after.body.map((r: { id: number }) => r.id)).toContain(post.id)
    expect(
      (await api.patch(`/api/blog-posts/${post.id}/publish`, { body: { isPublished: false } })).status,
    ).toBe(401)
    const bad = await api.patch(`/api/blog-posts/${post.id}/publish`, {
      cookie,
      body: { isPublished: "yes" },
    })
    expect(bad.status).toBe(400)
  })
})

describe("references between rows", () => {
  test("a team's composition must name existing employees", async () => {
    const { body: employee } = await api.post("/api/employees", { cookie, body: sampleEmployee() })
    const bad = await api.post("/api/teams", { cookie, body: sampleTeam([employee.id, 424242]) })
    expect(bad.status).toBe(400)
    expect(bad.body.issues[0]).toMatchObject({ path: ["composition", 1], code: "error.unknownTeamMember" })
    const good = await api.post("/api/teams", { cookie, body: sampleTeam([employee.id]) })
    expect(good.status).toBe(201)
    expect(good.body.composition).toEqual([employee.id])
    expect(good.body).toMatchObject({ teamType: "standard", category: "customer_service", isActive: true })
  })

  test("a project's teamComposition must name existing teams", async () => {
    expect((await api.post("/api/projects", { cookie, body: sampleProject([424242]) })).status).toBe(400)
    const { body: team } = await api.post("/api/teams", { cookie, body: sampleTeam([]) })
    const project = await api.post("/api/projects", { cookie, body: sampleProject([team.id]) })
    expect(project.status).toBe(201)
    expect(project.body).toMatchObject({
      teamComposition: [team.id],
      category: "enterprise",
      technologies: [],
    })
  })
})

describe("deleting a referenced row", () => {
  test("removes an employee from teams and a team from projects, as new versions", async () => {
    const { body: kept } = await api.post("/api/employees", { cookie, body: sampleEmployee("留下") })
    const { body: leaving } = await api.post("/api/employees", { cookie, body: sampleEmployee("离开") })
    const { body: team } = await api.post("/api/teams", { cookie, body: sampleTeam([leaving.id, kept.id]) })
    const { body: project } = await api.post("/api/projects", { cookie, body: sampleProject([team.id]) })
    await api.delete(`/api/employees/${leaving.id}`, { cookie })
    const after = (await api.get(`/api/teams/${team.id}`)).body
    expect(after).toMatchObject({ composition: [kept.id], version: team.version + 1 })
    await api.delete(`/api/teams/${team.id}`, { cookie })
    expect((await api.get(`/api/projects/${project.id}`)).body).toMatchObject({
      teamComposition: [],
      version: 2,
    })
  })
})

describe("blog read time", () => {
  test("falls back to 5 when it is not a number; a number out of range is refused", async () => {
    const created = await api.post("/api/blog-posts", { cookie, body: { ...samplePost(), readTime: "很快" } })
    expect(created.body.readTime).toBe(5)
    const numeric = await api.patch(`/api/blog-posts/${created.body.id}`, {
      cookie,
      body: { readTime: "12" },
    })
    expect(numeric.body.readTime).toBe(12)
    const zero = await api.patch(`/api/blog-posts/${created.body.id}`, { cookie, body: { readTime: 0 } })
    expect(zero.status).toBe(400)
    expect(zero.body.issues[0].message).toBe("阅读时间必须是正整数")
  })
})

describe("settings", () => {
  test("anyone reads them; only an admin changes them", async () => {
    const settings = await api.get("/api/settings")
    expect(settings.status).toBe(200)
    expect(settings.body).toMatchObject({ id: 1, showBlog: true, primaryColor: "#3b82f6" })
    expectExactRow("settings", settings.body)
    expect((await api.patch("/api/settings", { body: { siteName: "新名字" } })).status).toBe(401)
    const updated = await api.patch("/api/settings", {
      cookie,
      body: { siteName: "新名字", showBlog: false },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: 1, siteName: "新名字", showBlog: false })
    expect((await api.get("/api/settings")).body.siteName).toBe("新名字")
    const bad = await api.patch("/api/settings", { cookie, body: { primaryColor: "blue" } })
    expect(bad.status).toBe(400)
    expect(bad.body.issues[0].code).toBe("color")
  })

  test("the outside addresses (issue 28) start empty, follow the URL rule, and empty takes them away", async () => {
    const keys = ["workspaceUrl", "careersUrl", "wechatUrl", "weiboUrl", "githubUrl", "linkedinUrl"]
    const before = (await api.get("/api/settings")).body
    for (const key of keys) expect(before[key], key).toBe("")

    for (const key of keys) {
      const refused = await api.patch("/api/settings", {
        cookie,
        body: { [key]: "javascript:alert(1)" },
        headers: { "Accept-Language": "en" },
      })
      expect(refused.status, key).toBe(400)
      expect(refused.body.issues[0]).toMatchObject({ path: [key], code: "url" })
      expect(refused.body.issues[0].message).toMatch(/^Please enter a valid/)
    }
    expect((await api.get("/api/settings")).body).toMatchObject(Object.fromEntries(keys.map((k) => [k, ""])))

    const set = await api.patch("/api/settings", {
      cookie,
      body: { workspaceUrl: "/myworkspace/", githubUrl: "https://github.com/zhiyuan-ai" },
    })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({
      workspaceUrl: "/myworkspace/",
      githubUrl: "https://github.com/zhiyuan-ai",
    })
    const emptied = await api.patch("/api/settings", { cookie, body: { workspaceUrl: "", githubUrl: "" } })
    expect(emptied.body).toMatchObject({ workspaceUrl: "", githubUrl: "" })
  })
})
