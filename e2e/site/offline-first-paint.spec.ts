/**
 * A returning reader offline gets a rendered page (issue 17): the service worker answers a
 * navigation with the page the server sent for that address at the last visit (a page it rendered,
 * with its content), not the app shell, so the content is in the HTML itself and no loading skeleton
 * is ever shown. The first visit's page, opened before the worker existed, is kept when the worker
 * activates (app/features/site/prerender/keep-visited-pages.ts); later pages as they are visited.
 */
import type { Page } from "@playwright/test"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { test } from "./app-test.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

// The server whose content no spec edits: its pages show the demo content as seeded.
const pristineBase = baseUrlOf(pristinePort)
test.use({ baseURL: pristineBase })
test.describe.configure({ timeout: slowTestTimeout })

/** Records, from the document's start, whether a loading skeleton (aria-busy) ever appeared. */
const watchForSkeletons = (page: Page) =>
  page.addInitScript(() => {
    const seen = { skeleton: false }
    Object.assign(window, { skeletonWatch: seen })
    const look = () => {
      if (document.querySelector('[aria-busy="true"]') !== null) seen.skeleton = true
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    })
  })

const skeletonSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { skeletonWatch: { skeleton: boolean } }).skeletonWatch.skeleton)

/** The addresses this version's pages cache ("site-pages-<build>", keep-visited-pages.ts) holds. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("site-pages-"))
    const kept: string[] = []
    for (const name of names)
      for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname)
    return kept
  })

test("pages visited once open offline rendered, content in the page itself, no skeleton", async ({
  page,
  context,
  request,
}) => {
  const posts = (await allRows(request, "/api/blog-posts?published=true")) as Array<{
    id: number
    title: string
  }>
  const post = posts.find((candidate) => candidate.id === Math.min(...posts.map((each) => each.id)))
  expect(post).toBeDefined()
  const visits = [
    { path: "/employees", text: "智能客服专员" },
    { path: "/", text: "让 AI 数字员工成为您团队的一员" },
    { path: `/blog/${post?.id}`, text: post?.title ?? "" },
    { path: "/en/employees", text: "Digital employees" },
  ]
  // The first visit: the worker registers once the page has settled, and keeps this page.
  await page.goto(visits[0]?.path ?? "/")
  await waitForServiceWorker(page)
  await expect.poll(() => keptPages(page)).toContain("/employees")
  // The other pages are kept as they are visited, through the worker.
  for (const visit of visits.slice(1)) await page.goto(visit.path)
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(visits.map((visit) => visit.path)))

  await watchForSkeletons(page)
  await context.setOffline(true)
  try {
    for (const visit of visits) {
      const response = await page.goto(visit.path)
      expect(response?.fromServiceWorker(), visit.path).toBe(true)
      // The rendered page itself, before any script: its content is in the answer.
      const html = (await response?.text()) ?? ""
      expect(html, visit.path).toContain("data-prerendered=")
      expect(html, visit.path).toContain(visit.text)
      await expect(page.getByRole("heading", { level: 1 }).first(), visit.path).toBeVisible()
      await expect(page.locator("main"), visit.path).toContainText(visit.text)
      expect(await skeletonSeen(page), `${visit.path}: a skeleton was shown`).toBe(false)
    }
    // A page never visited: the app shell, which renders from the local database.
    await page.goto("/teams")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("数字团队")
  } finally {
    await context.setOffline(false)
  }
})
