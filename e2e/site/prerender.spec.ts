/**
 * The pages the server renders (sync-server/pages/, from the database): the content is on
 * screen before any JavaScript runs, in the address's language (`/en/...` English), and the app hydrates the page
 * (app/features/site/prerender/hydrate.ts): it adopts the very elements on screen, keeps the reader's
 * focus and typed text, shifts nothing, then shows current content. The app's JavaScript is held back
 * with a gate to look at the page before it.
 */
import { type Page } from "@playwright/test"
import { storedRows } from "../fixtures/offline.ts"
import { openWithPausedClock, pauseClock } from "../fixtures/paused-clock.ts"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { appOwnsPage, appReady, test } from "./app-test.ts"
import { footerHydrated, holdScripts } from "./server-page.ts"
import { expect, slowTestTimeout, unique } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test.describe.configure({ timeout: slowTestTimeout })
// Every page here is the server's: once installed, the service worker would answer later navigations
// with the pages it kept instead. The server is the one whose content no spec edits, so the texts
// below are the demo's.
const pristineBase = baseUrlOf(pristinePort)
test.use({ serviceWorkers: "block", baseURL: pristineBase })

// A held or rewritten request may still be on its way when a test ends; it no longer matters then.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" })
})

/** Opens `path` without the app-ready wait of app-test.ts (the scripts are held). */
const open = async (page: Page, path: string) => {
  await page.mainFrame().goto(`${pristineBase}${path}`, { waitUntil: "domcontentloaded" })
}

test("the page and its content are on screen before any JavaScript has run", async ({ page }) => {
  const scripts = await holdScripts(page)
  await open(page, "/employees")
  const root = page.locator("#root")
  await expect(root).toHaveAttribute("data-prerendered", "zh-CN")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("数字员工")
  await expect(page.getByTestId("employee-card").filter({ hasText: "智能客服专员" })).toBeVisible()
  await expect(page).toHaveTitle("数字员工 | 智元数字员工")
  scripts.release()
})

test("an English address gets the English page from the first paint, whatever language is saved", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "zh-CN"))
  const scripts = await holdScripts(page)
  await open(page, "/en/teams")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "en")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
  await expect(page).toHaveTitle(/^Digital teams \| /)
  await expect(page.locator("#root")).not.toContainText("数字团队")
  scripts.release()
  await appReady(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
})

test("content edited since the build replaces the prerendered content once the app starts", async ({
  page,
}) => {
  const edited = unique("已更新的客服专员")
  // The server's answer, with the first employee renamed: what an edit in the back office would do.
  // The feed only: the change stream (/api/sync/stream) never ends, so it cannot be fetched whole.
  await page.route(/\/api\/sync(\?|$)/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { changes: Array<{ entity: string; row?: { id: number } }> }
    for (const change of body.changes) {
      if (change.entity === "employees" && change.row?.id === 1) Object.assign(change.row, { name: edited })
    }
    await route.fulfill({ response, json: body })
  })
  const scripts = await holdScripts(page)
  await open(page, "/employees/1")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("智能客服专员")
  scripts.release()
  await appReady(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited)
})

test("before the app has started, the server's page's links already work", async ({ page }) => {
  const scripts = await holdScripts(page)
  await open(page, "/employees")
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "zh-CN")
  await page
    .getByTestId("employee-card")
    .filter({ hasText: "智能客服专员" })
    .getByRole("link")
    .first()
    .click()
  await expect(page).toHaveURL(/\/employees\/1$/)
  // The next page is the server's too: still no JavaScript has run.
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "zh-CN")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("智能客服专员")
  scripts.release()
  await appReady(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("智能客服专员")
})

test("focus and text typed before the app started are kept", async ({ page }) => {
  const scripts = await holdScripts(page)
  await open(page, "/employees")
  const search = page.getByRole("searchbox")
  await search.focus()
  await page.keyboard.type("没有这样的名字 zzz")
  scripts.release()
  await appReady(page)
  await expect(page.getByTestId("empty-state").getByRole("heading")).toHaveText("未找到匹配的数字员工")
  await expect(search).toHaveValue("没有这样的名字 zzz")
  await expect(search).toBeFocused()
})

