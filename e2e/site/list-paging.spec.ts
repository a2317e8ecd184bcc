/**
 * The public lists page (issue 33, item 2), in the built app against the real server, with 40 posts
 * and 30 employees made through the API: the server's pages and their pager, load more with the
 * address kept in step and the screen kept under 1,500 elements, search across every page, and
 * paging offline once the data has synced. What it made is deleted at the end (the server is shared).
 */
import type { APIRequestContext, Page } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { test } from "./app-test.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout * 2 })

const tag = `P${Date.now().toString(36)}`
let api: APIRequestContext
const made: string[] = []

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
  for (let n = 1; n <= 40; n++) {
    const created = await api.post("/api/blog-posts", {
      data: {
        title: `分页文章 ${tag} 第${n}篇`,
        category: "产品更新",
        summary: "分页测试摘要",
        image: "/demo/blog/builder-3-release.svg",
        content: "分页测试正文",
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    made.push(`/api/blog-posts/${id}`)
    expect((await api.patch(`/api/blog-posts/${id}/publish`, { data: { isPublished: true } })).ok()).toBe(
      true,
    )
  }
  for (let n = 1; n <= 30; n++) {
    const created = await api.post("/api/employees", {
      data: {
        name: `分页员工 ${tag} ${n}号`,
        profession: "测试",
        description: "分页测试描述",
        useCases: "测试",
        image: "/demo/employees/test.svg",
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    made.push(`/api/employees/${((await created.json()) as { id: number }).id}`)
  }
})

test.afterAll(async () => {
  for (const path of made) await api.delete(path)
  await api.dispose()
})

/**
 * Presses "load more" where it is: scrolling down to it would also bring the marker under the cards
 * into view, which loads the next page by itself (checked apart below).
 */
const loadMore = (page: Page) =>
  page.getByTestId("load-more").evaluate((button: HTMLElement) => button.click())

const domSize = (page: Page) => page.evaluate(() => document.querySelectorAll("*").length)
const addressPage = (page: Page) => Number(new URL(page.url()).searchParams.get("page") ?? "1")

test("pages, load more within 1,500 elements, search across pages, offline paging", async ({
  page,
  request,
}) => {
  const posts = await allRows(request, "/api/blog-posts?published=true")
  const postPages = Math.ceil(posts.length / 12)
  const employees = await allRows(request, "/api/employees")
  const employeePages = Math.ceil(employees.length / 12)
  expect(postPages).toBeGreaterThanOrEqual(4)

  // The server's page 2 and its pager of plain links; following "next" is page 3.
  await page.goto("/blog?page=2")
  await expect(page.getByTestId("page-of")).toHaveText(`第 2 页，共 ${postPages} 页`)
  await expect(page.getByTestId("post-card")).toHaveCount(12)
  const pager = page.getByTestId("pager")
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute("href", "/blog")
  // Clicked where it is: scrolling down to it would load the next page first (the marker under the
  // cards), and the link would then lead past it.
  await pager.locator('a[rel="next"]').evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL(/\/blog\?page=3$/)
  await expect(page.getByTestId("page-of")).toHaveText(`第 3 页，共 ${postPages} 页`)
  await expect(page).toHaveTitle(/^博客资讯（第 3 页） \| /)

  // Load more: the next page is added, the address names it, the earliest pages go past three.
  await page.goto("/blog")
  let largest = await domSize(page)
  for (let shown = 2; shown <= Math.min(5, postPages); shown++) {
    await loadMore(page)
    await expect.poll(() => addressPage(page)).toBe(shown)
    await expect(page.getByTestId("page-of")).toHaveText(`第 ${shown} 页，共 ${postPages} 页`)
    // The window's pages: the last three at most, the last page of the list maybe not full.
    const first = Math.max(1, shown - 2)
    await expect(page.getByTestId("post-card")).toHaveCount(
      Math.min(shown * 12, posts.length) - (first - 1) * 12,
    )
    largest = Math.max(largest, await domSize(page))
  }
  await expect(page.getByTestId("show-earlier")).toBeVisible()
  // A reload lands where the reader was.
  const at = addressPage(page)
  await page.reload()
  await expect(page.getByTestId("page-of")).toHaveText(`第 ${at} 页，共 ${postPages} 页`)
  await expect(page.getByTestId("post-card")).toHaveCount(Math.min(12, posts.length - (at - 1) * 12))
  // Employees (the largest cards) loaded to their end stay under the budget as well.
  await page.goto("/employees")
  for (let shown = 2; shown <= employeePages; shown++) {
    await loadMore(page)
    await expect.poll(() => addressPage(page)).toBe(shown)
    await expect(page.getByTestId("page-of")).toHaveText(`第 ${shown} 页，共 ${employeePages} 页`)
    largest = Math.max(largest, await domSize(page))
  }
  await expect(page.getByTestId("load-more")).toHaveCount(0)
  expect(largest).toBeLessThanOrEqual(1500)
  test.info().annotations.push({ type: "largest DOM", description: String(largest) })

  // Search covers every record, page by page: all 30 of ours, twelve at a time.
  await page.goto("/employees")
  await page.getByRole("searchbox").fill(`分页员工 ${tag}`)
  await expect(page.getByTestId("employee-card")).toHaveCount(12)
  await expect(page).toHaveURL(/\/employees$/)
  await loadMore(page)
  await expect(page.getByTestId("employee-card")).toHaveCount(24)
  await loadMore(page)
  await expect(page.getByTestId("employee-card")).toHaveCount(30)
  await expect(page.getByTestId("load-more")).toHaveCount(0)
  // One that is on the last page of the list.
  await page.getByRole("searchbox").fill(`${tag} 29号`)
  await expect(page.getByTestId("employee-card")).toHaveCount(1)

  // English pager.
  await page.goto("/en/employees?page=2")
  await expect(page.getByTestId("page-of")).toHaveText(`Page 2 of ${employeePages}`)

  // Offline, once synced: the pager's links and load more read the local database.
  await page.goto("/employees")
  await waitForServiceWorker(page)
  await expect(page.getByTestId("employee-card")).toHaveCount(12)
  await page.context().setOffline(true)
  try {
    await page
      .getByTestId("pager")
      .locator('a[rel="next"]')
      .evaluate((link: HTMLElement) => link.click())
    await expect(page).toHaveURL(/\/employees\?page=2$/)
    await expect(page.getByTestId("page-of")).toHaveText(`第 2 页，共 ${employeePages} 页`)
    await loadMore(page)
    await expect.poll(() => addressPage(page)).toBe(3)
    await expect(page.getByTestId("employee-card")).toHaveCount(24)
    await page.getByRole("searchbox").fill(`${tag} 3号`)
    await expect(page.getByTestId("employee-card")).toHaveCount(1)
  } finally {
    await page.context().setOffline(false)
  }
})
