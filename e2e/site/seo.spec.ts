/**
 * Search engines and link previews (issue 17), in Chromium: a Chinese and an English page as the
 * server sends them carry their title, description, canonical URL, hreflang alternates, Open Graph and
 * Twitter tags and JSON-LD that parses, still there once the app has started, with no CSP violation
 * (the JSON-LD blocks are data, not scripts). The sitemap and the feeds parse in the browser's own
 * XML parser. The heads are built by sync-server/seo/.
 */
import { type Page, expect } from "@playwright/test"
import { watchPage } from "../fixtures/csp-watch.ts"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { test } from "./app-test.ts"

// The server no spec edits: its demo content is the one the titles below come from. No service
// worker: every navigation is the server's answer.
const base = baseUrlOf(pristinePort)
test.use({ serviceWorkers: "block", baseURL: base })

/** What the document's head says, read in the page. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name)
    const meta = (key: string) =>
      attribute(`meta[property="${key}"]`, "content") ?? attribute(`meta[name="${key}"]`, "content")
    return {
      title: document.title,
      description: meta("description"),
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      canonical: attribute('link[rel="canonical"]', "href"),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
      feed: attribute('link[rel="alternate"][type="application/atom+xml"]', "href"),
      og: {
        title: meta("og:title"),
        description: meta("og:description"),
        url: meta("og:url"),
        type: meta("og:type"),
        image: meta("og:image"),
        locale: meta("og:locale"),
        localeAlternate: meta("og:locale:alternate"),
      },
      twitter: { card: meta("twitter:card"), title: meta("twitter:title"), image: meta("twitter:image") },
      // Parsed here, in the browser, from the text the HTML parser gave the data block.
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "") as { "@type": string; [key: string]: unknown },
      ),
    }
  })

const firstId = async (page: Page, api: string): Promise<number> =>
  ((await (await page.request.get(`${base}${api}`)).json()) as Array<{ id: number }>)[0]?.id ?? 0

test("a Chinese post and an English employee page carry their heads, and the policy reports nothing", async ({
  page,
}) => {
  const watch = await watchPage(page)
  const postId = await firstId(page, "/api/blog-posts?published=true")
  const post = (await (await page.request.get(`${base}/api/blog-posts/${postId}`)).json()) as {
    title: string
    summary: string
  }
  const response = await page.goto(`/blog/${postId}`)
  expect(await response?.text()).toMatch(/^<!doctype html>\s*<html lang="zh-CN"/i)
  const zh = await headOf(page)
  expect(zh.title).toBe(`${post.title} | 智元数字员工`)
  expect(zh.descriptions).toBe(1)
  expect(post.summary.replace(/\s+/g, " ")).toContain((zh.description ?? "").replace(/…$/, ""))
  expect(zh.canonical).toBe(`${base}/blog/${postId}`)
  expect(zh.alternates).toEqual({
    "zh-CN": `${base}/blog/${postId}`,
    en: `${base}/en/blog/${postId}`,
    "x-default": `${base}/blog/${postId}`,
  })
  expect(zh.feed).toBe(`${base}/feed.xml`)
  expect(zh.og).toMatchObject({ title: zh.title, url: zh.canonical, type: "article", locale: "zh_CN" })
  expect(zh.og.localeAlternate).toBe("en_US")
  expect(zh.og.image).toMatch(new RegExp(`^${base}/`))
  expect(zh.twitter).toEqual({ card: "summary_large_image", title: zh.title, image: zh.og.image })
  expect(zh.jsonLd.map((data) => data["@type"])).toEqual(["BlogPosting", "BreadcrumbList"])
  expect(zh.jsonLd[0]).toMatchObject({ headline: post.title, inLanguage: "zh-CN", url: zh.canonical })

  const employeeId = await firstId(page, "/api/employees")
  const english = await page.goto(`/en/employees/${employeeId}`)
  expect(await english?.text()).toMatch(/^<!doctype html>\s*<html lang="en"/i)
  const en = await headOf(page)
  expect(en.canonical).toBe(`${base}/en/employees/${employeeId}`)
  expect(en.alternates).toEqual({
    "zh-CN": `${base}/employees/${employeeId}`,
    en: `${base}/en/employees/${employeeId}`,
    "x-default": `${base}/employees/${employeeId}`,
  })
  expect(en.feed).toBe(`${base}/en/feed.xml`)
  expect(en.og).toMatchObject({
    url: en.canonical,
    type: "website",
    locale: "en_US",
    localeAlternate: "zh_CN",
  })
  expect(en.jsonLd).toHaveLength(1)
  expect(en.jsonLd[0]).toMatchObject({ "@type": "BreadcrumbList" })
  const breadcrumbs = en.jsonLd[0]?.itemListElement as Array<{ name: string; item: string }>
  expect(breadcrumbs.map((item) => item.item)).toEqual([
    `${base}/en`,
    `${base}/en/employees`,
    `${base}/en/employees/${employeeId}`,
  ])
  expect(breadcrumbs[1]?.name).toBe("Digital employees")
  // The English head is not the Chinese one.
  expect(en.title).not.toBe(zh.title)
  expect(en.description).not.toBe(zh.description)

  expect(await watch.violations()).toEqual([])
  expect(watch.errors).toEqual([])
})

test("the home pages carry the Organization in their language", async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto("/")
  const zh = await headOf(page)
  await page.goto("/en")
  const en = await headOf(page)
  expect(zh.canonical).toBe(`${base}/`)
  expect(en.canonical).toBe(`${base}/en`)
  for (const [head, url] of [
    [zh, `${base}/`],
    [en, `${base}/en`],
  ] as const) {
    expect(head.jsonLd).toHaveLength(1)
    expect(head.jsonLd[0]).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", url })
    expect(head.alternates["x-default"]).toBe(`${base}/`)
  }
  expect(en.jsonLd[0]?.name).not.toBe(zh.jsonLd[0]?.name)
  expect(await watch.violations()).toEqual([])
  expect(watch.errors).toEqual([])
})

test("the sitemap's index and parts and both feeds parse in the browser's XML parser", async ({ page }) => {
  await page.goto("/")
  for (const [path, type, root, namespace] of [
    ["/sitemap.xml", "application/xml", "sitemapindex", "http://www.sitemaps.org/schemas/sitemap/0.9"],
    ["/sitemap-pages.xml", "application/xml", "urlset", "http://www.sitemaps.org/schemas/sitemap/0.9"],
    ["/sitemap-employees-1.xml", "application/xml", "urlset", "http://www.sitemaps.org/schemas/sitemap/0.9"],
    ["/feed.xml", "application/atom+xml", "feed", "http://www.w3.org/2005/Atom"],
    ["/en/feed.xml", "application/atom+xml", "feed", "http://www.w3.org/2005/Atom"],
  ] as const) {
    const response = await page.request.get(`${base}${path}`)
    expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`)
    const parsed = await page.evaluate(
      (text) => {
        const document = new DOMParser().parseFromString(text, "application/xml")
        const error = document.getElementsByTagName("parsererror")[0]
        return {
          error: error?.textContent ?? null,
          root: document.documentElement.localName,
          namespace: document.documentElement.namespaceURI,
          entries: document.documentElement.children.length,
        }
      },
      await response.text(),
    )
    expect(parsed).toMatchObject({ error: null, root, namespace })
    expect(parsed.entries).toBeGreaterThan(5)
  }
  const robots = await page.request.get(`${base}/robots.txt`)
  expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`)
})
