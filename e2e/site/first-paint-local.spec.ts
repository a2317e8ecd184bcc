/**
 * A returning reader offline on a site whose content is not the build's (issues 17 and 25): the server
 * renders every page from its database, and the service worker keeps that page for its address (or,
 * when the device holds newer content, the app keeps its own render of it:
 * app/start/rendered-page-keeper.ts). Opened again offline, the page's content is in
 * the HTML the worker answers, painted before any of the app's scripts ran, in both languages, under
 * the Content-Security-Policy, and the app hydrates it. A later edit replaces the kept page. And a
 * post's same-site links lead to the reader's language.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { type APIRequestContext, type Page, expect } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { watchPage } from "../fixtures/csp-watch.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { test } from "./app-test.ts"
import { slowTestTimeout, unique } from "./pages-helpers.ts"
import { listPageQuery } from "../fixtures/list-page.ts"

test.describe.configure({ timeout: slowTestTimeout })

/** The kept answer for `path` in this version's pages cache ("site-pages-<build>"), if any. */
const keptPage = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    const names = (await caches.keys()).filter((name) => name.startsWith("site-pages-"))
    for (const name of names) {
      const response = await (
        await caches.open(name)
      ).match(new URL(address, location.href).href, {
        ignoreVary: true,
      })
      if (response !== undefined)
        return {
          cache: name,
          policy: response.headers.get("content-security-policy") ?? "",
          html: await response.text(),
        }
    }
    return undefined
  }, path)

/**
 * Records, when the document has been parsed (before the loader of a rendered page has added the
 * app's script, which it does after the first paint), what #root shows, <html lang>, the title, and
 * whether an app script had been added yet.
 */
const recordParsedDocument = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, {
        parsedDocument: {
          rootText: document.getElementById("root")?.textContent ?? "",
          prerendered: document.getElementById("root")?.getAttribute("data-prerendered") ?? null,
          lang: document.documentElement.lang,
          title: document.title,
          appScript: document.querySelector('script[type="module"][src]') !== null,
          skeleton: document.querySelector('[aria-busy="true"]') !== null,
        },
      })
    })
  })

interface ParsedDocument {
  readonly rootText: string
  readonly prerendered: string | null
  readonly lang: string
  readonly title: string
  readonly appScript: boolean
  readonly skeleton: boolean
}

/** The address of a picture whose load failed, from the console's message, if the message is one. */
const failedPicture = (error: string): string | undefined =>
  /Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+(\/(?:demo|media)\/[^)]+)\)$/.exec(error)?.[1]

/**
 * Whether this device never kept the picture at `address` in any width: a `/demo/` address the build
 * has no file for (a record's address made up by a spec), or a `/media/` picture whose record another
 * spec created after the online visit (the change stream brings the record at once; its picture was
 * never on screen online, so never kept). The worker answers a kept picture's other widths offline,
 * so a picture with any width kept must not fail.
 */
const neverKept = async (page: Page, address: string): Promise<boolean> => {
  if (address.startsWith("/demo/")) return !existsSync(join(process.env.STATIC_DIR ?? "dist", address))
  const picture = /^\/media\/([0-9a-f]{32})-/.exec(address)?.[1]
  if (picture === undefined) return false
  return page.evaluate(
    async (hash) =>
      !(await (await caches.open("site-images")).keys()).some((request) =>
        new URL(request.url).pathname.startsWith(`/media/${hash}-`),
      ),
    picture,
  )
}

const parsedDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { parsedDocument: ParsedDocument }).parsedDocument)

