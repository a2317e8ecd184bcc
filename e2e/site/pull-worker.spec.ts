/**
 * Where the pull runs (docs/sync.md, "Where the pull runs"): in the app, a first visit's pull runs in
 * a worker, so the page's own thread never fetches or decodes the feed, and the page's local database
 * still gets every row; where the worker cannot start (its script is missing) the page pulls by
 * itself, and nothing is missing either.
 */
import { type Page, expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { storedRows } from "../fixtures/offline.ts"

/** The service worker would answer the worker's script from its cache; these look at the network. */
test.use({ serviceWorkers: "block" })

/** The feed's reads this context (page or worker) made, as its own resource timing lists them. */
const feedReadsOf = (context: Pick<Page, "evaluate">): Promise<number> =>
  context.evaluate(
    () =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/api/sync?")).length,
  )

/** The ids of the posts the server publishes. */
const publishedPostIds = async (page: Page): Promise<number[]> => {
  const response = await page.request.get("/api/blog-posts?published=true&limit=200")
  const posts = (await response.json()) as Array<{ id: number }>
  return posts.map((post) => post.id)
}

/**
 * Posts the server published before the visit and still publishes, that the device lacks (other specs
 * add and delete posts on the same server meanwhile).
 */
const missingPosts = async (page: Page, before: readonly number[]): Promise<number[]> => {
  const now = new Set(await publishedPostIds(page))
  const stored = new Set((await storedRows<{ id: number }>(page, "blogPosts")).map((post) => post.id))
  return before.filter((id) => now.has(id) && !stored.has(id))
}

test("a first visit's pull runs in a worker, and the page's database gets every row", async ({ page }) => {
  const before = await publishedPostIds(page)
  await page.goto("/blog")
  await expect
    .poll(() => page.workers().filter((worker) => worker.url().includes("pull-worker")).length)
    .toBe(1)
  const [worker] = page.workers().filter((candidate) => candidate.url().includes("pull-worker"))
  if (worker === undefined) throw new Error("no pull worker")
  await expect.poll(() => feedReadsOf(worker)).toBeGreaterThan(0)
  await expect.poll(() => missingPosts(page, before)).toEqual([])
  expect(await feedReadsOf(page)).toBe(0)
})

test("where the worker cannot start, the page pulls by itself and gets every row", async ({ page }) => {
  await page.route(/\/assets\/pull-worker-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" }))
  const before = await publishedPostIds(page)
  await page.goto("/blog")
  await expect.poll(() => missingPosts(page, before)).toEqual([])
  expect(await feedReadsOf(page)).toBeGreaterThan(0)
})
