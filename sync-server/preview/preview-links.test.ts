/**
 * Draft preview links (issue 31, items 2 and 5) over HTTP on the real server with the real build, on
 * SQLite and (npm run test:pg) PostgreSQL, the server's clock set by the test: a link is made for a
 * draft, listed, and opens the page as it will look in both languages, for a visitor with no session,
 * with its banner and headers; after it was opened the draft is still in no sitemap, feed, public list
 * or anonymous sync feed; an expired, revoked, tampered, malformed or deleted record's link answers the
 * same 404 not-found page; bad input is a 400 and changes nothing; signed out 401, a viewer 403.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { createAccount } from "../test-support/accounts.ts"
import { builtAppDir } from "../test-support/built-app.ts"
import { type Json, apiClient, samplePost, sampleProject, sampleTool } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

const dayMs = 24 * 60 * 60 * 1000
const clock = { now: Date.parse("2026-12-04T09:00:00Z") }
let server: TestServer
let cookie: string
const api = () => apiClient(server.url)

beforeAll(async () => {
  server = await startTestServerWith({ staticDir: builtAppDir }, { now: () => clock.now })
  cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(() => server.stop())

/** An anonymous visitor's GET (no cookie), as text. */
const visit = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const pathOf = (url: string): string => new URL(url).pathname

const draftPost = async (title: string): Promise<Json> => {
  const created = await api().post("/api/blog-posts", { cookie, body: samplePost(title) })
  expect(created.status).toBe(201)
  expect(created.body.isPublished).toBe(false)
  return created.body
}

const makeLink = async (entity: string, id: number): Promise<Json> => {
  const made = await api().post("/api/preview-links", { cookie, body: { entity, id } })
  expect(made.status).toBe(201)
  return made.body
}