let api: APIRequestContext
let employee: { id: number; version: number }
const name = unique("本地首绘员工")
const nameEn = unique("Local first paint")

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
  // A new row: content that is not the build's demo.
  const created = await api.post("/api/employees", {
    data: {
      name,
      nameEn,
      image: "/demo/fallback-employee.svg",
      description: "离线首绘",
      descriptionEn: "Offline first paint",
      profession: "测试",
      professionEn: "Testing",
      useCases: "a",
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  employee = (await created.json()) as { id: number; version: number }
})

test.afterAll(async () => {
  await api.delete(`/api/employees/${employee.id}`)
  await api.dispose()
})

test("a page visited once online opens offline with its content at the first paint, in both languages, under the policy", async ({
  page,
  context,
}) => {
  // The list page that shows the employee (twelve cards a page; other specs' employees come and go).
  const onPage = await listPageQuery("/api/employees", employee.id)
  const visits = [
    { path: `/employees/${employee.id}`, text: name, lang: "zh-CN" },
    { path: `/en/employees/${employee.id}`, text: nameEn, lang: "en" },
    { path: `/en/employees${onPage}`, text: nameEn, lang: "en" },
  ]
  await page.goto(visits[0]?.path ?? "/")
  await waitForServiceWorker(page)
  for (const visit of visits) {
    const response = await page.goto(visit.path)
    // The server rendered the page from its database: the new row is in it.
    const sent = (await response?.text()) ?? ""
    expect(sent, visit.path).toContain(`data-prerendered="${visit.lang}"`)
    expect(sent, visit.path).toContain(visit.text)
    await expect(page.locator("main"), visit.path).toContainText(visit.text)
    // The page is kept for the address, with its content.
    await expect
      .poll(async () => (await keptPage(page, visit.path))?.html ?? "", {
        message: visit.path,
        timeout: 30_000,
      })
      .toContain(visit.text)
    const kept = await keptPage(page, visit.path)
    expect(kept?.html, visit.path).toContain(`data-prerendered="${visit.lang}"`)
    expect(kept?.html, visit.path).toContain(visit.text)
    // It is answered with the server's security headers, its policy above all.
    expect(kept?.policy, visit.path).toContain("script-src 'self' 'sha256-")
  }

  await recordParsedDocument(page)
  const watch = await watchPage(page)
  await context.setOffline(true)
  try {
    for (const visit of visits) {
      watch.clear()
      const response = await page.goto(visit.path)
      expect(response?.fromServiceWorker(), visit.path).toBe(true)
      const html = (await response?.text()) ?? ""
      expect(html, visit.path).toContain(`<html lang="${visit.lang}"`)
      expect(html, visit.path).toContain(visit.text)
      // Before any of the app's scripts ran: the content, the language and the title are there.
      const parsed = await parsedDocument(page)
      expect(parsed.appScript, visit.path).toBe(false)
      expect(parsed.prerendered, visit.path).toBe(visit.lang)
      expect(parsed.rootText, visit.path).toContain(visit.text)
      expect(parsed.lang, visit.path).toBe(visit.lang)
      expect(parsed.skeleton, visit.path).toBe(false)
      expect(parsed.title, visit.path).not.toBe("")
      // The app hydrated it (page.goto waits for that): the content stays, nothing was reported.
      await expect(page.locator("main"), visit.path).toContainText(visit.text)
      expect(await watch.violations(), `${visit.path}: CSP violations`).toEqual([])
      // Offline, the sync's requests fail (the browser reports them), and so does a picture this
      // device never kept (neverKept); nothing else may fail.
      const errors: string[] = []
      for (const error of watch.errors) {
        if (error.includes("net::ERR_INTERNET_DISCONNECTED")) continue
        const picture = failedPicture(error)
        if (picture === undefined || !(await neverKept(page, picture))) errors.push(error)
      }
      expect(errors, `${visit.path}: console errors`).toEqual([])
    }
  } finally {
    await context.setOffline(false)
  }
})

test("content edited later replaces the kept page at the next render", async ({ page }) => {
  const path = `/employees/${employee.id}`
  await page.goto(path)
  await waitForServiceWorker(page)
  await expect.poll(async () => (await keptPage(page, path))?.html ?? "", { timeout: 30_000 }).toContain(name)
  const renamed = unique("改名后的员工")
  const changed = await api.patch(`/api/employees/${employee.id}`, {
    data: { name: renamed },
    headers: { "If-Match": `"${employee.version}"` },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
  employee = (await changed.json()) as { id: number; version: number }
  // Online, the next visit pulls the edit and renders it; the kept page follows.
  await page.reload()
  await expect(page.locator("main")).toContainText(renamed)
  await expect
    .poll(async () => (await keptPage(page, path))?.html ?? "", { timeout: 30_000 })
    .toContain(renamed)
  expect((await keptPage(page, path))?.html).not.toContain(name)
})

test("a post's same-site links lead to the reader's language", async ({ page }) => {
  const created = await api.post("/api/blog-posts", {
    data: {
      title: unique("站内链接"),
      titleEn: unique("Same-site links"),
      category: "产品更新",
      summary: "摘要",
      summaryEn: "Summary",
      image: "/demo/blog/builder-3-release.svg",
      content: "见 [数字员工](/employees) 与 [外部](https://example.com/employees)。",
      contentEn:
        "See [our employees](/employees), [a team](/teams/1#members) and [elsewhere](https://example.com/employees).",
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = (await created.json()) as { id: number }
  try {
    const published = await api.patch(`/api/blog-posts/${post.id}/publish`, { data: { isPublished: true } })
    expect(published.ok(), await published.text()).toBe(true)

    await page.goto(`/en/blog/${post.id}`)
    const body = page.getByTestId("post-content")
    await expect(body.getByRole("link", { name: "our employees" })).toHaveAttribute("href", "/en/employees")
    await expect(body.getByRole("link", { name: "a team" })).toHaveAttribute("href", "/en/teams/1#members")
    await expect(body.getByRole("link", { name: "elsewhere" })).toHaveAttribute(
      "href",
      "https://example.com/employees",
    )
    await body.getByRole("link", { name: "our employees" }).click()
    await expect(page).toHaveURL(/\/en\/employees$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")

    // The Chinese page keeps the post's links as written.
    await page.goto(`/blog/${post.id}`)
    await expect(page.getByTestId("post-content").getByRole("link", { name: "数字员工" })).toHaveAttribute(
      "href",
      "/employees",
    )
  } finally {
    await api.delete(`/api/blog-posts/${post.id}`)
  }
})

test("index.html answered for an English address says so before the app starts; the back office is not moved", async ({
  browser,
  baseURL,
}) => {
  // No service worker and none of the app's scripts: what the page shows is index.html's own doing.
  // index.html is what the worker answers offline for an address it kept nothing for; here the
  // server's own copy of it answers every page address.
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" })
  try {
    await context.route("**/assets/*.js", (route) => route.abort())
    await context.route(
      (url) => /^\/(en(\/.*)?|teams)$/.test(url.pathname),
      async (route) => route.fulfill({ response: await route.fetch({ url: `${baseURL}/index.html` }) }),
    )
    const page = await context.newPage()
    const response = await page.goto("/en/teams")
    expect(await response?.text()).not.toContain("data-prerendered=")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await page.goto("/teams")
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN")
    // A reader who chose English is moved from a Chinese address to its English one, the back office stays.
    await page.evaluate(() => localStorage.setItem("language", "en"))
    await page.goto("/teams")
    await expect(page).toHaveURL(/\/en\/teams$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await page.goto("/systemadmin")
    await expect(page).toHaveURL(/\/systemadmin$/)
  } finally {
    await context.close()
  }
})
