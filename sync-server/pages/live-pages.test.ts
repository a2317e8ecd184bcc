/**
 * Live pages (issue 25), over real HTTP with the real build (built-app.ts) and a real database (SQLite
 * here, PostgreSQL under `npm run test:pg`): what a client that runs no script receives for every
 * public address, after edits of every kind through the API, and the status of addresses with no page.
 */
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { builtAppDir } from "../test-support/built-app.ts"
import { type Json, apiClient, sampleCollaboration, sampleEmployee } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"

let server: TestServer
let cookie: string
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, staticDir: builtAppDir })
  api = apiClient(server.url)
  cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(async () => {
  await server.stop()
})

interface Page {
  readonly status: number
  readonly html: string
  /** The markup inside #root: what a reader sees before any script runs. */
  readonly markup: string
  readonly headers: Headers
}

const page = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
  const response = await fetch(`${server.url}${path}`, { headers })
  const html = await response.text()
  const markup = /<div id="root"[^>]*>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? ""
  return { status: response.status, html, markup, headers: response.headers }
}

/** PATCH `path` (the record's own address, or `recordPath`'s record for an action such as publish). */
const edit = async (path: string, changes: Record<string, unknown>, recordPath = path): Promise<Json> => {
  const current = await api.get(recordPath, { cookie })
  expect(current.status, recordPath).toBe(200)
  const answer = await api.patch(path, {
    cookie,
    body: changes,
    headers: { "If-Match": String((current.body as { version: number }).version) },
  })
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body
}

/** A record's field as the page's data block carries it: `"name":"智能客服专员"`. */
const carried = (field: string, value: string) => `${JSON.stringify(field)}:${JSON.stringify(value)}`

const publicRoutes = ["/", "/employees", "/teams", "/projects", "/tools", "/blog"]
const staticRoutes = ["/collaboration", "/contact", "/about", "/privacy", "/terms"]
const inEnglish = (path: string) => (path === "/" ? "/en" : `/en${path}`)

describe("every public page is rendered by the server", () => {
  test("lists, pages and one record of each kind, in both languages: the content before any script", async () => {
    const firstOf = async (list: string) => ((await api.get(list)).body as Array<{ id: number }>)[0]?.id
    const details = [
      `/employees/${await firstOf("/api/employees")}`,
      `/teams/${await firstOf("/api/teams")}`,
      `/projects/${await firstOf("/api/projects")}`,
      `/tools/${await firstOf("/api/tools")}`,
      `/blog/${await firstOf("/api/blog-posts?published=true")}`,
    ]
    for (const path of [...publicRoutes, ...staticRoutes, ...details]) {
      for (const [address, language] of [
        [path, "zh-CN"],
        [inEnglish(path), "en"],
      ] as const) {
        const { status, html, markup } = await page(address)
        expect(status, address).toBe(200)
        expect(html, address).toContain(`<html lang="${language}"`)
        expect(html, address).toContain(`<div id="root" data-prerendered="${language}">`)
        expect(markup, address).toMatch(/<main[^>]*>[\s\S]*<h1[\s>]/)
        // Settled content: no loading skeleton, and the footer is there.
        expect(markup, address).not.toContain('aria-busy="true"')
        expect(markup, address).toContain("<footer")
      }
    }
  })

  test("the page says its language: the English page is in English, the Chinese page in Chinese", async () => {
    expect((await page("/en/employees")).markup).toContain("Digital Employees")
    expect((await page("/employees")).markup).toContain("数字员工")
    expect((await page("/employees")).markup).not.toContain("Digital Employees")
  })
})

