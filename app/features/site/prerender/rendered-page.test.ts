/**
 * The rules of the app's own rendered pages (rendered-page.ts): what a kept page is, when the app's
 * render replaces it, and the headers it is kept with.
 */
import { describe, expect, test } from "vitest"
import { prerenderedPage } from "../../../../shared/prerender-html.ts"
import {
  type KeptPage,
  keptPageOf,
  renderedByAppHeader,
  renderedPageHeaders,
  replacesKept,
  rootMarkup,
} from "./rendered-page.ts"

const template = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>站点</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>
  <body><div id="root"><div>header</div></div><script type="module" crossorigin src="/assets/index-1.js"></script></body>
</html>`

const pageWith = (markup: string, language: "zh-CN" | "en" = "en") =>
  prerenderedPage({
    template,
    css: { href: "/assets/index-1.css", text: "body{margin:0}" },
    language,
    page: { html: markup, results: { employees: [1] }, title: "Employees", htmlStyle: "" },
  })

const serverHeaders = (date: string) =>
  new Headers({
    "content-security-policy": "default-src 'self'",
    "content-encoding": "br",
    "content-length": "123",
    etag: 'W/"1"',
    vary: "Accept-Encoding",
    date,
  })

const loadedAt = Date.parse("2026-11-25T15:00:00.400Z")

describe("a kept page", () => {
  test("is told apart: nothing, the app shell, the server's prerendered page, the app's own", () => {
    expect(keptPageOf(undefined, "")).toEqual({ kind: "none" })
    expect(keptPageOf(serverHeaders("Wed, 25 Nov 2026 14:00:00 GMT"), template)).toEqual({ kind: "shell" })
    const page = pageWith("<main><h1>Employees</h1></main>")
    expect(keptPageOf(serverHeaders("Wed, 25 Nov 2026 14:00:00 GMT"), page)).toEqual({
      kind: "server",
      markup: "<main><h1>Employees</h1></main>",
      fetchedAt: Date.parse("2026-11-25T14:00:00Z"),
    })
    expect(keptPageOf(new Headers({ [renderedByAppHeader]: "1" }), page)).toEqual({
      kind: "app",
      document: page,
    })
  })

  test("its #root markup is read back exactly as rendered", () => {
    const markup = '<header><a href="/en">Home</a></header><main><div>x</div></main>'
    expect(rootMarkup(pageWith(markup))).toBe(markup)
    expect(rootMarkup(template)).toBeUndefined()
  })
})

describe("the app's render replaces", () => {
  const render = (markup: string) => ({ document: pageWith(markup), markup, loadedAt })
  const server = (markup: string, fetchedAt: string): KeptPage => ({
    kind: "server",
    markup,
    fetchedAt: Date.parse(fetchedAt),
  })

  test("the app shell, but nothing when the worker kept nothing yet", () => {
    expect(replacesKept({ kind: "shell" }, render("<main>a</main>"))).toBe(true)
    expect(replacesKept({ kind: "none" }, render("<main>a</main>"))).toBe(false)
  })

  test("its own older render only when the page changed (new content after a sync)", () => {
    expect(
      replacesKept({ kind: "app", document: pageWith("<main>a</main>") }, render("<main>a</main>")),
    ).toBe(false)
    expect(
      replacesKept({ kind: "app", document: pageWith("<main>a</main>") }, render("<main>b</main>")),
    ).toBe(true)
  })

  test("the server's prerendered page only when older than this page's load and its content differs", () => {
    // Sent before this page loaded, other content: the local database's is newer.
    expect(replacesKept(server("<main>a</main>", "2026-11-25T14:59:59Z"), render("<main>b</main>"))).toBe(
      true,
    )
    // The same content: the server's page stays.
    expect(replacesKept(server("<main>a</main>", "2026-11-25T14:59:59Z"), render("<main>a</main>"))).toBe(
      false,
    )
    // Sent for this very load, or after it: the server's word is newer.
    expect(replacesKept(server("<main>a</main>", "2026-11-25T15:00:00Z"), render("<main>b</main>"))).toBe(
      false,
    )
    expect(replacesKept(server("<main>a</main>", "2026-11-25T15:00:05Z"), render("<main>b</main>"))).toBe(
      false,
    )
  })
})

describe("the kept answer's headers", () => {
  test("the server's security headers, none about its old body, and the app's mark", () => {
    const headers = renderedPageHeaders(serverHeaders("Wed, 25 Nov 2026 14:00:00 GMT"), 1234)
    expect(headers.get("content-security-policy")).toBe("default-src 'self'")
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(headers.get(renderedByAppHeader)).toBe("1234")
    for (const name of ["content-encoding", "content-length", "etag", "vary"])
      expect(headers.has(name), name).toBe(false)
  })

  test("a page in the shape of a prerendered page: its language, title and the content it hydrates from", () => {
    const page = pageWith("<main>x</main>")
    expect(page).toContain('<html lang="en"')
    expect(page).toContain("<title>Employees</title>")
    expect(page).toContain('<div id="root" data-prerendered="en"><main>x</main></div>')
    expect(page).toContain('<script type="application/json" id="prerendered-data">{"employees":[1]}</script>')
  })
})
