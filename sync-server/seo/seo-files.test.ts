/**
 * /robots.txt, /sitemap.xml and the Atom feeds over real HTTP, on the demo content (which has drafts):
 * the formats checked structurally on a strict XML reading, every public page listed in both
 * languages, no draft anywhere, and an edit in the back office in the very next answer.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type Json, apiClient, samplePost, sampleEmployee } from "../test-support/client.ts"
import { atomFeedProblems, atomNamespace } from "../test-support/seo/format-checks.ts"
import { readSitemap } from "../test-support/seo/sitemap-reader.ts"
import { type SeoTestServer, startSeoTestServer } from "../test-support/seo/seo-test-server.ts"
import { attributeOf, childElements, readXml, textOf } from "../test-support/seo/xml-reader.ts"

let server: SeoTestServer
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startSeoTestServer({ demoContent: true })
  api = apiClient(server.url)
})
afterAll(() => server.stop())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers })
  return { response, text: await response.text() }
}

/** Every <url> of the sitemap's parts, with its lastmod and its alternates by hreflang. */
const sitemapEntries = async () => {
  const sitemap = await readSitemap(server.url)
  expect(sitemap.problems).toEqual([])
  return sitemap.urls
}

/** The feed's entries: id, title, link, summary and content as a reader gets them. */
const feedEntries = async (path: string) => {
  const { text } = await get(path)
  expect(atomFeedProblems(text)).toEqual([])
  const feed = readXml(text)
  return {
    feed,
    entries: childElements(feed, atomNamespace, "entry").map((entry) => {
      const field = (name: string) => {
        const [element] = childElements(entry, atomNamespace, name)
        return element === undefined ? undefined : textOf(element)
      }
      const [link] = childElements(entry, atomNamespace, "link")
      return {
        id: field("id"),
        title: field("title"),
        summary: field("summary"),
        content: field("content"),
        href: link && attributeOf(link, "href"),
      }
    }),
  }
}

const published = async (): Promise<Json[]> => (await api.get("/api/blog-posts?published=true")).body
const drafts = async (): Promise<Json[]> =>
  ((await api.get("/api/blog-posts", { cookie: server.cookie })).body as Json[]).filter(
    (post) => !post.isPublished,
  )