describe("an edit shows in the next page the server sends, in both languages", () => {
  /**
   * The record's old field values are nowhere in its pages' data (other records' texts may quote
   * them, so the markup is checked for the new ones only), and its page's title is the new one.
   */
  const checkRecordPages = async (list: string, detail: string, field: string, before: string[]) => {
    for (const path of [list, inEnglish(list), detail, inEnglish(detail)]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      for (const text of before)
        expect(html, `${path} no longer carries "${text}"`).not.toContain(carried(field, text))
    }
  }

  test.each([
    ["employees", "/api/employees", "/employees"],
    ["teams", "/api/teams", "/teams"],
    ["projects", "/api/projects", "/projects"],
    ["tools", "/api/tools", "/tools"],
  ])("a renamed %s record", async (_kind, apiPath, route) => {
    const [first] = (await api.get(apiPath)).body as Array<{ id: number; name: string; nameEn: string }>
    if (first === undefined) throw new Error(`no ${apiPath} in the demo content`)
    // Seen once before the edit, so a kept page would be the old one.
    expect((await page(`${route}/${first.id}`)).markup).toContain(first.name)
    await edit(`${apiPath}/${first.id}`, { name: `新名字 ${route}`, nameEn: `New name ${route}` })
    const detail = `${route}/${first.id}`
    // Chinese pages show the Chinese name, English pages the English one; the old names are gone.
    expect((await page(route)).markup).toContain(`新名字 ${route}`)
    expect((await page(inEnglish(route))).markup).toContain(`New name ${route}`)
    expect((await page(detail)).html).toContain(`<title>新名字 ${route} |`)
    expect((await page(inEnglish(detail))).html).toContain(`<title>New name ${route} |`)
    expect((await page(detail)).markup).toMatch(new RegExp(`<h1[^>]*>(<span>)?新名字 ${route}<`))
    await checkRecordPages(route, detail, "name", [first.name])
    await checkRecordPages(route, detail, "nameEn", [first.nameEn])
  })

  test("a retitled post, in the list and on its page", async () => {
    const [post] = (await api.get("/api/blog-posts?published=true")).body as Array<{
      id: number
      title: string
      titleEn: string
    }>
    if (post === undefined) throw new Error("no published post in the demo content")
    await edit(`/api/blog-posts/${post.id}`, { title: "改过的标题", titleEn: "A retitled post" })
    expect((await page("/blog")).markup).toContain("改过的标题")
    expect((await page(`/blog/${post.id}`)).markup).toContain("改过的标题")
    expect((await page("/en/blog")).markup).toContain("A retitled post")
    expect((await page(`/en/blog/${post.id}`)).markup).toContain("A retitled post")
    await checkRecordPages("/blog", `/blog/${post.id}`, "title", [post.title])
    await checkRecordPages("/blog", `/blog/${post.id}`, "titleEn", [post.titleEn])
  })

  test("the settings: the site's name on every page, in both languages", async () => {
    await edit("/api/settings", { siteName: "新站点名称", siteNameEn: "Renamed Site" })
    for (const path of ["/", "/about", "/employees"]) {
      expect((await page(path)).markup, path).toContain("新站点名称")
      expect((await page(inEnglish(path))).markup, path).toContain("Renamed Site")
    }
  })

  test("a new record is on its list and has its page; a deleted one has neither", async () => {
    const created = await api.post("/api/employees", { cookie, body: sampleEmployee("新来的员工") })
    expect(created.status).toBe(201)
    const id = (created.body as { id: number; version: number }).id
    expect((await page("/employees")).markup).toContain("新来的员工")
    expect((await page(`/employees/${id}`)).status).toBe(200)
    const deleted = await api.delete(`/api/employees/${id}`, {
      cookie,
      headers: { "If-Match": String((created.body as { version: number }).version) },
    })
    expect(deleted.status).toBe(200)
    expect((await page("/employees")).html).not.toContain("新来的员工")
    expect((await page(`/employees/${id}`)).status).toBe(404)
    expect((await page(`/en/employees/${id}`)).status).toBe(404)
  })

  test("an unpublished post leaves the blog and its page answers 404; published again, it is back", async () => {
    const [post] = (await api.get("/api/blog-posts?published=true")).body as Array<{
      id: number
      title: string
    }>
    if (post === undefined) throw new Error("no published post in the demo content")
    expect((await page(`/blog/${post.id}`)).status).toBe(200)
    await edit(`/api/blog-posts/${post.id}/publish`, { isPublished: false }, `/api/blog-posts/${post.id}`)
    const draft = await page(`/blog/${post.id}`)
    expect(draft.status).toBe(404)
    // Nothing of the draft is in its page, nor in the list.
    expect(draft.html).not.toContain(post.title)
    expect((await page("/blog")).html).not.toContain(post.title)
    expect((await page(`/en/blog/${post.id}`)).status).toBe(404)
    await edit(`/api/blog-posts/${post.id}/publish`, { isPublished: true }, `/api/blog-posts/${post.id}`)
    expect((await page(`/blog/${post.id}`)).status).toBe(200)
    expect((await page("/blog")).markup).toContain(post.title)
  })

  test("a deactivated record answers 404 and leaves its list", async () => {
    const [tool] = (await api.get("/api/tools")).body as Array<{ id: number; name: string }>
    if (tool === undefined) throw new Error("no tool in the demo content")
    await edit(`/api/tools/${tool.id}`, { isActive: false })
    expect((await page(`/tools/${tool.id}`)).status).toBe(404)
    expect((await page("/tools")).html).not.toContain(carried("name", tool.name))
    await edit(`/api/tools/${tool.id}`, { isActive: true })
    expect((await page(`/tools/${tool.id}`)).status).toBe(200)
  })
})

