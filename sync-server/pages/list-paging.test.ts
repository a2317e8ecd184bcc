/**
 * The public lists' pages (issue 33, item 2), over real HTTP with the real build and a real database:
 * `?page=N` renders that page's cards with a pager that needs no script, its head names its own
 * address (canonical, hreflang), its neighbours (prev/next) and its number (title), in both
 * languages; page 1 and values that name no page redirect to the bare address; a page past the last
 * answers 404 with the not-found page; and a page's data block carries only its cards.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { detailOnlyFields } from "../../schema/detail-fields.ts"
import { builtAppDir } from "../test-support/built-app.ts"
import { apiClient, sampleEmployee } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"

let server: TestServer
/** The employees in list order (id order): the demo's and those made here, 30 in all (3 pages). */
let names: string[] = []

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, staticDir: builtAppDir })
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const demo = (await api.get("/api/employees")).body as Array<{ id: number; name: string }>
  for (let index = demo.length; index < 30; index++) {
    const created = await api.post("/api/employees", {
      cookie,
      body: sampleEmployee(`分页员工${index + 1}号`),
    })
    expect(created.status).toBe(201)
  }
  const all = (await api.get("/api/employees")).body as Array<{ id: number; name: string }>
  names = [...all].sort((a, b) => a.id - b.id).map((employee) => employee.name)
  expect(names).toHaveLength(30)
})
afterAll(async () => {
  await server.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" })
  const html = await response.text()
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ""
  const markup = /<div id="root"[^>]*>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? ""
  const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
  const link = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head)?.[1]
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
  return { status: response.status, location: response.headers.get("location"), markup, data, link, title }
}

describe("a list's pages, rendered by the server with their heads", () => {
  test("the first page: its twelve cards, its bare address as canonical, a next link, a pager", async () => {
    const page = await get("/employees")
    expect(page.status).toBe(200)
    expect(page.link("canonical")).toBe(`${server.url}/employees`)
    expect(page.link("prev")).toBeUndefined()
    expect(page.link("next")).toBe(`${server.url}/employees?page=2`)
    expect(page.title).not.toContain("第")
    for (const name of names.slice(0, 12)) expect(page.markup).toContain(name)
    expect(page.markup).toContain("第 1 页，共 3 页")
    expect(page.markup).toContain('href="/employees?page=2"')
    // The data block holds the page, not the list: the 13th employee is in neither.
    expect(page.data).not.toContain(names[12])
    expect(page.markup).not.toContain(names[12])
  })

  test("a middle page in Chinese: its own canonical, prev and next, the number in its title", async () => {
    const page = await get("/employees?page=2")
    expect(page.status).toBe(200)
    expect(page.link("canonical")).toBe(`${server.url}/employees?page=2`)
    expect(page.link("prev")).toBe(`${server.url}/employees`)
    expect(page.link("next")).toBe(`${server.url}/employees?page=3`)
    expect(page.title).toMatch(/^数字员工（第 2 页） \| /)
    expect(page.markup).toContain("第 2 页，共 3 页")
    for (const name of names.slice(12, 24)) expect(page.markup).toContain(name)
    for (const name of [names[0], names[11], names[24]]) {
      expect(page.markup).not.toContain(name)
      expect(page.data).not.toContain(name)
    }
    expect(page.data).toContain('"total":30')
  })

  test("the last page in English: prev but no next, the English title and pager, hreflang to both", async () => {
    const page = await get("/en/employees?page=3")
    expect(page.status).toBe(200)
    expect(page.link("canonical")).toBe(`${server.url}/en/employees?page=3`)
    expect(page.link("prev")).toBe(`${server.url}/en/employees?page=2`)
    expect(page.link("next")).toBeUndefined()
    expect(page.title).toMatch(/^Digital employees, page 3 \| /)
    expect(page.markup).toContain("Page 3 of 3")
    expect(page.markup).toContain('href="/en/employees?page=2"')
    expect(page.link('alternate" hreflang="zh-CN')).toBe(`${server.url}/employees?page=3`)
    expect(page.link('alternate" hreflang="en')).toBe(`${server.url}/en/employees?page=3`)
    const english = await get("/en/employees?page=2")
    expect(english.link("prev")).toBe(`${server.url}/en/employees`)
    expect(english.link("next")).toBe(`${server.url}/en/employees?page=3`)
  })

  test("page 1 and values that name no page redirect (301) to the bare address, in both languages", async () => {
    for (const value of ["1", "0", "-1", "abc", "2.5", "", "1234567890123456"])
      for (const path of ["/employees", "/en/employees", "/blog"]) {
        const page = await get(`${path}?page=${encodeURIComponent(value)}`)
        expect(page.status, `${path}?page=${value}`).toBe(301)
        expect(page.location, `${path}?page=${value}`).toBe(path)
      }
    expect((await get("/employees?page=2&page=3")).status).toBe(301)
  })

  test("a page past the last answers 404 with the not-found page, in both languages", async () => {
    for (const path of [
      "/employees?page=4",
      "/en/employees?page=4",
      "/employees?page=99999",
      "/blog?page=2",
      "/en/teams?page=2",
    ]) {
      const page = await get(path)
      expect(page.status, path).toBe(404)
      expect(page.markup, path).toContain('data-testid="not-found"')
      expect(page.link("canonical"), path).toBeUndefined()
    }
  })

  test("the home page's data block holds the rows its blocks show, not every row", async () => {
    const home = await get("/")
    expect(home.status).toBe(200)
    const data = JSON.parse(home.data) as Record<string, { data?: Array<{ name: string }> }>
    expect(Object.keys(data)).not.toContain("employees")
    expect(data["employees:first:3"]?.data?.map((row) => row.name)).toEqual(names.slice(0, 3))
    // The first page of the list likewise: its twelve rows and the count.
    const list = JSON.parse((await get("/employees")).data) as Record<
      string,
      { data?: { rows: unknown[]; total: number } }
    >
    expect(list["employees:pages:1-1"]?.data?.rows).toHaveLength(12)
    expect(list["employees:pages:1-1"]?.data?.total).toBe(30)
  })

  test("the rows a list page or the home carries are cards: no post body, no other long text", async () => {
    const rowsOf = async (path: string, key: string, entity: "employees" | "blogPosts") => {
      const data = JSON.parse((await get(path)).data) as Record<
        string,
        { data?: Array<Record<string, unknown>> | { rows: Array<Record<string, unknown>> } }
      >
      const answer = data[key]?.data
      const rows = Array.isArray(answer) ? answer : (answer?.rows ?? [])
      expect(rows.length, `${path} ${key}`).toBeGreaterThan(0)
      for (const row of rows) {
        expect(Object.keys(row).filter((name) => detailOnlyFields[entity].includes(name))).toEqual([])
        expect(row).not.toHaveProperty("partial")
      }
      return rows
    }
    const posts = await rowsOf("/blog", "posts:pages:1-1", "blogPosts")
    expect(posts[0]).toHaveProperty("summary")
    await rowsOf("/en/blog", "posts:pages:1-1", "blogPosts")
    await rowsOf("/employees", "employees:pages:1-1", "employees")
    await rowsOf("/", "employees:first:3", "employees")
    // The record's own page still carries its whole row: the body is read there.
    const post = await get(`/blog/${String(posts[0]?.id)}`)
    expect(post.data).toContain('"content":')
  })
})