test("a post whose text has links is taken over by the app without waiting for those links", async ({
  page,
}) => {
  // The page's timers run on a clock the test moves (stopped once the page is there). The app waits at most 10 seconds of it for the
  // page's own controls; React never takes over the links inside a post's Markdown, so waiting for
  // them would only end at that limit, with the page's buttons taking no clicks until then.
  const clock = await openWithPausedClock(page, `${pristineBase}/blog/3`, "domcontentloaded")
  await expect(page.getByTestId("post-content").getByRole("link").first()).toBeVisible()
  const root = page.locator("#root")
  expect(
    await clock.stepUntil(async () => (await root.getAttribute("data-prerendered")) === null, 5_000),
    `not taken over after ${clock.elapsed()} ms of the clock`,
  ).toBe(true)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("a second visit, whose local database already holds the content, is taken over as quickly", async ({
  page,
}) => {
  // The first visit's pull fills the local database. On the next page it answers during the
  // hydration, with rows that differ from the page's (their timestamps are the server's, not the
  // build's): applied then, that answer held the page's hydration back until its 10-second limit.
  await page.goto("/")
  await expect.poll(async () => (await storedRows(page, "settings")).length).toBe(1)
  await page.clock.install()
  for (const path of ["/employees", "/teams/1", "/projects/1"]) {
    const scripts = await holdScripts(page)
    await open(page, path)
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "zh-CN")
    scripts.release()
    // The app starts and its local database answers, on a running clock; then the test moves it,
    // so the 10-second limit cannot be what ends the wait.
    await page.waitForTimeout(1_500)
    const clock = await pauseClock(page)
    expect(
      await clock.stepUntil(() => appOwnsPage(page), 3_000),
      `${path} not taken over after ${clock.elapsed()} ms of the clock`,
    ).toBe(true)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await page.clock.resume()
  }
})

test("the app hydrates the server's page: the elements on screen stay, in both languages", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  for (const language of ["zh-CN", "en"]) {
    await page.evaluate((saved) => localStorage.setItem("language", saved), language).catch(() => undefined)
    for (const route of ["/", "/employees", "/teams/1", "/projects/1", "/tools/1", "/blog", "/contact"]) {
      // The English page of `/x` is `/en/x` (the saved language matches the address: no move).
      const path = language === "en" ? `/en${route === "/" ? "" : route}` : route
      const scripts = await holdScripts(page)
      await open(page, path)
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered", language)
      // A mark on the heading and the footer the server sent: a new render would make new elements.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll("h1, footer")) element.setAttribute("data-marked", "")
      })
      scripts.release()
      await appReady(page)
      await expect(page.locator("h1"), `${language} ${path}`).toHaveAttribute("data-marked", "")
      // The footer's code comes later; React then hydrates the footer's markup too.
      await footerHydrated(page)
      await expect(page.locator("footer"), `${language} ${path}`).toHaveAttribute("data-marked", "")
      await page.unrouteAll({ behavior: "ignoreErrors" })
    }
  }
  // React reports markup it cannot hydrate as an error (and renders the page anew).
  expect(errors).toEqual([])
})

/**
 * Sums the page's layout shifts (those not caused by input) from every load on. The first pull is held
 * back: content other specs edited since the build would rightly move the page when it arrives.
 */
const recordLayoutShifts = async (page: Page) => {
  await page.route("**/api/sync**", () => undefined)
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean }
        if (!shift.hadRecentInput) shifts.push(shift.value)
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  return async (path: string) => {
    await page.goto(path)
    await expect(page.locator("footer")).toBeVisible()
    await footerHydrated(page)
    return page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    )
  }
}

test("the hydration shifts nothing on the page", async ({ page }) => {
  const shiftsLoading = await recordLayoutShifts(page)
  for (const path of ["/", "/employees", "/blog"]) expect(await shiftsLoading(path), path).toBeLessThan(0.05)
})

// On a phone the post's breadcrumb wraps onto two lines: a part that completed itself after its first
// render would push the page down.
test("the hydration of a blog post on a phone shifts nothing", async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const posts = (await allRows(request, "/api/blog-posts?published=true")) as Array<{ id: number }>
  // The demo posts were there when the pages were prerendered: the lowest id is one of them.
  const demoPost = Math.min(...posts.map((post) => post.id))
  const shiftsLoading = await recordLayoutShifts(page)
  expect(await shiftsLoading(`/blog/${demoPost}`)).toBeLessThan(0.05)
})
