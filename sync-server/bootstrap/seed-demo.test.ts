import { afterEach, expect, test } from "vitest"
import {
  type TestServer,
  loginAs,
  startTestServer,
  startTestServerWith,
} from "../test-support/test-server.ts"
import { type Json, apiClient, sampleEmployee, samplePost, sampleTeam } from "../test-support/client.ts"
import { mediaAddress, responsiveSource } from "../../schema/media.ts"
import type { DemoContent } from "./seed-demo.ts"

/** A tiny stand-in for db/demo/content.ts, in the same shape (two employees share one illustration). */
const fixture: DemoContent = {
  demoEmployees: [
    { ...sampleEmployee("甲"), image: "/demo/employees/it-ops.svg", nameEn: "Jia" },
    { ...sampleEmployee("乙"), image: "/demo/employees/it-ops.svg" },
    { ...sampleEmployee("丙"), image: "/demo/fallback-employee.svg" },
  ],
  demoTeams: [
    { ...sampleTeam([]), image: "/demo/teams/shared-services.svg", name: "热门团队", composition: [3, 1] },
    { ...sampleTeam([]), image: "/demo/teams/shared-services.svg", composition: [2] },
  ],
  demoProjects: [
    {
      name: "项目",
      description: "甲参与的项目",
      image: "/demo/projects/auto-parts-quality.svg",
      teamDescription: "电子商务",
      teamComposition: [2],
      daysAgo: 60,
    },
  ],
  demoTools: [{ name: "工具", description: "说明" }],
  demoBlogPosts: [
    {
      ...samplePost("已发布"),
      image: "/demo/blog/rag-to-memory.svg",
      titleEn: "Published",
      isPublished: true,
      readTime: 8,
      daysAgo: 3,
    },
    {
      ...samplePost("草稿"),
      image: "/demo/blog/rag-to-memory.svg",
      isPublished: false,
      readTime: 4,
      daysAgo: 1,
    },
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

  // The illustrations went through the upload pipeline: media rows named after their first record,
  // files served, the rows storing the pictures' addresses (a fallback picture is left as it is).
  const address = /^\/media\/[0-9a-f]{32}-\d+\.jpg#\d+x\d+$/
  expect(employees[0].image).toMatch(address)
  expect(employees[1].image).toBe(employees[0].image)
  expect(employees[2].image).toBe("/demo/fallback-employee.svg")
  expect(teams[0].image).toMatch(address)
  expect(project.image).toMatch(address)
  expect(all[0].image).toMatch(address)
  const library = (await api.get("/api/media", { cookie })).body.media as Json[]
  const byAddress = new Map(library.map((item) => [mediaAddress(item), item]))
  expect(library).toHaveLength(4)
  expect(byAddress.get(employees[0].image)).toMatchObject({
    alt: "甲",
    altEn: "Jia",
    useCount: 2,
    uploadedBy: null,
  })
  expect(byAddress.get(teams[0].image)).toMatchObject({ alt: "热门团队", altEn: "热门团队", useCount: 2 })
  expect(byAddress.get(project.image)).toMatchObject({ alt: "项目", width: 1280, height: 720, useCount: 1 })
  expect(byAddress.get(all[0].image)).toMatchObject({ alt: "已发布", altEn: "Published", useCount: 2 })
  for (const item of library) {
    expect(item.createdAt).toMatch(/T00:00:00\.000Z$/)
    for (const variant of item.variants as Json[]) {
      const file = await fetch(`${server.url}${variant.url}`)
      expect(file.status).toBe(200)
      expect(Number(file.headers.get("content-length"))).toBe(variant.bytes)
    }
  }

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

test("every demo picture is a media address with its files, the same addresses and bytes in a server seeded later", async () => {
  const pictures = async (url: string) => {
    const api = apiClient(url)
    const cookie = await loginAs(url, { username: "admin", password: "admin-password", captcha: "TEST" })
    const rows = [
      ...((await api.get("/api/employees")).body as Json[]),
      ...((await api.get("/api/teams")).body as Json[]),
      ...((await api.get("/api/projects")).body as Json[]),
      ...((await api.get("/api/blog-posts", { cookie })).body as Json[]),
    ]
    return rows.map((row) => String(row.image))
  }
  server = await startTestServer({ demoContent: true })
  const first = await pictures(server.url)
  expect(first.length).toBeGreaterThanOrEqual(28)
  for (const image of first) {
    const source = responsiveSource(image)
    expect(source, image).toBeDefined()
    for (const file of [source?.src, source?.srcset.avif.split(" ")[0]]) {
      const answer = await fetch(`${server.url}${file}`)
      expect(answer.status, file).toBe(200)
    }
  }
  const fallbackBytes = async (url: string, image: string) =>
    Buffer.from(await (await fetch(`${url}${responsiveSource(image)?.src}`)).arrayBuffer())
  const firstBytes = await fallbackBytes(server.url, first[0] as string)

  const later = await startTestServer({ demoContent: true })
  try {
    expect(await pictures(later.url)).toEqual(first)
    expect((await fallbackBytes(later.url, first[0] as string)).equals(firstBytes)).toBe(true)
  } finally {
    await later.stop()
  }
}, 120_000)
