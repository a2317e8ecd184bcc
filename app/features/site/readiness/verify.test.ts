import { describe, expect, it } from "vitest"
import {
  type CacheReader,
  type ReadinessReport,
  anyAnswer,
  appFilesNamedIn,
  isComplete,
  missingCount,
  usablePage,
  usablePicture,
  verifyItems,
  withoutAbsent,
} from "./verify.ts"

/** A cache holding `entries` by url; each match answers a fresh copy, as the Cache API does. */
const cacheOf = (entries: Record<string, () => Response>): CacheReader => ({
  match: (url) => Promise.resolve(entries[url]?.()),
})

const page =
  (body: string, status = 200, type = "text/html; charset=utf-8") =>
  () =>
    new Response(body, { status, headers: { "content-type": type } })
const rendered = '<html><body><div id="root" data-prerendered="en"><main>x</main></div></body></html>'

describe("usablePage", () => {
  it("takes a 200 HTML answer with a rendered page in it", async () => {
    expect(await usablePage(page(rendered)())).toBe(true)
  })
  it("refuses what would not open as the page offline", async () => {
    expect(await usablePage(undefined)).toBe(false)
    expect(await usablePage(page(rendered, 404)())).toBe(false)
    expect(await usablePage(page(rendered, 200, "application/json")())).toBe(false)
    // The app shell (index.html) has no rendered page: it is not the page kept.
    expect(await usablePage(page('<div id="root"></div>')())).toBe(false)
  })
})

describe("usablePicture", () => {
  it("takes bytes in a 200 answer, and an outside picture's opaque answer", async () => {
    expect(await usablePicture(new Response(new Uint8Array([1, 2, 3])))).toBe(true)
    const opaque = { type: "opaque", status: 0 } as Response
    expect(await usablePicture(opaque)).toBe(true)
  })
  it("refuses an empty body, an error answer and nothing", async () => {
    expect(await usablePicture(new Response(new Uint8Array([])))).toBe(false)
    expect(await usablePicture(new Response("gone", { status: 404 }))).toBe(false)
    expect(await usablePicture(undefined)).toBe(false)
  })
})

describe("verifyItems", () => {
  const pictures = {
    "https://site/demo/employees/customer-service.svg": () => new Response("<svg/>"),
    "https://site/media/a-640.avif": () => new Response(new Uint8Array([1])),
    "https://site/media/b-640.avif": () => new Response(new Uint8Array([])),
  }
  it("reads every url back and lists the missing in the order given, each once", async () => {
    const check = await verifyItems(
      [
        "https://site/media/b-640.avif",
        "https://site/demo/employees/customer-service.svg",
        "https://site/demo/employees/data-analyst.svg",
        "https://site/media/a-640.avif",
        "https://site/demo/employees/data-analyst.svg",
      ],
      cacheOf(pictures),
      usablePicture,
      2,
    )
    expect(check).toEqual({
      total: 4,
      present: 2,
      missing: ["https://site/media/b-640.avif", "https://site/demo/employees/data-analyst.svg"],
    })
  })
  it("counts a cache that throws as missing, and an empty list as complete", async () => {
    const broken: CacheReader = { match: () => Promise.reject(new Error("closed")) }
    expect(await verifyItems(["https://site/x.svg"], broken, anyAnswer)).toEqual({
      total: 1,
      present: 0,
      missing: ["https://site/x.svg"],
    })
    expect(await verifyItems([], broken, anyAnswer)).toEqual({ total: 0, present: 0, missing: [] })
  })
  it("reads each page's body: a page removed from the cache is missing", async () => {
    const pages = { "https://site/": page(rendered), "https://site/en": page(rendered) }
    expect((await verifyItems(Object.keys(pages), cacheOf(pages), usablePage)).missing).toEqual([])
    const { "https://site/en": _removed, ...rest } = pages
    expect((await verifyItems(Object.keys(pages), cacheOf(rest), usablePage)).missing).toEqual([
      "https://site/en",
    ])
  })
})

describe("appFilesNamedIn", () => {
  it("lists the /assets/ files a page names, absolute, once each", () => {
    const html =
      '<link rel="modulepreload" href="/assets/app-1.js"><script type="module" src="/assets/index-2.js"></script>' +
      '<link rel="modulepreload" href="/assets/app-1.js"><img src="/media/x.avif"><a href="https://other/assets/y.js">' +
      '<script type="application/json" id="prerendered-loader">{"entry":"/assets/index-2.js","preloads":["/assets/route-3.js"]}</script>'
    expect(appFilesNamedIn(html, "https://site")).toEqual([
      "https://site/assets/app-1.js",
      "https://site/assets/index-2.js",
      "https://site/assets/route-3.js",
    ])
  })
})

describe("missingCount and isComplete", () => {
  const none = { total: 3, present: 3, missing: [] }
  const report: ReadinessReport = {
    checkedAt: "2026-11-28T10:00:00.000Z",
    pages: none,
    pictures: none,
    appFiles: none,
    data: {
      employees: 1,
      teams: 1,
      projects: 1,
      tools: 1,
      posts: 1,
      settings: true,
      pulled: true,
      lastSyncedAt: "2026-11-28T10:00:00.000Z",
    },
    extras: [],
    overLimit: { pages: 0, pictures: 0 },
  }
  it("is complete when nothing is missing", () => {
    expect(missingCount(report)).toBe(0)
    expect(isComplete(report)).toBe(true)
  })
  it("counts every missing item, a database never pulled as one, and the search index's", () => {
    const partial: ReadinessReport = {
      ...report,
      pictures: { total: 3, present: 1, missing: ["a", "b"] },
      data: { ...report.data, pulled: false },
      extras: [{ key: "searchIndex", check: { total: 2, present: 1, missing: ["c"] } }],
    }
    expect(missingCount(partial)).toBe(4)
    expect(isComplete(partial)).toBe(false)
  })
})

describe("pictures the site itself does not have", () => {
  it("leave the missing list and the total, and are listed apart", () => {
    const check = { total: 3, present: 1, missing: ["/a.svg", "/gone.svg"] }
    expect(withoutAbsent(check, new Set(["/gone.svg", "/other.svg"]))).toEqual({
      total: 2,
      present: 1,
      missing: ["/a.svg"],
      notOnSite: ["/gone.svg"],
    })
    // Nothing absent: the check as it was.
    expect(withoutAbsent(check, new Set())).toBe(check)
  })
})
