/**
 * Live updates in the browser (issue 30): one change stream per browser however many tabs are open,
 * another tab taking it over when the leader's tab closes, and an edit made elsewhere reaching an open
 * public page without a reload.
 */
import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { test } from "./app-test.ts"
import { expect, slowTestTimeout, unique } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

let api: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
})
test.afterAll(async () => {
  await api.dispose()
})

const isStream = (request: Request) => new URL(request.url()).pathname === "/api/sync/stream"

/** Every stream request the context's pages make, with the page that made it. */
const watchStreams = (context: BrowserContext) => {
  const made: Array<{ page: Page | null; at: number }> = []
  context.on("request", (request) => {
    if (isStream(request)) made.push({ page: request.frame().page(), at: Date.now() })
  })
  return made
}

test("three tabs share one stream; closing the leader's tab hands it to another", async ({ browser }) => {
  const context = await browser.newContext()
  const made = watchStreams(context)
  const tabs: Page[] = []
  for (let index = 0; index < 3; index += 1) {
    const tab = await context.newPage()
    await tab.goto("/employees")
    tabs.push(tab)
  }
  await expect.poll(() => made.length).toBe(1)
  // The others are not silently holding streams of their own a moment later either.
  await tabs[2]!.waitForTimeout(1_500)
  expect(made.length).toBe(1)
  const leader = made[0]!.page
  expect(leader).not.toBeNull()

  const closedAt = Date.now()
  await leader!.close()
  await expect.poll(() => made.length, { timeout: 10_000 }).toBe(2)
  const next = made[1]!
  expect(next.page).not.toBe(leader)
  test.info().annotations.push({ type: "hand-over", description: `${next.at - closedAt} ms` })
  await context.close()
})

test("an edit made elsewhere appears on an open page without a reload", async ({ page }) => {
  const name = unique("实时员工")
  const created = await api.post("/api/employees", {
    data: {
      name,
      image: "/demo/fallback-employee.svg",
      profession: "测试",
      description: "实时更新测试",
      useCases: "实时",
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { id: number }).id
  await page.goto(`/employees/${id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  const renamed = `${name} 已更新`
  const navigations: string[] = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })

  const patched = await api.patch(`/api/employees/${id}`, { data: { name: renamed } })
  expect(patched.ok(), await patched.text()).toBe(true)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed, { timeout: 10_000 })
  expect(navigations).toEqual([])
  await api.delete(`/api/employees/${id}`)
})