describe("preview links", () => {
  test("a draft post's link opens its page in both languages, signed out, marked and never kept", async () => {
    const post = await draftPost("预览中的草稿")
    await api().patch(`/api/blog-posts/${post.id}`, { cookie, body: { titleEn: "A draft under review" } })
    const link = await makeLink("blogPosts", post.id)
    expect(link).toMatchObject({ entity: "blogPosts", recordId: post.id, madeBy: "admin" })
    expect(Date.parse(link.expiresAt) - clock.now).toBe(7 * dayMs)
    expect(pathOf(link.url)).toMatch(/^\/preview\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
    expect(pathOf(link.urlEn)).toBe(`/en${pathOf(link.url)}`)

    const listed = await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`, { cookie })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([
      {
        id: link.id,
        entity: "blogPosts",
        recordId: post.id,
        madeBy: "admin",
        madeAt: link.madeAt,
        expiresAt: link.expiresAt,
      },
    ])
    // The token is shown once: the list never gives it again.
    expect(JSON.stringify(listed.body)).not.toContain(pathOf(link.url).slice("/preview/".length))

    const chinese = await visit(pathOf(link.url))
    expect(chinese.status).toBe(200)
    expect(chinese.text).toContain("预览，尚未发布")
    expect(chinese.text).toContain("预览中的草稿")
    expect(chinese.text).toContain('<meta name="robots" content="noindex">')
    expect(chinese.text).not.toContain('rel="canonical"')
    // No app script: nothing would replace the preview with "not found" from a local database.
    expect(chinese.text).not.toMatch(/<script type="module"|modulepreload/)
    expect(chinese.headers.get("cache-control")).toBe("private, no-store")
    expect(chinese.headers.get("x-robots-tag")).toBe("noindex")
    expect(chinese.headers.get("referrer-policy")).toBe("no-referrer")

    const english = await visit(pathOf(link.urlEn))
    expect(english.status).toBe(200)
    expect(english.text).toContain("Preview — not published")
    expect(english.text).toContain("A draft under review")
    expect(english.text).toContain('<html lang="en"')

    // Opened twice: still in no public channel.
    const inPublic = [
      await visit("/sitemap.xml"),
      await visit("/feed.xml"),
      await visit("/en/feed.xml"),
      await visit("/api/blog-posts?published=true"),
      await visit("/api/sync?since=0"),
      await visit("/blog"),
      await visit("/en/blog"),
      await visit("/"),
    ]
    for (const answer of inPublic) {
      expect(answer.status).toBe(200)
      expect(answer.text).not.toContain("预览中的草稿")
      expect(answer.text).not.toContain("A draft under review")
      expect(answer.text).not.toContain(`/blog/${post.id}"`)
      expect(answer.text).not.toContain(`/blog/${post.id}<`)
    }
    // The sitemap's posts part: none on a site with no published post, else without the draft.
    const postsPart = await visit("/sitemap-blog-1.xml")
    expect(postsPart.status === 404 || !postsPart.text.includes(`/blog/${post.id}<`)).toBe(true)
    const feed = JSON.parse(inPublic[4]?.text ?? "{}") as Json
    // At most a deletion (what tells a device to drop a row it may hold), never the draft's content.
    const ofDraft = (feed.changes as Json[]).filter(
      (change) => change.entity === "blogPosts" && change.id === post.id,
    )
    expect(ofDraft.every((change) => change.op === "delete" && change.row === undefined)).toBe(true)
    // The public page of the draft itself is still the not-found page.
    expect((await visit(`/blog/${post.id}`)).status).toBe(404)
  })

  test("a draft project and an inactive tool open too", async () => {
    const inactive = async (path: string, body: object) => {
      const created = (await api().post(path, { cookie, body })).body as Json
      const patched = await api().patch(`${path}/${created.id}`, { cookie, body: { isActive: false } })
      expect(patched.status).toBe(200)
      return patched.body as Json
    }
    const project = await inactive("/api/projects", { ...sampleProject(), name: "保密项目" })
    const tool = await inactive("/api/tools", { ...sampleTool(), name: "未上线工具" })
    expect(project.isActive).toBe(false)
    expect(tool.isActive).toBe(false)
    const projectPage = await visit(pathOf((await makeLink("projects", project.id)).urlEn))
    expect(projectPage.status).toBe(200)
    expect(projectPage.text).toContain("Preview — not published")
    const toolPage = await visit(pathOf((await makeLink("tools", tool.id)).url))
    expect(toolPage.status).toBe(200)
    expect(toolPage.text).toContain("未上线工具")
    expect((await visit("/api/projects")).text).not.toContain("保密项目")
    expect((await visit("/tools")).text).not.toContain("未上线工具")
  })

  test("expired, revoked, tampered, malformed and deleted-record links all answer the same 404 page", async () => {
    const notFound = await visit("/preview/nothing-here")
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get("cache-control")).toBe("private, no-store")
    expect(notFound.text).toContain('<html lang="zh-CN"')
    expect(notFound.text).not.toContain("预览，尚未发布")
    const notFoundEn = await visit("/en/preview/nothing-here")
    expect(notFoundEn.status).toBe(404)
    expect(notFoundEn.text).toContain('<html lang="en"')
    const sameAsNotFound = async (path: string, language: "zh-CN" | "en" = "zh-CN") => {
      const answer = await visit(path)
      expect(answer.status).toBe(404)
      expect(answer.text).toBe(language === "en" ? notFoundEn.text : notFound.text)
    }

    const post = await draftPost("将被撤销")
    const link = await makeLink("blogPosts", post.id)
    const path = pathOf(link.url)
    const token = path.slice("/preview/".length)
    // Any changed character, in either part (the last one carries bits a lax decoder would drop).
    for (const at of [0, 10, 21, 23, 40, token.length - 1]) {
      const changed = token[at] === "A" ? "B" : "A"
      await sameAsNotFound(`/preview/${token.slice(0, at)}${changed}${token.slice(at + 1)}`)
    }
    await sameAsNotFound(`/preview/${token}x`)
    await sameAsNotFound(`/preview/${token.slice(0, 30)}`)
    await sameAsNotFound(`/preview/${encodeURIComponent("<script>")}`)
    await sameAsNotFound("/preview/%E0%A4%A")
    await sameAsNotFound(`/preview/${token.replace(".", "%2E")}`)
    expect((await visit(path)).status).toBe(200)

    const revoked = await api().delete(`/api/preview-links/${link.id}`, { cookie })
    expect(revoked.status).toBe(200)
    await sameAsNotFound(path)
    await sameAsNotFound(pathOf(link.urlEn), "en")
    expect((await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`, { cookie })).body).toEqual(
      [],
    )
    expect((await api().delete(`/api/preview-links/${link.id}`, { cookie })).status).toBe(200)
    expect((await api().delete("/api/preview-links/999999", { cookie })).status).toBe(404)

    const deleted = await draftPost("将被删除")
    const deletedLink = await makeLink("blogPosts", deleted.id)
    expect((await visit(pathOf(deletedLink.url))).status).toBe(200)
    expect((await api().delete(`/api/blog-posts/${deleted.id}`, { cookie })).status).toBe(200)
    await sameAsNotFound(pathOf(deletedLink.url))

    // Expiry by the server's clock: open until the seventh day ends, then gone from the list too.
    const expiring = await draftPost("七天后过期")
    const expiringLink = await makeLink("blogPosts", expiring.id)
    const before = clock.now
    try {
      clock.now = Date.parse(expiringLink.expiresAt) - 1000
      expect((await visit(pathOf(expiringLink.url))).status).toBe(200)
      clock.now = Date.parse(expiringLink.expiresAt)
      await sameAsNotFound(pathOf(expiringLink.url))
      expect(
        (await api().get(`/api/preview-links?entity=blogPosts&id=${expiring.id}`, { cookie })).body,
      ).toEqual([])
    } finally {
      clock.now = before
    }
  })

  test("bad input is refused in the person's language and makes no link", async () => {
    const post = await draftPost("输入检查")
    const english = { "Accept-Language": "en" }
    for (const body of [
      { entity: "employees", id: post.id },
      { entity: "blogPosts", id: "x" },
      { entity: "blogPosts" },
      {},
    ]) {
      const refused = await api().post("/api/preview-links", { cookie, body, headers: english })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/^Invalid/)
    }
    const chinese = await api().post("/api/preview-links", {
      cookie,
      body: { entity: "blogPosts", id: 999_999 },
    })
    expect(chinese.status).toBe(404)
    expect(chinese.body.message).toBe("文章不存在")
    expect((await api().get("/api/preview-links?entity=teams&id=1", { cookie })).status).toBe(400)
    expect((await api().get("/api/preview-links?entity=blogPosts&id=abc", { cookie })).status).toBe(400)
    expect((await api().delete("/api/preview-links/abc", { cookie })).status).toBe(400)
    expect((await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`, { cookie })).body).toEqual(
      [],
    )

    // The same Idempotency-Key makes one link, however often it is sent.
    const key = { "Idempotency-Key": "6f9619ff-8b86-4d11-b42d-00c04fc964ff" }
    const first = await api().post("/api/preview-links", {
      cookie,
      body: { entity: "blogPosts", id: post.id },
      headers: key,
    })
    const again = await api().post("/api/preview-links", {
      cookie,
      body: { entity: "blogPosts", id: post.id },
      headers: key,
    })
    expect(again.headers.get("idempotency-replayed")).toBe("true")
    expect(again.body).toEqual(first.body)
    expect(
      (await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`, { cookie })).body,
    ).toHaveLength(1)
  })

  test("signed out 401; a viewer sees the list but may not make or revoke (403); an editor may", async () => {
    const post = await draftPost("权限检查")
    const link = await makeLink("blogPosts", post.id)
    const body = { entity: "blogPosts", id: post.id }
    expect((await api().post("/api/preview-links", { body })).status).toBe(401)
    expect((await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`)).status).toBe(401)
    expect((await api().delete(`/api/preview-links/${link.id}`)).status).toBe(401)

    const admin = { server, api: api(), cookie }
    const viewer = await createAccount(admin, "viewer")
    expect((await api().post("/api/preview-links", { cookie: viewer.cookie, body })).status).toBe(403)
    expect((await api().delete(`/api/preview-links/${link.id}`, { cookie: viewer.cookie })).status).toBe(403)
    const seen = await api().get(`/api/preview-links?entity=blogPosts&id=${post.id}`, {
      cookie: viewer.cookie,
    })
    expect(seen.status).toBe(200)
    expect(seen.body).toHaveLength(1)

    const editor = await createAccount(admin, "editor")
    const made = await api().post("/api/preview-links", { cookie: editor.cookie, body })
    expect(made.status).toBe(201)
    expect(made.body.madeBy).toBe(editor.username)
    expect((await api().delete(`/api/preview-links/${link.id}`, { cookie: editor.cookie })).status).toBe(200)
    expect((await visit(pathOf(link.url))).status).toBe(404)
  })
})
