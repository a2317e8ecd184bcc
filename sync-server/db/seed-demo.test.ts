import { afterEach, expect, test } from "vitest"
import {
  type TestServer,
  loginAs,
  startTestServer,
  startTestServerWith,
} from "../test-support/test-server.ts"
import { type Json, apiClient, sampleEmployee, samplePost, sampleTeam } from "../test-support/client.ts"
import type { DemoContent } from "./seed-demo.ts"

/** A tiny stand-in for db/demo/content.ts, in the same shape. */
const fixture: DemoContent = {
  demoEmployees: [sampleEmployee("甲"), sampleEmployee("乙"), sampleEmployee("丙")],
  demoTeams: [
    { ...sampleTeam([]), name: "热门团队", composition: [3, 1] },
    { ...sampleTeam([]), composition: [2] },
  ],
  demoProjects: [
    {
      name: "项目",
      description: "甲参与的项目",
      image: "/demo/projects/p.svg",
      teamDescription: "电子商务",
      teamComposition: [2],
      daysAgo: 60,
    },
  ],
  demoTools: [{ name: "工具", description: "说明" }],
  demoBlogPosts: [
    { ...samplePost("已发布"), isPublished: true, readTime: 8, daysAgo: 3 },
    { ...samplePost("草稿"), isPublished: false, readTime: 4, daysAgo: 1 },
  ],
}

let server: TestServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

test("demo content goes into an empty database with positions mapped to ids", async () => {
  server = await startTestServerWith({ demoContent: true }, { demoData: fixture })
  const api = apiClient(server.url)
  const employees = (await api.get("/api/employees")).body as Json[]
  expect(employees.map((e) => e.name)).toEqual(["甲", "乙", "丙"])
  const teams = (await api.get("/api/teams")).body as Json[]
  expect(teams[0].composition).toEqual([employees[2].id, employees[0].id])
  const [project] = (await api.get("/api/projects")).body as Json[]
  expect(project.teamComposition).toEqual([teams[1].id])
  // Dated from the start of today (UTC): 60 days and part of a day ago.
  const ageDays = (Date.now() - Date.parse(project.createdAt)) / 86_400_000
  expect(Math.floor(ageDays)).toBe(60)
  expect(project.createdAt).toMatch(/T00:00:00\.000Z$/)
  const published = (await api.get("/api/blog-posts?published=true")).body as Json[]
  expect(published.map((p) => [p.title, p.readTime])).toEqual([["已发布", 8]])
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const all = (await api.get("/api/blog-posts", { cookie })).body as Json[]
  expect(all.map((p) => p.title)).toEqual(["草稿", "已发布"])
  const feed = (await api.get("/api/sync?since=0", { cookie })).body
  expect(feed.changes.every((c: Json) => c.row.version === 1)).toBe(true)
  expect(feed.changes).toHaveLength(1 + 3 + 2 + 1 + 1 + 2)

  // Not inserted again on restart, even after everything was deleted.
  for (const employee of employees) await api.delete(`/api/employees/${employee.id}`, { cookie })
  await server.restart()
  expect((await api.get("/api/employees")).body).toEqual([])
})

test("DEMO_CONTENT=off leaves the database empty but for the settings", async () => {
  server = await startTestServerWith({ demoContent: false }, { demoData: fixture })
  const api = apiClient(server.url)
  expect((await api.get("/api/employees")).body).toEqual([])
  expect((await api.get("/api/sync?since=0")).body.changes.map((c: Json) => c.entity)).toEqual(["settings"])
})

test("the real demo content seeds: the issue's counts, one hot team, drafts hidden", async () => {
  server = await startTestServer({ demoContent: true })
  const api = apiClient(server.url)
  expect(((await api.get("/api/employees")).body as Json[]).length).toBeGreaterThanOrEqual(8)
  const teams = (await api.get("/api/teams")).body as Json[]
  expect(teams.length).toBeGreaterThanOrEqual(4)
  expect(teams.filter((t) => String(t.name).includes("热门"))).toHaveLength(1)
  expect(((await api.get("/api/projects")).body as Json[]).length).toBeGreaterThanOrEqual(6)
  expect(((await api.get("/api/tools")).body as Json[]).length).toBeGreaterThanOrEqual(10)
  const published = (await api.get("/api/blog-posts?published=true")).body as Json[]
  expect(published.length).toBeGreaterThanOrEqual(6)
  expect(published.every((post) => post.isPublished === true)).toBe(true)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const all = (await api.get("/api/blog-posts", { cookie })).body as Json[]
  expect(all.length - published.length).toBeGreaterThanOrEqual(2)
  expect(new Set(all.map((post) => post.category)).size).toBe(5)
})
