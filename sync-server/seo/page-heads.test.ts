/**
 * The heads of the pages the server sends, over real HTTP on the demo content: every public page in
 * both languages has its title, description, canonical URL, hreflang alternates, Open Graph and
 * Twitter card tags and JSON-LD; unknown ids and drafts say nothing of a record; hostile titles stay
 * text; an edit in the back office is in the next page sent.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { builtAppDir } from "../test-support/built-app.ts"
import { toolImageFor } from "../../schema/tool-images.ts"
import { type Json, apiClient, sampleEmployee, samplePost, sampleTool } from "../test-support/client.ts"
import {
  type HeadReading,
  alternatesOf,
  canonicalOf,
  metaOf,
  readHead,
} from "../test-support/seo/head-reader.ts"
import { type SeoTestServer, startSeoTestServer } from "../test-support/seo/seo-test-server.ts"

let server: SeoTestServer
let api: ReturnType<typeof apiClient>
let site: { zh: string; en: string }

beforeAll(async () => {
  server = await startSeoTestServer({ demoContent: true })
  api = apiClient(server.url)
  const settings = (await api.get("/api/settings")).body as Json
  site = { zh: settings.siteName, en: settings.siteNameEn || settings.siteName }
})
afterAll(() => server.stop())

const page = async (path: string): Promise<HeadReading & { status: number; html: string; etag: string }> => {
  const response = await fetch(`${server.url}${path}`)
  const html = await response.text()
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
  return { ...readHead(html), status: response.status, html, etag: response.headers.get("etag") ?? "" }
}

const english = (path: string) => (path === "/" ? "/en" : `/en${path}`)
const firstId = async (apiPath: string): Promise<number> => ((await api.get(apiPath)).body as Json[])[0].id

/** The tags every indexable page has, whatever it shows. */
const expectIndexableHead = (head: HeadReading, path: string, language: "zh-CN" | "en") => {
  const chinese = language === "en" ? (path === "/en" ? "/" : path.slice(3)) : path
  const url = `${server.url}${path}`
  expect(head.htmlLang).toBe(language)
  expect(canonicalOf(head)).toBe(url)
  expect(alternatesOf(head)).toEqual({
    "zh-CN": `${server.url}${chinese}`,
    en: `${server.url}${english(chinese)}`,
    "x-default": `${server.url}${chinese}`,
  })
  expect(metaOf(head, "robots")).toBeUndefined()
  expect(metaOf(head, "description")?.length).toBeGreaterThan(0)
  expect(metaOf(head, "description")?.length).toBeLessThanOrEqual(160)
  expect(metaOf(head, "og:title")).toBe(head.title)
  expect(metaOf(head, "og:description")).toBe(metaOf(head, "description"))
  expect(metaOf(head, "og:url")).toBe(url)
  expect(metaOf(head, "og:image")).toMatch(new RegExp(`^${server.url}/`))
  expect(metaOf(head, "og:locale")).toBe(language === "en" ? "en_US" : "zh_CN")
  expect(metaOf(head, "og:locale:alternate")).toBe(language === "en" ? "zh_CN" : "en_US")
  expect(metaOf(head, "og:site_name")).toBe(language === "en" ? site.en : site.zh)
  expect(metaOf(head, "twitter:card")).toMatch(/^summary(_large_image)?$/)
  expect(metaOf(head, "twitter:title")).toBe(head.title)
  expect(metaOf(head, "twitter:image")).toBe(metaOf(head, "og:image"))
  const feed = head.links.find((link) => link.type === "application/atom+xml")
  expect(feed?.href).toBe(`${server.url}${language === "en" ? "/en/feed.xml" : "/feed.xml"}`)
  // One title and one description: the build's own are gone.
  expect(head.tagNames.filter((name) => name === "title")).toHaveLength(1)
  expect(head.meta.get("description")).toHaveLength(1)
}

describe("a rendered page", () => {
  test("gets the head of its address, in place of the build's title and description", async () => {
    const head = await page("/about")
    expect(head.html).toContain('data-prerendered="zh-CN"')
    expect(head.title).toBe(`关于我们 | ${site.zh}`)
    expect(head.tagNames.filter((name) => name === "title")).toHaveLength(1)
  })
})

