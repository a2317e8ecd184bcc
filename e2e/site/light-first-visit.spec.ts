/**
 * A first visit does not download the site (issue 33 item 3, docs/sync.md "What a first visit
 * pulls"): the first visit on /blog pulls cards (no post body in the feed's answers or in IndexedDB);
 * a post opened online fetches its body and keeps it (readable offline afterwards); a post never
 * opened says plainly offline that it is not on the device; "keep this site offline" then brings
 * every body, and that post reads offline too.
 */
import { type Page, expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { storedRows, waitForServiceWorker } from "../fixtures/offline.ts"

interface StoredPost {
  readonly id: number
  readonly title: string
  readonly content?: string
  readonly partial?: boolean
}

/** The device's posts, as IndexedDB holds them. */
const storedPosts = (page: Page): Promise<StoredPost[]> => storedRows<StoredPost>(page, "blogPosts")

/** A navigation the router follows without loading a page (what a link's click does). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((next) => {
    history.pushState({}, "", next)
    dispatchEvent(new PopStateEvent("popstate", { state: {} }))
  }, path)

test("a first visit pulls cards; bodies come when read or when the site is kept offline", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000)
  const feeds: Array<{ url: string; body: string }> = []
  page.on("response", async (response) => {
    if (!response.url().includes("/api/sync?")) return
    feeds.push({ url: response.url(), body: await response.text().catch(() => "") })
  })

  await page.goto("/blog")
  await waitForServiceWorker(page)
  await expect.poll(async () => (await storedPosts(page)).length, { timeout: 60_000 }).toBeGreaterThan(2)
  const cards = await storedPosts(page)
  expect(cards.filter((post) => post.content !== undefined)).toEqual([])
  expect(cards.every((post) => post.partial === true)).toBe(true)
  expect(feeds.length).toBeGreaterThan(0)
  for (const feed of feeds) {
    expect(feed.url).toContain("fields=cards")
    expect(feed.body).not.toContain('"content":')
  }

  // Opened online (through its card's link): the body is fetched, shown and kept.
  const [opened, never] = cards
  if (opened === undefined || never === undefined) throw new Error("two posts at least")
  await navigateInApp(page, `/blog/${opened.id}`)
  await expect(page.getByTestId("post-content")).toBeVisible()
  await expect
    .poll(async () => (await storedPosts(page)).find((post) => post.id === opened.id)?.content?.length ?? 0)
    .toBeGreaterThan(0)
  expect((await storedPosts(page)).find((post) => post.id === opened.id)?.partial).toBeUndefined()

  await context.setOffline(true)
  await page.goto(`/blog/${opened.id}`)
  await expect(page.getByTestId("post-content")).toBeVisible()
  // Never opened: said plainly, in the page's language, not a blank or a spinner.
  await navigateInApp(page, `/blog/${never.id}`)
  await expect(page.getByTestId("not-on-device")).toContainText("这篇文章还不在本设备上。")
  await expect(page.getByTestId("post-content")).toHaveCount(0)
  await navigateInApp(page, `/en/blog/${never.id}`)
  await expect(page.getByTestId("not-on-device")).toContainText("This article is not on this device yet.")
  await context.setOffline(false)

  // Kept offline: every body comes, the readiness view counts none missing.
  await page.goto("/offline")
  await expect(page.getByTestId("readiness-checking")).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByTestId("readiness-bodies")).toBeVisible()
  await page.getByTestId("readiness-keep").filter({ hasText: "离线保存本站" }).click()
  await expect(page.getByTestId("readiness-ready")).toBeVisible({ timeout: 300_000 })
  const kept = await storedPosts(page)
  expect(kept.filter((post) => post.partial === true || post.content === undefined)).toEqual([])

  await context.setOffline(true)
  await page.goto(`/blog/${never.id}`)
  await expect(page.getByTestId("post-content")).toBeVisible()
  await expect(page.getByTestId("not-on-device")).toHaveCount(0)
  await context.setOffline(false)
})
