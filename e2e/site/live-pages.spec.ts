/**
 * Live pages (issue 25) in the browser, on the server whose content the specs edit: after an edit
 * through the API, the page the server sends has it before any of the app's JavaScript has run, in
 * both languages, and the app hydrates that page as it is (the elements on screen stay, nothing is
 * reported as a mismatch). Addresses with no page answer 404 with the not-found page, which the app
 * takes over too.
 */
import { type APIRequestContext, type Page } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { appReady, test } from "./app-test.ts"
import { footerHydrated, holdPulls, holdScripts, localCursor } from "./server-page.ts"
import { expect, slowTestTimeout, unique } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })
// Every page here is the server's, not one a service worker kept.
test.use({ serviceWorkers: "block" })

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" })
})

/** What React or the page reports as wrong: errors thrown, and console errors but failed pictures. */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text())
  })
  return errors
}

let api: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
})
test.afterAll(async () => {
  await api.dispose()
})

test("an edit is in the page the server sends before any script runs, and the app hydrates that page", async ({
  page,
}) => {
  const errors = watchErrors(page)
  const created = await api.post("/api/employees", {
    data: {
      name: unique("实时页面员工"),
      image: "/demo/fallback-employee.svg",
      description: "用于检查服务器渲染的员工",
      profession: "测试",
      useCases: "检查",
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const employee = (await created.json()) as { id: number; version: number }
  const name = unique("改名后的实时员工")
  const nameEn = unique("Renamed live employee")
  const edited = await api.patch(`/api/employees/${employee.id}`, {
    data: { name, nameEn },
    headers: { "If-Match": String(employee.version) },
  })
  expect(edited.ok(), await edited.text()).toBe(true)
  // The list's page it is on (the lists page, issue 33: a new employee is on the last page).
  const ids = ((await allRows(api, "/api/employees")) as Array<{ id: number }>).map((row) => row.id)
  const listPage = Math.floor(ids.sort((a, b) => a - b).indexOf(employee.id) / 12) + 1
  const onPage = listPage > 1 ? `?page=${listPage}` : ""

  for (const [path, language, text] of [
    [`/employees${onPage}`, "zh-CN", name],
    [`/employees/${employee.id}`, "zh-CN", name],
    [`/en/employees${onPage}`, "en", nameEn],
    [`/en/employees/${employee.id}`, "en", nameEn],
  ] as const) {
    const scripts = await holdScripts(page)
    const response = await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" })
    expect(response?.status(), path).toBe(200)
    // The server's page: its content, in its language, with none of the app's code run yet.
    await expect(page.locator("#root"), path).toHaveAttribute("data-prerendered", language)
    await expect(page.locator("main"), path).toContainText(text)
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("h1, footer")) element.setAttribute("data-marked", "")
    })
    scripts.release()
    await appReady(page)
    // Hydrated, not rendered anew: the elements the server sent are the ones on screen.
    await expect(page.locator("h1"), path).toHaveAttribute("data-marked", "")
    await footerHydrated(page)
    await expect(page.locator("footer"), path).toHaveAttribute("data-marked", "")
    await expect(page.locator("main"), path).toContainText(text)
    await page.unrouteAll({ behavior: "ignoreErrors" })
  }
  expect(errors).toEqual([])
})

test("a returning visitor's device that has not pulled an edit yet keeps the page's newer content, never shows the older", async ({
  page,
}) => {
  const errors = watchErrors(page)
  const created = await api.post("/api/employees", {
    data: {
      name: unique("回访员工"),
      image: "/demo/fallback-employee.svg",
      description: "用于检查回访时的内容",
      profession: "测试",
      useCases: "检查",
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const employee = (await created.json()) as { id: number; version: number; name: string }
  const path = `/employees/${employee.id}`
  // Every text the page's heading has had, from its first paint on.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { headings: seen })
    new MutationObserver(() => {
      const text = document.querySelector("h1")?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })

  // A first visit: the device pulls, and holds the employee under the old name.
  await page.goto(path)
  await expect.poll(() => localCursor(page), { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(page.locator("h1")).toHaveText(employee.name)
  // Held from now on: the open page's change stream would otherwise pull the edit at once (issue 30).
  const pulls = await holdPulls(page)
  const renamed = unique("回访后改名的员工")
  const edited = await api.patch(`/api/employees/${employee.id}`, {
    data: { name: renamed },
    headers: { "If-Match": String(employee.version) },
  })
  expect(edited.ok(), await edited.text()).toBe(true)

  // The second visit, its pull held: the server's page has the new name, the device the old one.
  await page.goto(path)
  await footerHydrated(page)
  await expect(page.locator("h1")).toHaveText(renamed)
  // The device's own answers come within moments of the hydration; none of them may bring the old name back.
  await page.waitForTimeout(1_500)
  await expect(page.locator("h1")).toHaveText(renamed)
  const before = await localCursor(page)
  pulls.release()
  await expect.poll(() => localCursor(page), { timeout: 20_000 }).toBeGreaterThan(before)
  await expect(page.locator("h1")).toHaveText(renamed)
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([renamed])
  expect(errors).toEqual([])
})

test("an address with no page answers 404 with the not-found page in its language, taken over by the app", async ({
  page,
}) => {
  const errors = watchErrors(page)
  for (const [path, text, title] of [
    ["/no-such-page", "抱歉，您访问的页面不存在或已被移除。", /^页面未找到/],
    ["/en/no-such-page", "Sorry, the page you are looking for does not exist", /^Page not found/],
    ["/employees/99999999", "抱歉，您访问的页面不存在或已被移除。", /^页面未找到/],
    // A list's page past its last (issue 33).
    ["/en/employees?page=9999", "Sorry, the page you are looking for does not exist", /^Page not found/],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId("not-found"), path).toContainText(text)
    await expect(page, path).toHaveTitle(title)
  }
  expect(errors).toEqual([])
})

test("a post unpublished answers 404, and its text is nowhere in what the server sends", async ({
  page,
  request,
}) => {
  const title = unique("即将撤下的文章")
  const created = await api.post("/api/blog-posts", {
    data: {
      title,
      content: "正文的第一段。",
      summary: "摘要",
      image: "/demo/blog/test.svg",
      category: "技术趋势",
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const post = (await created.json()) as { id: number; version: number }
  const published = await api.patch(`/api/blog-posts/${post.id}/publish`, {
    data: { isPublished: true },
    headers: { "If-Match": String(post.version) },
  })
  expect(published.ok()).toBe(true)
  expect((await page.goto(`/blog/${post.id}`))?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)

  const unpublished = await api.patch(`/api/blog-posts/${post.id}/publish`, {
    data: { isPublished: false },
    headers: { "If-Match": String(((await published.json()) as { version: number }).version) },
  })
  expect(unpublished.ok()).toBe(true)
  const draft = await request.get(`/blog/${post.id}`)
  expect(draft.status()).toBe(404)
  expect(await draft.text()).not.toContain(title)
  expect(await (await request.get("/blog")).text()).not.toContain(title)
})
