/** The library is read page by page (the server pages every list): fetchMediaLibrary follows `Link`. */
import { afterEach, expect, test, vi } from "vitest"
import { fetchMediaLibrary, nextMediaPage } from "./media-api.ts"

afterEach(() => {
  vi.unstubAllGlobals()
})

const item = (id: number) => ({ id, useCount: 0 })

test("reads every page by its Link, in order, and stops on the page without one", async () => {
  const pages: Record<string, { media: unknown[]; link?: string }> = {
    "/api/media": { media: [item(9), item(8)], link: '</api/media?after=8>; rel="next"' },
    "/api/media?after=8": { media: [item(7), item(6)], link: '</api/media?after=6>; rel="next"' },
    "/api/media?after=6": { media: [item(5)] },
  }
  const asked: string[] = []
  vi.stubGlobal("fetch", (path: string) => {
    asked.push(path)
    const page = pages[path]
    if (page === undefined) return Promise.resolve(new Response("{}", { status: 404 }))
    const headers: Record<string, string> = { "Content-Type": "application/json", "X-Total-Count": "5" }
    if (page.link !== undefined) headers.Link = page.link
    return Promise.resolve(new Response(JSON.stringify({ media: page.media }), { headers }))
  })
  const items = await fetchMediaLibrary("zh-CN")
  expect(items.map((entry) => entry.id)).toEqual([9, 8, 7, 6, 5])
  expect(asked).toEqual(["/api/media", "/api/media?after=8", "/api/media?after=6"])
})

test("follows only the library's own address", () => {
  expect(nextMediaPage('</api/media?limit=2&after=4>; rel="next"')).toBe("/api/media?limit=2&after=4")
  expect(nextMediaPage(null)).toBeUndefined()
  expect(nextMediaPage('<https://elsewhere.example/api/media?after=4>; rel="next"')).toBeUndefined()
  expect(nextMediaPage('</api/employees?after=4>; rel="next"')).toBeUndefined()
  expect(nextMediaPage('</api/media?after=4>; rel="prev"')).toBeUndefined()
})