describe("every public page in both languages", () => {
  const listTitles = {
    employees: ["数字员工", "Digital employees"],
    teams: ["数字团队", "Digital teams"],
    projects: ["项目案例", "Project cases"],
    tools: ["AI 工具", "AI tools"],
    blog: ["博客资讯", "Blog news"],
    collaboration: ["企业定制合作", "Enterprise custom collaboration"],
    contact: ["联系我们", "Contact us"],
    about: ["关于我们", "About us"],
    privacy: ["隐私政策", "Privacy policy"],
    terms: ["服务条款", "Terms of service"],
  } as const

  test("the home page: its title, the site's description and the Organization", async () => {
    const settings = (await api.get("/api/settings")).body as Json
    for (const [path, language, title, description] of [
      ["/", "zh-CN", `首页 | ${site.zh}`, settings.metaDescription],
      ["/en", "en", `Home | ${site.en}`, settings.metaDescriptionEn || settings.metaDescription],
    ] as const) {
      const head = await page(path)
      expectIndexableHead(head, path, language)
      expect(head.title).toBe(title)
      expect(metaOf(head, "description")).toBe(description)
      expect(head.jsonLd).toEqual([
        expect.objectContaining({
          "@context": "https://schema.org",
          "@type": "Organization",
          name: language === "en" ? site.en : site.zh,
          url: `${server.url}${path}`,
          logo: `${server.url}/icons/icon-512.png`,
        }),
      ])
    }
  })

  test("lists and the build's own pages: their titles in each language, a breadcrumb", async () => {
    for (const [name, [zh, en]] of Object.entries(listTitles)) {
      for (const [path, language, title, siteName, home] of [
        [`/${name}`, "zh-CN", zh, site.zh, "首页"],
        [`/en/${name}`, "en", en, site.en, "Home"],
      ] as const) {
        const head = await page(path)
        expectIndexableHead(head, path, language)
        expect(head.title).toBe(`${title} | ${siteName}`)
        expect(head.jsonLd).toEqual([
          {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              {
                "@type": "ListItem",
                position: 1,
                name: home,
                item: `${server.url}${language === "en" ? "/en" : "/"}`,
              },
              { "@type": "ListItem", position: 2, name: title, item: `${server.url}${path}` },
            ],
          },
        ])
      }
    }
  })

  test("detail pages: the record's name, description and picture, a BreadcrumbList", async () => {
    for (const [section, apiPath, nameField, descriptionField, listTitle] of [
      ["employees", "/api/employees", "name", "description", listTitles.employees],
      ["teams", "/api/teams", "name", "description", listTitles.teams],
      ["projects", "/api/projects", "name", "description", listTitles.projects],
      ["tools", "/api/tools", "name", "description", listTitles.tools],
    ] as const) {
      const row = ((await api.get(apiPath)).body as Json[])[0]
      for (const language of ["zh-CN", "en"] as const) {
        const bare = `/${section}/${row.id}`
        const path = language === "en" ? english(bare) : bare
        const head = await page(path)
        expectIndexableHead(head, path, language)
        const pick = (field: string) =>
          language === "en" && row[`${field}En`] ? (row[`${field}En`] as string) : (row[field] as string)
        const name = pick(nameField)
        expect(head.title).toBe(`${name} | ${language === "en" ? site.en : site.zh}`)
        expect(pick(descriptionField).replace(/\s+/g, " ")).toContain(
          (metaOf(head, "description") ?? "").replace(/…$/, ""),
        )
        if (section !== "tools") {
          // The demo picture's fallback JPEG (the stored address without its `#WxH`), a real file.
          const file = String(row.image).replace(/#\d+x\d+$/, "")
          expect(file).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/)
          expect(metaOf(head, "og:image")).toBe(`${server.url}${file}`)
          const picture = await fetch(`${server.url}${file}`)
          expect(picture.status).toBe(200)
          expect(picture.headers.get("content-type")).toBe("image/jpeg")
          expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000)
        } else {
          // A demo tool has no uploaded picture: the one its name chooses, as before tools had pictures.
          expect(row.image).toBeNull()
          expect(metaOf(head, "og:image")).toBe(`${server.url}${toolImageFor(String(row.name))}`)
        }
        expect(metaOf(head, "twitter:card")).toBe("summary_large_image")
        expect(head.jsonLd).toHaveLength(1)
        expect(head.jsonLd[0]).toMatchObject({
          "@type": "BreadcrumbList",
          itemListElement: [
            { position: 1 },
            {
              position: 2,
              name: listTitle[language === "en" ? 1 : 0],
              item: `${server.url}${path.replace(/\/\d+$/, "")}`,
            },
            { position: 3, name, item: `${server.url}${path}` },
          ],
        })
      }
    }
  })

  test("a published post: og:type article and a BlogPosting with its dates", async () => {
    const post = ((await api.get("/api/blog-posts?published=true")).body as Json[])[0]
    for (const language of ["zh-CN", "en"] as const) {
      const path = language === "en" ? `/en/blog/${post.id}` : `/blog/${post.id}`
      const head = await page(path)
      expectIndexableHead(head, path, language)
      const title = language === "en" && post.titleEn ? post.titleEn : post.title
      expect(head.title).toBe(`${title} | ${language === "en" ? site.en : site.zh}`)
      expect(metaOf(head, "og:type")).toBe("article")
      expect(metaOf(head, "article:published_time")).toBe(post.createdAt)
      expect(metaOf(head, "article:modified_time")).toBe(post.updatedAt)
      const [posting, breadcrumbs] = head.jsonLd
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: title,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        inLanguage: language,
        url: `${server.url}${path}`,
        image: [`${server.url}${String(post.image).replace(/#\d+x\d+$/, "")}`],
        publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
      })
      expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" })
    }
  })

  test("the English and the Chinese head of a page differ", async () => {
    const id = await firstId("/api/employees")
    for (const bare of ["/", "/employees", `/employees/${id}`, "/about"]) {
      const [zh, en] = [await page(bare), await page(english(bare))]
      expect(en.title).not.toBe(zh.title)
      expect(metaOf(en, "description")).not.toBe(metaOf(zh, "description"))
      expect(canonicalOf(en)).not.toBe(canonicalOf(zh))
      expect([zh.htmlLang, en.htmlLang]).toEqual(["zh-CN", "en"])
      expect(JSON.stringify(en.jsonLd)).not.toBe(JSON.stringify(zh.jsonLd))
    }
  })

  test("a trailing slash or a query names the same canonical page", async () => {
    const head = await page("/en/employees/?q=x")
    expect(canonicalOf(head)).toBe(`${server.url}/en/employees`)
  })
})

