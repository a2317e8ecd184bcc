import { expect, test } from "@playwright/test"
import { closeToast, loginAsAdmin, row, unique, waitForSynced } from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test("conflict: two admins edit the same field; the second resolves it side by side", async ({ browser }) => {
  test.setTimeout(120_000)
  const name = unique("冲突员工")
  const first = await browser.newContext()
  const second = await browser.newContext()
  const pageA = await first.newPage()
  const pageB = await second.newPage()

  const longA = "A 改写的描述：".padEnd(90, "甲")
  const longB = "B 改写的描述：".padEnd(90, "乙")
  const professionOnServer = async () => {
    const employees = (await allRows(pageA.request, "/api/employees")) as Array<{
      name: string
      profession: string
    }>
    return employees.find((employee) => employee.name === name)?.profession
  }

  await loginAsAdmin(pageA, "/systemadmin/employees")
  await pageA.getByRole("button", { name: "添加员工" }).click()
  const create = pageA.getByRole("dialog", { name: "添加数字员工" })
  await create.getByLabel("名称").fill(name)
  await create.getByLabel("图片").fill("/demo/fallback-employee.svg")
  await create.getByLabel("职业").fill("原职业")
  await create.getByLabel("描述").fill("冲突测试")
  await create.getByLabel("使用场景").fill("冲突")
  await create.getByRole("button", { name: "创建" }).click()
  await expect(row(pageA, name)).toBeVisible()
  await waitForSynced(pageA)

  await loginAsAdmin(pageB, "/systemadmin/employees")
  await expect(row(pageB, name)).toBeVisible({ timeout: 20_000 })
  // B edits offline, so its edit is based on the version A is about to change.
  await second.setOffline(true)
  await closeToast(pageB)
  await row(pageB, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  await pageB.getByRole("dialog").getByLabel("职业").fill("B 的职业")
  await pageB.getByRole("dialog").getByLabel("描述").fill(longB)
  await pageB.getByRole("dialog").getByRole("button", { name: "保存" }).click()
  await expect(row(pageB, name).getByTestId("sync-marker")).toBeVisible()
  // Not "updated": the server has not answered (issue 28, item 8).
  await expect(pageB.getByTestId("toast")).toContainText("已保存在本设备")
  await expect(pageB.getByTestId("toast")).not.toContainText("员工已更新")
  await closeToast(pageB)

  await closeToast(pageA)
  await row(pageA, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  await pageA.getByRole("dialog").getByLabel("职业").fill("A 的职业")
  await pageA.getByRole("dialog").getByLabel("描述").fill(longA)
  await pageA.getByRole("dialog").getByRole("button", { name: "保存" }).click()
  // A's edit must be on the server before B comes back online, or B's would simply win.
  await expect.poll(async () => (await professionOnServer()) ?? "", { timeout: 20_000 }).toBe("A 的职业")

  await second.setOffline(false)
  // The save says how it ended: in conflict, to be chosen in the sync panel; never "updated".
  await expect(pageB.getByTestId("toast")).toContainText("与服务器上的修改冲突", { timeout: 20_000 })
  await expect(pageB.getByTestId("toast")).not.toContainText("员工已更新")
  await closeToast(pageB)
  await expect(pageB.getByTestId("sync-indicator")).toHaveAccessibleName(/冲突|conflict/i, {
    timeout: 20_000,
  })
  await pageB.getByTestId("sync-indicator").click()
  const panel = pageB.getByRole("dialog")
  // Before it is opened, the entry already says what conflicts (mine and theirs), not the network
  // error left over from the attempts made while B was offline.
  const entry = panel.locator('[data-testid="sync-entry"][data-state="conflict"]')
  await expect(entry.getByTestId("conflict-summary")).toContainText("A 的职业")
  await expect(entry.getByTestId("conflict-summary")).toContainText("B 的职业")
  await expect(entry).not.toContainText("网络不可用")
  await panel.getByRole("button", { name: /解决冲突|Resolve/ }).click()
  await expect(panel).toContainText("A 的职业")
  await expect(panel).toContainText("B 的职业")
  // Who changed the server's side, and when (from the audit trail); a long text is edited on lines.
  await expect(panel.getByTestId("conflict-theirs-by")).toHaveText(/^服务器上的值由 admin 于 .+ 修改。$/)
  await expect(panel.getByTestId("conflict-view").locator("textarea")).toHaveCount(1)
  await expect(panel.getByTestId("conflict-view").locator("input")).toHaveCount(1)
  await panel
    .getByRole("button", { name: /保留我的|Keep mine/ })
    .first()
    .click()
  await pageB.keyboard.press("Escape")
  await waitForSynced(pageB)

  await expect.poll(professionOnServer, { timeout: 20_000 }).toBe("B 的职业")
  await first.close()
  await second.close()
})