describe("robots.txt", () => {
  test("keeps crawlers out of the back office and the API, and names the sitemap by its absolute URL", async () => {
    const { response, text } = await get("/robots.txt")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const lines = text.split("\n")
    expect(lines).toContain("User-agent: *")
    expect(lines).toContain("Disallow: /systemadmin")
    expect(lines).toContain("Disallow: /api/")
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`)
  })
})

describe("the sitemap", () => {
  test("is a sitemaps.org index and parts served as XML, revalidated by ETag; a part past the last is 404", async () => {
    const { parts } = await readSitemap(server.url)
    // The demo: the site's own pages, then each section's one part (fewer than 500 records each).
    expect(parts.map((part) => new URL(part.loc).pathname)).toEqual([
      "/sitemap-pages.xml",
      "/sitemap-employees-1.xml",
      "/sitemap-teams-1.xml",
      "/sitemap-projects-1.xml",
      "/sitemap-tools-1.xml",
      "/sitemap-blog-1.xml",
    ])
    for (const path of ["/sitemap.xml", "/sitemap-pages.xml", "/sitemap-blog-1.xml"]) {
      const { response } = await get(path)
      expect(response.headers.get("content-type"), path).toBe("application/xml; charset=utf-8")
      expect(response.headers.get("cache-control"), path).toBe("no-cache")
      const etag = response.headers.get("etag") ?? ""
      expect(etag, path).not.toBe("")
      const again = await fetch(`${server.url}${path}`, { headers: { "If-None-Match": etag } })
      expect(again.status, path).toBe(304)
    }
    for (const path of [
      "/sitemap-blog-2.xml",
      "/sitemap-blog-0.xml",
      "/sitemap-drafts-1.xml",
      "/sitemap-blog.xml",
    ])
      expect((await get(path)).response.status, path).toBe(404)
  })

  test("lists every public page in both languages, each with its zh-CN, en and x-default alternates", async () => {
    const entries = await sitemapEntries()
    const locs = entries.map((entry) => entry.loc)
    const bare = [
      "/",
      "/employees",
      "/teams",
      "/projects",
      "/tools",
      "/blog",
      "/collaboration",
      "/contact",
      "/about",
      "/privacy",
      "/terms",
    ]
    for (const [list, api_] of [
      ["/employees", "/api/employees"],
      ["/teams", "/api/teams"],
      ["/projects", "/api/projects"],
      ["/tools", "/api/tools"],
      ["/blog", "/api/blog-posts?published=true"],
    ] as const)
      for (const row of (await api.get(api_)).body as Json[]) bare.push(`${list}/${row.id}`)
    const english = (path: string) => (path === "/" ? "/en" : `/en${path}`)
    const expected = bare.flatMap((path) => [`${server.url}${path}`, `${server.url}${english(path)}`])
    expect([...locs].sort()).toEqual([...expected].sort())
    for (const entry of entries) {
      const path = new URL(entry.loc).pathname
      const chinese = path === "/en" ? "/" : path.replace(/^\/en\//, "/")
      expect(entry.alternates).toEqual({
        "zh-CN": `${server.url}${chinese}`,
        en: `${server.url}${english(chinese)}`,
        "x-default": `${server.url}${chinese}`,
      })
    }
  })

  test("dates each record's page by its updatedAt", async () => {
    const employee = ((await api.get("/api/employees")).body as Json[])[0]
    const entries = await sitemapEntries()
    for (const loc of [`${server.url}/employees/${employee.id}`, `${server.url}/en/employees/${employee.id}`])
      expect(entries.find((entry) => entry.loc === loc)?.lastmod).toBe(employee.updatedAt)
  })

  test("holds no draft", async () => {
    const draftIds = (await drafts()).map((post) => post.id)
    expect(draftIds.length).toBeGreaterThan(0)
    const locs = (await sitemapEntries()).map((entry) => entry.loc)
    for (const id of draftIds) {
      expect(locs).not.toContain(`${server.url}/blog/${id}`)
      expect(locs).not.toContain(`${server.url}/en/blog/${id}`)
    }
  })
})

describe("the Atom feeds", () => {
  test("are Atom documents with the published posts, newest first, in their language", async () => {
    const posts = await published()
    const zh = await feedEntries("/feed.xml")
    const en = await feedEntries("/en/feed.xml")
    expect(zh.entries.map((entry) => entry.id)).toEqual(posts.map((post) => `${server.url}/blog/${post.id}`))
    expect(en.entries.map((entry) => entry.id)).toEqual(
      posts.map((post) => `${server.url}/en/blog/${post.id}`),
    )
    expect(zh.entries.map((entry) => entry.title)).toEqual(posts.map((post) => post.title))
    expect(en.entries.map((entry) => entry.title)).toEqual(
      posts.map((post) => (post.titleEn === undefined || post.titleEn === "" ? post.title : post.titleEn)),
    )
    expect(zh.entries.map((entry) => entry.href)).toEqual(zh.entries.map((entry) => entry.id))
    expect(attributeOf(zh.feed, "lang", "http://www.w3.org/XML/1998/namespace")).toBe("zh-CN")
    expect(attributeOf(en.feed, "lang", "http://www.w3.org/XML/1998/namespace")).toBe("en")
    // The post body goes along as HTML (rendered from its Markdown).
    expect(zh.entries[0]?.content).toMatch(/^<(p|h\d|ul|ol|blockquote)>/)
  })

  test("are served as Atom, revalidated by ETag, compressed for clients that accept it", async () => {
    const plain = await get("/feed.xml")
    expect(plain.response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8")
    const gzip = await fetch(`${server.url}/feed.xml`, { headers: { "Accept-Encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(await gzip.text()).toBe(plain.text)
    const etag = plain.response.headers.get("etag") ?? ""
    expect((await fetch(`${server.url}/feed.xml`, { headers: { "If-None-Match": etag } })).status).toBe(304)
  })

  test("hold no draft: neither its address nor its title", async () => {
    const hidden = await drafts()
    for (const path of ["/feed.xml", "/en/feed.xml"]) {
      const { text } = await get(path)
      for (const draft of hidden) {
        expect(text).not.toContain(`/blog/${draft.id}<`)
        expect(text).not.toContain(draft.title)
        if (draft.titleEn) expect(text).not.toContain(draft.titleEn)
      }
    }
  })
})

describe("an edit in the back office", () => {
  const ids = async (path: string) => (await feedEntries(path)).entries.map((entry) => entry.id)
  const locs = async () => (await sitemapEntries()).map((entry) => entry.loc)

  test("create, publish, rename, unpublish and delete a post: the sitemap and the feeds follow at once", async () => {
    const title = `SEO 新文章 ${Date.now()}`
    const created = await api.post("/api/blog-posts", { cookie: server.cookie, body: samplePost(title) })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const zhUrl = `${server.url}/blog/${id}`
    const enUrl = `${server.url}/en/blog/${id}`
    // A new post is a draft.
    expect(await ids("/feed.xml")).not.toContain(zhUrl)
    expect(await locs()).not.toContain(zhUrl)
    expect((await get("/feed.xml")).text).not.toContain(title)

    await api.patch(`/api/blog-posts/${id}/publish`, { cookie: server.cookie, body: { isPublished: true } })
    expect(await ids("/feed.xml")).toContain(zhUrl)
    expect(await ids("/en/feed.xml")).toContain(enUrl)
    expect(await locs()).toEqual(expect.arrayContaining([zhUrl, enUrl]))

    const renamed = `${title}（已改名）`
    await api.patch(`/api/blog-posts/${id}`, { cookie: server.cookie, body: { title: renamed } })
    const entry = (await feedEntries("/feed.xml")).entries.find((e) => e.id === zhUrl)
    expect(entry?.title).toBe(renamed)

    await api.patch(`/api/blog-posts/${id}/publish`, { cookie: server.cookie, body: { isPublished: false } })
    expect(await ids("/feed.xml")).not.toContain(zhUrl)
    expect(await ids("/en/feed.xml")).not.toContain(enUrl)
    expect(await locs()).not.toContain(zhUrl)
    expect((await get("/feed.xml")).text).not.toContain(renamed)

    await api.patch(`/api/blog-posts/${id}/publish`, { cookie: server.cookie, body: { isPublished: true } })
    expect(await ids("/feed.xml")).toContain(zhUrl)
    await api.delete(`/api/blog-posts/${id}`, { cookie: server.cookie })
    expect(await ids("/feed.xml")).not.toContain(zhUrl)
    expect(await locs()).not.toContain(enUrl)
  })

  test("a new, renamed, deactivated employee: its pages and dates in the sitemap follow at once", async () => {
    const created = await api.post("/api/employees", {
      cookie: server.cookie,
      body: sampleEmployee(`SEO 员工 ${Date.now()}`),
    })
    const id = created.body.id as number
    const loc = `${server.url}/employees/${id}`
    expect((await sitemapEntries()).find((entry) => entry.loc === loc)?.lastmod).toBe(created.body.updatedAt)
    // Timestamps are to the millisecond: the rename is a later one.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const renamed = await api.patch(`/api/employees/${id}`, {
      cookie: server.cookie,
      body: { name: "SEO 改名员工" },
    })
    expect(renamed.body.updatedAt).not.toBe(created.body.updatedAt)
    expect((await sitemapEntries()).find((entry) => entry.loc === loc)?.lastmod).toBe(renamed.body.updatedAt)
    await api.patch(`/api/employees/${id}`, { cookie: server.cookie, body: { isActive: false } })
    expect(await locs()).not.toContain(loc)
    await api.delete(`/api/employees/${id}`, { cookie: server.cookie })
    expect(await locs()).not.toContain(loc)
  })

  test("an ETag from before the edit is not answered 304", async () => {
    const before = (await get("/feed.xml")).response.headers.get("etag") ?? ""
    const created = await api.post("/api/blog-posts", {
      cookie: server.cookie,
      body: samplePost("SEO 缓存测试"),
    })
    await api.patch(`/api/blog-posts/${created.body.id}/publish`, {
      cookie: server.cookie,
      body: { isPublished: true },
    })
    const after = await fetch(`${server.url}/feed.xml`, { headers: { "If-None-Match": before } })
    expect(after.status).toBe(200)
    expect(after.headers.get("etag")).not.toBe(before)
    await api.delete(`/api/blog-posts/${created.body.id}`, { cookie: server.cookie })
  })
})

describe("hostile text", () => {
  test("a post titled with markup and quotes stays text in the feed, and the feed stays well-formed", async () => {
    const hostile = `</title></entry><script>alert("x")</script> & 'q' <b> ]]> \u0001`
    const created = await api.post("/api/blog-posts", {
      cookie: server.cookie,
      body: {
        ...samplePost(hostile),
        summary: `<img src=x onerror=alert(1)> "&amp;"`,
        content:
          "<script>alert(2)</script>\n\n正文 [a link](//evil.example/x) ![a picture](//evil.example/p.png)",
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    await api.patch(`/api/blog-posts/${id}/publish`, { cookie: server.cookie, body: { isPublished: true } })
    try {
      const entry = (await feedEntries("/feed.xml")).entries.find((e) => e.id === `${server.url}/blog/${id}`)
      // XML cannot carry U+0001 at all: it is left out; everything else reads back as typed.
      expect(entry?.title).toBe(hostile.replace("\u0001", ""))
      expect(entry?.summary).toBe(`<img src=x onerror=alert(1)> "&amp;"`)
      // The Markdown renderer escapes raw HTML: the body carries it as text, not as a script element.
      expect(entry?.content).toContain("&lt;script&gt;alert(2)&lt;/script&gt;")
      expect(entry?.content).not.toContain("<script>")
      // A protocol-relative address (another site: the URL rule refuses it) is refused, as on the page:
      // the link and the picture are drawn as their text.
      expect(entry?.content).toContain("a link")
      expect(entry?.content).toContain("a picture")
      expect(entry?.content).not.toMatch(/<a href=""|<img src=""/)
      expect(entry?.content).not.toContain("evil.example")
    } finally {
      await api.delete(`/api/blog-posts/${id}`, { cookie: server.cookie })
    }
  })
})