describe("pages with no public record", () => {
  const expectNotFoundHead = (head: HeadReading, language: "zh-CN" | "en") => {
    expect(head.title).toBe(language === "en" ? `Page not found | ${site.en}` : `页面未找到 | ${site.zh}`)
    expect(metaOf(head, "robots")).toBe("noindex")
    expect(canonicalOf(head)).toBeUndefined()
    expect(alternatesOf(head)).toEqual({})
    expect(metaOf(head, "og:url")).toBeUndefined()
    expect(head.jsonLd).toEqual([])
  }

  test("an unknown id, an unknown page: the not-found head, nothing to index", async () => {
    for (const [path, language] of [
      ["/employees/999999", "zh-CN"],
      ["/en/teams/999999", "en"],
      ["/blog/abc", "zh-CN"],
      ["/no-such-page", "zh-CN"],
      ["/en/no/such/page", "en"],
    ] as const)
      expectNotFoundHead(await page(path), language)
  })

  test("a draft: neither its title nor its summary nor its picture is anywhere in the page", async () => {
    const drafts = ((await api.get("/api/blog-posts", { cookie: server.cookie })).body as Json[]).filter(
      (post) => !post.isPublished,
    )
    expect(drafts.length).toBeGreaterThan(0)
    for (const draft of drafts)
      for (const [path, language] of [
        [`/blog/${draft.id}`, "zh-CN"],
        [`/en/blog/${draft.id}`, "en"],
      ] as const) {
        const head = await page(path)
        expectNotFoundHead(head, language)
        for (const secret of [draft.title, draft.summary, draft.titleEn, draft.summaryEn, draft.image])
          if (secret) expect(head.html).not.toContain(secret)
      }
  })

  test("an inactive employee is not found either", async () => {
    const created = await api.post("/api/employees", {
      cookie: server.cookie,
      body: sampleEmployee("SEO 隐藏员工"),
    })
    await api.patch(`/api/employees/${created.body.id}`, { cookie: server.cookie, body: { isActive: false } })
    const head = await page(`/employees/${created.body.id}`)
    expectNotFoundHead(head, "zh-CN")
    expect(head.html).not.toContain("SEO 隐藏员工")
    await api.delete(`/api/employees/${created.body.id}`, { cookie: server.cookie })
  })
})

