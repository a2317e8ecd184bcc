/**
 * Pages of full rows are cut by bytes as well as by count (feed.ts `pageByteBudget`): a site of long
 * posts comes in pages of about a megabyte, so a device stores one while the next comes, and every
 * entry still comes exactly once. Cards are cut by count only.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { type Json, samplePost } from "../test-support/client.ts"
import { limits } from "../../schema/fields.ts"
import { pageByteBudget } from "./feed.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]
const postIds: number[] = []
// Each post's JSON is about 400 KB: 100,000 Chinese characters (3 bytes each) and as many English.
const longPost = (n: number) => ({
  ...samplePost(`长文 ${n}`),
  content: "字".repeat(limits.longText),
  contentEn: "w".repeat(limits.longText),
})

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
  for (let n = 0; n < 6; n += 1) {
    const { status, body } = await api.post("/api/blog-posts", { cookie, body: longPost(n) })
    expect(status).toBe(201)
    postIds.push(body.id)
    await api.patch(`/api/blog-posts/${body.id}/publish`, { cookie, body: { isPublished: true } })
  }
})
afterAll(() => server.stop())

interface Page {
  cursor: number
  more: boolean
  changes: Json[]
}

const read = async (since: number, query: string, withCookie: boolean) => {
  const response = await api.get(`/api/sync?since=${since}&limit=2000${query}`, {
    cookie: withCookie ? cookie : undefined,
  })
  expect(response.status).toBe(200)
  return { page: response.body as Page, bytes: Buffer.byteLength(JSON.stringify(response.body)) }
}

const readAll = async (query: string, withCookie: boolean) => {
  const pages: Array<{ page: Page; bytes: number }> = []
  let cursor = 0
  for (;;) {
    const read1 = await read(cursor, query, withCookie)
    pages.push(read1)
    expect(read1.page.cursor).toBeGreaterThan(cursor)
    cursor = read1.page.cursor
    if (!read1.page.more) return pages
  }
}

test("full rows come in pages of about the byte budget, each entry once", async () => {
  for (const withCookie of [true, false]) {
    const pages = await readAll("", withCookie)
    // 2.4 MB of posts: without the cut, one page of 2,000 entries would hold them all.
    expect(pages.length).toBeGreaterThanOrEqual(2)
    // A page ends with the row that passes the budget: under the budget and one row more.
    for (const { bytes } of pages) expect(bytes).toBeLessThan(pageByteBudget + 500_000)
    const posts = pages.flatMap(({ page }) =>
      page.changes.filter((change) => change.entity === "blogPosts").map((change) => change.id as number),
    )
    expect(posts).toEqual(postIds)
    const row = pages[0]?.page.changes.find((change) => change.entity === "blogPosts")?.row
    expect(row?.content).toHaveLength(limits.longText)
  }
})

test("cards are cut by count only: a first visit reads them in one page", async () => {
  const pages = await readAll("&fields=cards", false)
  expect(pages).toHaveLength(1)
  const cards = pages[0]?.page.changes.filter((change) => change.entity === "blogPosts") ?? []
  expect(cards.map((change) => change.id)).toEqual(postIds)
  expect(cards[0]?.row).not.toHaveProperty("content")
})
