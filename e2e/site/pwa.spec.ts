/**
 * The installable PWA: manifest, service worker, offline reload of pages seen before, and the
 * "keep this site offline" action after which every page and picture works with the network off.
 */
import { type Page, expect } from "@playwright/test"
import { appOwnsPage, test } from "./app-test.ts"
import { cachedUrls, expectAllImagesLoaded, waitForServiceWorker } from "../fixtures/offline.ts"
import { openWithPausedClock } from "../fixtures/paused-clock.ts"
import { fillContactForm } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

/** True once React has taken over the footer's "keep this site offline" button (its code loads last). */
const footerHydrated = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('[data-testid="keep-offline"] button')
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"))
  })

test("the manifest has what Chromium needs to install the app", async ({ page, request }) => {
  await page.goto("/")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  expect(href).toBeTruthy()
  const manifest = (await (await request.get(href ?? "")).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    lang: "zh-CN",
    start_url: "/",
    display: "standalone",
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  })
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
  expect(icons.some((icon) => icon.purpose?.includes("maskable"))).toBe(true)
  for (const icon of icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/png")
  }
})

test("a service worker registers, and the home page reloads with the network off", async ({
  page,
  context,
}) => {
  await page.goto("/")
  await waitForServiceWorker(page)
  // Through the service worker now, so the pictures land in its runtime cache.
  await page.reload()
  await expect(page.getByTestId("home-tool-card")).toHaveCount(8)
  await expectAllImagesLoaded(page)

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByTestId("hero-heading")).toHaveText("让 AI 数字员工成为您团队的一员")
    await expect(page.getByTestId("home-employee-card")).toHaveCount(3)
    await expect(page.getByTestId("home-tool-card")).toHaveCount(8)
    await expectAllImagesLoaded(page)
    // The API itself is never answered from a cache.
    const apiWorks = await page.evaluate(() =>
      fetch("/api/settings").then(
        () => true,
        () => false,
      ),
    )
    expect(apiWorks).toBe(false)
  } finally {
    await context.setOffline(false)
  }
  const cached = await cachedUrls(page)
  expect(cached.filter((entry) => entry.includes("/api/"))).toEqual([])
  expect(cached.some((entry) => entry.startsWith("site-images "))).toBe(true)
})

test("a first visit registers the service worker once the page has settled, not while it starts", async ({
  page,
}) => {
  // When the page loaded and when it registered, on the page's own clock: how much of it ran before
  // the test paused it depends on the machine's speed, so the test measures, not assumes.
  await page.addInitScript(() => {
    const times = { loadedAt: 0, registeredAt: 0 }
    Object.assign(window, { swTimes: times })
    window.addEventListener("load", () => (times.loadedAt = Date.now()), { once: true })
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      times.registeredAt ||= Date.now()
      return register.apply(this, args)
    }
  })
  const swTimes = () =>
    page.evaluate(
      () => (window as unknown as { swTimes: { loadedAt: number; registeredAt: number } }).swTimes,
    )
  // registration-timing.ts waits 5 seconds of the page's clock after the load event.
  const clock = await openWithPausedClock(page, "/")
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)
  // The app has started, down to its footer (whose code loads last), well before 5 seconds: no
  // service worker yet.
  expect(
    await clock.stepUntil(() => footerHydrated(page), 3_000),
    `footer not hydrated after ${clock.elapsed()} ms of the clock`,
  ).toBe(true)
  expect(await appOwnsPage(page)).toBe(true)
  await page.waitForTimeout(1_000)
  expect(await registered(), `registered after ${clock.elapsed()} ms of the clock`).toBe(false)
  // Once the page has settled, it registers: 5 seconds of its clock after its load event.
  expect(
    await clock.stepUntil(registered, 15_000),
    `not registered after ${clock.elapsed()} ms of the clock`,
  ).toBe(true)
  const { loadedAt, registeredAt } = await swTimes()
  expect(loadedAt).toBeGreaterThan(0)
  expect(registeredAt - loadedAt).toBeGreaterThanOrEqual(5_000)
})

test("on a first visit, a toast does not wait for the service worker", async ({ page }) => {
  // The service worker registers 5 seconds of the clock after the load event, which cannot pass
  // before the test moves it; sending takes 1.5 seconds of it.
  const clock = await openWithPausedClock(page, "/contact")
  const form = page.getByTestId("contact-form")
  // The prerendered form hydrated, or (once other specs have edited content, and the server sends
  // index.html) the app's own render of it, whose code arrives on the clock too.
  const formIsTheApps = async () => (await appOwnsPage(page)) && (await form.getByLabel("姓名").count()) > 0
  expect(
    await clock.stepUntil(formIsTheApps, 3_000),
    `no form after ${clock.elapsed()} ms of the clock`,
  ).toBe(true)
  await fillContactForm(form, {
    name: "张三",
    email: "zhang@example.com",
    phone: "13800000000",
    subject: "咨询合作事宜",
    message: "想了解数字员工的定制流程。",
  })
  await form.getByRole("button", { name: "发送消息" }).click()
  const toast = page.getByTestId("toast-region")
  // 4.4 s after the pause is 4.9 s after load.
  expect(
    await clock.stepUntil(() => toast.isVisible(), 4_400),
    `no toast after ${clock.elapsed()} ms of the clock`,
  ).toBe(true)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined),
  ).toBe(false)
})

test("after 'keep this site offline', pages never visited and their pictures work offline", async ({
  page,
  context,
  request,
}) => {
  // Nine pages offline plus the whole download: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const posts = (await allRows(request, "/api/blog-posts?published=true")) as Array<{ id: number }>
  const employees = (await allRows(request, "/api/employees")) as Array<{ id: number }>
  const teams = (await allRows(request, "/api/teams")) as Array<{ id: number }>
  expect(posts.length).toBeGreaterThan(0)

  // Pressed on a first visit, before the service worker would register on its own: the action
  // registers it and waits for its install, so the app's own files are kept too.
  await page.goto("/")
  const action = page.getByTestId("keep-offline")
  await expect.poll(() => footerHydrated(page)).toBe(true)
  await action.getByRole("button", { name: "离线保存本站" }).click()
  await expect(action.getByTestId("keep-offline-status")).toContainText("已保存", { timeout: 30_000 })
  await expect(action.getByTestId("keep-offline-status")).toContainText("断网时也可浏览全部页面")

  await context.setOffline(true)
  try {
    const paths = [
      "/employees",
      `/employees/${employees[0]?.id}`,
      "/teams",
      `/teams/${teams[0]?.id}`,
      "/projects",
      "/tools",
      "/blog",
      `/blog/${posts[0]?.id}`,
      "/about",
    ]
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible()
      await expect(page.getByTestId("not-found"), path).toHaveCount(0)
      await expectAllImagesLoaded(page)
    }
  } finally {
    await context.setOffline(false)
  }
})