describe("the offline readiness view (issue 32)", () => {
  test("is a page (200) with its title in each language, and nothing to index: it shows one device's storage", async () => {
    for (const [path, title] of [
      ["/offline", `离线就绪检查 | ${site.zh}`],
      ["/en/offline", `Offline readiness | ${site.en}`],
    ] as const) {
      const head = await page(path)
      expect(head.status, path).toBe(200)
      expect(head.title, path).toBe(title)
      expect(metaOf(head, "robots"), path).toBe("noindex")
      expect(canonicalOf(head), path).toBeUndefined()
      expect(head.html, path).toContain('data-testid="readiness-page"')
    }
  })
})

describe("hostile titles", () => {
  const hostile = `</title></script><script>alert("x")</script>'"<!-- & <b>`

  test("stay text in the title, every attribute and the JSON-LD of both languages", async () => {
    const employee = await api.post("/api/employees", {
      cookie: server.cookie,
      body: { ...sampleEmployee(hostile), description: `${hostile} description` },
    })
    const post = await api.post("/api/blog-posts", {
      cookie: server.cookie,
      body: { ...samplePost(hostile), summary: `${hostile} summary` },
    })
    await api.patch(`/api/blog-posts/${post.body.id}/publish`, {
      cookie: server.cookie,
      body: { isPublished: true },
    })
    // A page of the same kinds whose texts are plain: the hostile pages have exactly its tags.
    const plain = await page(`/employees/${await firstId("/api/employees")}`)
    const scriptsBesidesJsonLd = (reading: HeadReading) =>
      reading.tagNames.filter((name) => name === "script").length - reading.jsonLd.length
    try {
      for (const path of [
        `/employees/${employee.body.id}`,
        `/en/employees/${employee.body.id}`,
        `/blog/${post.body.id}`,
        `/en/blog/${post.body.id}`,
      ]) {
        const head = await page(path)
        const language = path.startsWith("/en") ? "en" : "zh-CN"
        const title = `${hostile} | ${language === "en" ? site.en : site.zh}`
        // No markup of its own: only the tags the server and the build write.
        expect(new Set(head.tagNames)).toEqual(new Set(plain.tagNames))
        expect(scriptsBesidesJsonLd(head)).toBe(scriptsBesidesJsonLd(plain))
        expect(head.head).not.toContain(hostile)
        expect(head.title).toBe(title)
        expect(metaOf(head, "og:title")).toBe(title)
        expect(metaOf(head, "twitter:title")).toBe(title)
        expect(metaOf(head, "og:image:alt")).toBe(hostile)
        expect(metaOf(head, "description")).toMatch(
          /^<\/title><\/script><script>alert\("x"\)<\/script>'"<!-- & <b> (description|summary)$/,
        )
        const breadcrumbs = head.jsonLd.find((data) => data["@type"] === "BreadcrumbList") as Json
        expect(breadcrumbs.itemListElement[2].name).toBe(hostile)
        if (path.includes("/blog/"))
          expect(head.jsonLd.find((data) => data["@type"] === "BlogPosting")).toMatchObject({
            headline: hostile,
          })
      }
    } finally {
      await api.delete(`/api/employees/${employee.body.id}`, { cookie: server.cookie })
      await api.delete(`/api/blog-posts/${post.body.id}`, { cookie: server.cookie })
    }
  })
})

