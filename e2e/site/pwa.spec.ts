/**
 * The installable PWA: manifest, service worker, offline reload of pages seen before, and the
 * "keep this site offline" action after which every page and picture works with the network off.
 */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { cachedUrls, expectAllImagesLoaded, waitForServiceWorker } from "../fixtures/offline.ts"

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

test("after 'keep this site offline', pages never visited and their pictures work offline", async ({
  page,
  context,
  request,
}) => {
  // Nine pages offline plus the whole download: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const posts = (await (await request.get("/api/blog-posts?published=true")).json()) as Array<{ id: number }>
  const employees = (await (await request.get("/api/employees")).json()) as Array<{ id: number }>
  const teams = (await (await request.get("/api/teams")).json()) as Array<{ id: number }>
  expect(posts.length).toBeGreaterThan(0)

  await page.goto("/")
  await waitForServiceWorker(page)
  const action = page.getByTestId("keep-offline")
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
