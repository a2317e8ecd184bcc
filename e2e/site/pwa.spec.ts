/**
 * The installable PWA: manifest, service worker, offline reload of pages seen before. The footer's
 * "keep this site offline", after which every page and picture works with the network off, is
 * keep-offline-footer.spec.ts's.
 */
import { expect } from "@playwright/test"
import { appOwnsPage, test } from "./app-test.ts"
import { cachedUrls, expectAllImagesLoaded, waitForServiceWorker } from "../fixtures/offline.ts"
import { openWithPausedClock } from "../fixtures/paused-clock.ts"
import { fillContactForm } from "./pages-helpers.ts"
import { keepOfflineHydrated } from "./server-page.ts"

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
    await clock.stepUntil(() => keepOfflineHydrated(page), 3_000),
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
