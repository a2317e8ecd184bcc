/**
 * The local-first data layer in the real app: content read once renders from IndexedDB with the
 * network off, and a request queued offline survives a reload and reaches the server exactly once
 * when the network is back.
 */
import { type Page, expect, test } from "@playwright/test"
import { adminApi } from "./fixtures/admin-api.ts"
import { storedRows, waitForPullSince, waitForServiceWorker } from "./fixtures/offline.ts"
import { allRows } from "./fixtures/all-rows.ts"
import { pageSize } from "../shared/list-paging.ts"

/** The active employees this page's IndexedDB holds (what the offline list must show). */
const storedEmployees = async (page: Page) =>
  (await storedRows<{ id: number; name: string; isActive: boolean }>(page, "employees"))
    .filter((row) => row.isActive)
    .map(({ id, name }) => ({ id, name }))

test("a list seen once renders from IndexedDB after an offline reload", async ({ page, context }) => {
  await page.goto("/employees")
  await waitForServiceWorker(page)
  const cards = page.getByTestId("employee-card")
  await expect(cards.first()).toBeVisible()
  // Offline, the reload is answered with the page the service worker kept for this address, as the
  // server rendered it, and that page wins over an older local database (app/db/prerendered-data.ts).
  // So the page is fetched again with the worker in place (it keeps this one), and the device's pull
  // that follows makes the local database at least as new as the kept page: the list then shows what
  // the device stored, whatever other specs add to the shared server meanwhile.
  const reloaded = Date.now()
  await page.reload()
  await waitForPullSince(page, reloaded)

  await context.setOffline(true)
  try {
    const apiCalls: string[] = []
    page.on("request", (req) => {
      if (req.url().includes("/api/")) apiCalls.push(req.url())
    })
    await page.reload()
    // Other specs add rows to the shared server meanwhile: the list is compared with what this
    // device stored, which nothing can change while it is offline.
    const stored = await storedEmployees(page)
    expect(stored.length).toBeGreaterThan(0)
    // The list's first page (issue 33: twelve cards a page, in id order) of what the device stored.
    const firstPage = stored.sort((a, b) => a.id - b.id).slice(0, pageSize)
    await expect(cards).toHaveCount(firstPage.length)
    for (const employee of [firstPage[0]!, firstPage.at(-1)!])
      await expect(page.getByText(employee.name).first()).toBeVisible()
    // A detail page never opened before is in IndexedDB too (the pull stored every row's card; its
    // long texts, never fetched, are said to be missing above it: docs/sync.md).
    const last = stored.at(-1)!
    await page.goto(`/employees/${last.id}`)
    await expect(page.getByTestId("employee-detail")).toContainText(last.name)
    // What was tried went to the network and failed (the pull, and the detail page's fetch of the
    // long texts its card lacks); nothing came from a cache of API answers.
    await expect(page.getByTestId("not-on-device")).toBeVisible()
    expect(
      apiCalls.every(
        (url) =>
          url.includes("/api/sync") || url.includes("/api/user") || url.includes(`/api/employees/${last.id}`),
      ),
    ).toBe(true)
  } finally {
    await context.setOffline(false)
  }
})

test("a collaboration request sent offline survives a reload and reaches the server once", async ({
  page,
  context,
  baseURL,
}) => {
  const company = `离线同步公司-${Date.now()}`
  await page.goto("/collaboration")
  await waitForServiceWorker(page)
  await context.setOffline(true)
  try {
    await page.getByLabel("公司名称").fill(company)
    await page.getByLabel("联系人").fill("李四")
    await page.getByLabel("电子邮箱").fill("lisi@example.com")
    await page.getByLabel("联系电话").fill("13900000000")
    await page.getByLabel("需求描述").fill("离线时提交的合作申请，恢复网络后送达。")
    await page.getByRole("button", { name: "提交合作申请" }).click()
    await expect(page.getByTestId("collaboration-queued")).toBeVisible()

    await page.reload()
    // Still queued after the reload: the header shows the waiting request.
    await expect(page.getByTestId("public-sync-indicator")).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
  // Back online: the engine delivers on the `online` event; the indicator goes away once it is sent.
  await expect(page.getByTestId("public-sync-indicator")).toBeHidden({ timeout: 20_000 })

  const admin = await adminApi(baseURL ?? "")
  const requests = (await allRows(admin, "/api/collaborations")) as Array<{ companyName: string }>
  expect(requests.filter((row) => row.companyName === company)).toHaveLength(1)
  await admin.dispose()
})
