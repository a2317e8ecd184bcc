import { expect, test } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { expectToast, loginAsAdmin, row, unique, waitForSynced } from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test("an edit the server refuses shows its reason in the sync panel, and discarding it restores the server's row", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = unique("将被删除的成员")
  const team = unique("失败团队")
  // Another admin (its own session) prepares an employee and an empty team.
  const api = await adminApi(baseURL!)
  const employee = (await (
    await api.post("/api/employees", {
      data: {
        name: member,
        image: "/demo/fallback-employee.svg",
        profession: "测试",
        description: "测试",
        useCases: "测试",
      },
    })
  ).json()) as { id: number }
  const created = await api.post("/api/teams", {
    data: { name: team, image: "/demo/fallback-team.svg", description: "失败测试", composition: [] },
  })
  expect(created.ok()).toBe(true)

  await loginAsAdmin(page, "/systemadmin/teams")
  await expect(row(page, team)).toBeVisible({ timeout: 20_000 })
  // Offline, this admin adds the employee to the team; meanwhile the other admin deletes the employee.
  await context.setOffline(true)
  await row(page, team)
    .getByRole("button", { name: `编辑 ${team}` })
    .click()
  const edit = page.getByRole("dialog", { name: "编辑数字团队" })
  await edit.getByTestId("composition-picker").selectOption({ label: member })
  await edit.getByRole("button", { name: "保存" }).click()
  // Offline: kept on the device, not "updated" until the server has it (issue 28, item 8).
  await expectToast(page, "已保存在本设备", "恢复网络后会自动发送到服务器。")
  await expect(row(page, team).getByTestId("sync-marker")).toBeVisible()
  // Offline, the waiting edit says why it waits.
  await page.getByTestId("sync-indicator").click()
  const waitingEntry = page.getByRole("dialog", { name: "同步面板" }).getByTestId("sync-entry")
  await expect(waitingEntry).toHaveAttribute("data-state", "pending")
  await expect(waitingEntry).toContainText("网络不可用")
  await page.keyboard.press("Escape")
  expect((await api.delete(`/api/employees/${employee.id}`)).ok()).toBe(true)

  await context.setOffline(false)
  await expect(page.getByTestId("sync-indicator")).toHaveAccessibleName(/1 项失败/, { timeout: 20_000 })
  await expect(row(page, team).getByTestId("sync-marker")).toHaveAttribute("data-sync-state", "failed")
  await page.getByTestId("sync-indicator").click()
  const panel = page.getByRole("dialog", { name: "同步面板" })
  const entry = panel.getByTestId("sync-entry").filter({ hasText: team })
  await expect(entry).toHaveAttribute("data-state", "failed")
  await expect(entry).toContainText("提交的数据无效")
  await entry.getByRole("button", { name: "放弃更改" }).click()
  await page.keyboard.press("Escape")
  await waitForSynced(page)
  await expect(row(page, team).getByRole("img")).toHaveCount(0)
  const teams = (await allRows(api, "/api/teams")) as Array<{
    id: number
    name: string
    composition: number[]
  }>
  const stored = teams.find((candidate) => candidate.name === team)
  expect(stored?.composition).toEqual([])
  await api.delete(`/api/teams/${stored?.id}`)
  await api.dispose()
})