describe("an edit in the back office", () => {
  test("renaming an employee changes the next page sent, its ETag too", async () => {
    const created = await api.post("/api/employees", {
      cookie: server.cookie,
      body: sampleEmployee("SEO 原名"),
    })
    const path = `/employees/${created.body.id}`
    const before = await page(path)
    expect(before.title).toBe(`SEO 原名 | ${site.zh}`)
    await api.patch(path.replace("/employees", "/api/employees"), {
      cookie: server.cookie,
      body: { name: "SEO 新名" },
    })
    const after = await page(path)
    expect(after.title).toBe(`SEO 新名 | ${site.zh}`)
    expect(after.etag).not.toBe(before.etag)
    const revalidated = await fetch(`${server.url}${path}`, { headers: { "If-None-Match": before.etag } })
    expect(revalidated.status).toBe(200)
    await api.delete(`/api/employees/${created.body.id}`, { cookie: server.cookie })
    expect((await page(path)).title).toBe(`页面未找到 | ${site.zh}`)
  })

  test("a tool's uploaded picture is its og:image (the file, without #WxH); emptied, its name's picture again", async () => {
    const employee = ((await api.get("/api/employees")).body as Json[])[0]
    // A demo employee's picture: an uploaded JPEG whose file is really served.
    const address = String(employee.image)
    const file = address.replace(/#\d+x\d+$/, "")
    expect(file).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/)
    const created = await api.post("/api/tools", { cookie: server.cookie, body: sampleTool() })
    const path = `/tools/${created.body.id}`
    expect(metaOf(await page(path), "og:image")).toBe(`${server.url}${toolImageFor(sampleTool().name)}`)
    await api.patch(`/api${path}`, { cookie: server.cookie, body: { image: address } })
    for (const shown of [path, english(path)]) {
      const head = await page(shown)
      expect(metaOf(head, "og:image")).toBe(`${server.url}${file}`)
      expect(metaOf(head, "twitter:image")).toBe(`${server.url}${file}`)
    }
    await api.patch(`/api${path}`, { cookie: server.cookie, body: { image: null } })
    expect(metaOf(await page(path), "og:image")).toBe(`${server.url}${toolImageFor(sampleTool().name)}`)
    await api.delete(`/api${path}`, { cookie: server.cookie })
  })

  test("publishing and unpublishing a post shows and hides its head at once", async () => {
    const created = await api.post("/api/blog-posts", {
      cookie: server.cookie,
      body: samplePost("SEO 发布测试"),
    })
    const path = `/blog/${created.body.id}`
    expect(metaOf(await page(path), "robots")).toBe("noindex")
    await api.patch(`/api/blog-posts/${created.body.id}/publish`, {
      cookie: server.cookie,
      body: { isPublished: true },
    })
    expect((await page(path)).title).toBe(`SEO 发布测试 | ${site.zh}`)
    await api.patch(`/api/blog-posts/${created.body.id}/publish`, {
      cookie: server.cookie,
      body: { isPublished: false },
    })
    const hidden = await page(path)
    expect(hidden.title).toBe(`页面未找到 | ${site.zh}`)
    expect(hidden.html).not.toContain("SEO 发布测试")
    await api.delete(`/api/blog-posts/${created.body.id}`, { cookie: server.cookie })
  })
})

describe("how pages are sent", () => {
  test("the back office keeps the build's head", async () => {
    const response = await fetch(`${server.url}/systemadmin/login`)
    const html = await response.text()
    expect(html).toBe(readFileSync(join(builtAppDir, "index.html"), "utf8"))
    expect(html).not.toContain('rel="canonical"')
  })

  test("compressed for browsers that accept it, revalidated by ETag", async () => {
    const plain = await page("/employees")
    const gzip = await fetch(`${server.url}/employees`, { headers: { "Accept-Encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(gzip.headers.get("cache-control")).toBe("no-cache")
    // fetch decodes what it was sent: the same page.
    expect(await gzip.text()).toBe(plain.html)
    const br = await fetch(`${server.url}/employees`, { headers: { "Accept-Encoding": "br, gzip" } })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(await br.text()).toBe(plain.html)
    const again = await fetch(`${server.url}/employees`, { headers: { "If-None-Match": plain.etag } })
    expect(again.status).toBe(304)
  })
})
