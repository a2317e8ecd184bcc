/**
 * The header's sync indicator for visitors: a collaboration request sent offline waits in the outbox,
 * the indicator shows it and opens the sync panel, and once online it is delivered (exactly once)
 * and the indicator goes away.
 */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { allRows } from "../fixtures/all-rows.ts"

test("a request queued offline shows in the header until it is delivered", async ({
  page,
  context,
  baseURL,
}) => {
  const company = `离线测试公司 ${Date.now().toString(36)}`
  await page.goto("/collaboration")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("public-sync-indicator")).toHaveCount(0)
  // A visitor offline has the app from the service worker (the sync panel's code included).
  await waitForServiceWorker(page)

  await context.setOffline(true)
  const main = page.getByRole("main")
  await main.getByRole("textbox", { name: "公司名称" }).fill(company)
  await main.getByRole("textbox", { name: "联系人" }).fill("李雷")
  await main.getByRole("textbox", { name: "电子邮箱" }).fill("lilei@example.com")
  await main.getByRole("textbox", { name: "联系电话" }).fill("021-5555-0100")
  await main.getByRole("textbox", { name: "需求描述" }).fill("希望为客服中心部署数字员工，先试点一个月。")
  await main.getByRole("button", { name: "提交合作申请" }).click()

  const indicator = page.getByTestId("public-sync-indicator")
  await expect(indicator).toBeVisible()
  await expect(indicator).toHaveAccessibleName(/1 个请求等待发送/)
  await indicator.click()
  const panel = page.getByRole("dialog", { name: "查看同步状态" })
  await expect(panel).toBeVisible()
  await panel.getByRole("button", { name: "关闭" }).click()
  await expect(panel).toHaveCount(0)

  await context.setOffline(false)
  await expect(indicator).toHaveCount(0, { timeout: 30_000 })

  const api = await adminApi(baseURL ?? "")
  try {
    const rows = (await allRows(api, "/api/collaborations")) as Array<{ companyName: string }>
    expect(rows.filter((row) => row.companyName === company)).toHaveLength(1)
  } finally {
    await api.dispose()
  }
})