describe("addresses with no page answer 404", () => {
  test.each([
    ["/no-such-page", "zh-CN"],
    ["/en/no-such-page", "en"],
    ["/employees/99999999", "zh-CN"],
    ["/en/teams/99999999", "en"],
    // Beyond the id columns (PostgreSQL's integer): no record can have it, the database is not asked.
    ["/employees/2147483648", "zh-CN"],
    ["/en/blog/999999999999999", "en"],
    ["/employees/0123", "zh-CN"],
    ["/blog/abc", "zh-CN"],
    ["/en/blog/abc", "en"],
    ["/employees/1/more", "zh-CN"],
  ])("%s: 404, the not-found page in its language, noindex", async (path, language) => {
    const { status, html, markup } = await page(path)
    expect(status).toBe(404)
    expect(html).toContain(`<html lang="${language}"`)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(markup).toMatch(language === "en" ? /not found|Not Found|Invalid/ : /未找到|不存在|无效/)
    expect(markup).toContain("<footer")
  })

  test("the build's own files are not reachable at their addresses", async () => {
    for (const path of [
      "/prerendered/blog/1.html",
      "/prerendered/stamp.txt",
      "/ssr/render-page.mjs",
      "/.vite/manifest.json",
      "/ssr/../ssr/render-page.mjs",
      "/%2e%2e/package.json",
    ]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).not.toContain("renderPage")
      expect(html, path).not.toContain('"isEntry"')
    }
  })
})

describe("pages are kept, and never older than the database", () => {
  test("the same page twice has one ETag, and a revalidation is answered 304", async () => {
    const first = await page("/teams", { "accept-encoding": "br" })
    const second = await page("/teams", { "accept-encoding": "br" })
    expect(first.headers.get("content-encoding")).toBe("br")
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"))
    const revalidated = await fetch(`${server.url}/teams`, {
      headers: { "accept-encoding": "br", "if-none-match": first.headers.get("etag") ?? "" },
    })
    expect(revalidated.status).toBe(304)
    expect(first.headers.get("cache-control")).toBe("no-cache")
  })

  test("a collaboration request (never on a public page) keeps every page; a public edit changes it", async () => {
    const before = (await page("/about")).headers.get("etag")
    expect((await api.post("/api/collaborations", { body: sampleCollaboration() })).status).toBe(201)
    expect((await page("/about")).headers.get("etag")).toBe(before)
    await edit("/api/settings", { siteTagline: "一句新的口号" })
    expect((await page("/about")).headers.get("etag")).not.toBe(before)
  })

  test("a page says the change log's seq its content is as of, which a device's pull reaches", async () => {
    /** The seq in the page's data block (prerendered-data.ts's pageCursorKey). */
    const seqOf = (html: string) =>
      Number(
        /<script type="application\/json" id="prerendered-data">[^<]*"sync:cursor":(\d+)/.exec(html)?.[1],
      )
    await edit("/api/settings", { siteTagline: "又一句新的口号" })
    const feed = (await api.get("/api/sync?cursor=0")).body as { cursor: number; more: boolean }
    const seq = seqOf((await page("/en/about")).html)
    // Every change up to the feed's cursor is in the page: the anonymous feed reads from the same log.
    expect(feed.more).toBe(false)
    expect(seq).toBe(feed.cursor)
    await edit("/api/settings", { siteTagline: "第三句新的口号" })
    expect(seqOf((await page("/en/about")).html)).toBeGreaterThan(seq)
  })

  test("every inline script of a page is allowed by the Content-Security-Policy it is sent with", async () => {
    for (const path of ["/", "/en/blog", "/no-such-page"]) {
      const response = await fetch(`${server.url}${path}`)
      const policy = response.headers.get("content-security-policy") ?? ""
      const html = await response.text()
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/type="application\/(json|ld\+json)"/.test(match[1] ?? ""))
        .map((match) => match[2] ?? "")
      expect(inline.length, path).toBeGreaterThan(0)
      for (const script of inline) {
        const hash = createHash("sha256").update(script).digest("base64")
        expect(policy, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${hash}'`)
      }
      expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain("unsafe-inline")
    }
  })
})
