import { expect, test } from "@playwright/test"
import { closeToast, loginAsAdmin, row, unique, waitForSynced, expectToast } from "./admin-helpers.ts"

test("logout asks first while edits wait in the outbox, and not once they are sent", async ({
  page,
  context,
}) => {
  // Several dialogs and a round trip to the server: more than the default on a busy machine.
  test.setTimeout(120_000)
  const name = unique("退出员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  const create = page.getByRole("dialog", { name: "添加数字员工" })
  await create.getByLabel("名称").fill(name)
  await create.getByLabel("图片").fill("/demo/fallback-employee.svg")
  await create.getByLabel("职业").fill("退出测试")
  await create.getByLabel("描述").fill("退出测试")
  await create.getByLabel("使用场景").fill("退出")
  await create.getByRole("button", { name: "创建" }).click()
  // The success toast comes a moment after the outbox empties (the save polls for its answer): wait
  // for it before closing it, or it appears later over the row's button, and the pointer resting on
  // it pauses its timer (CI failed that way).
  await expectToast(page, "员工已创建")
  await waitForSynced(page)

  await context.setOffline(true)
  await row(page, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByLabel("职业").fill("离线时修改")
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByRole("button", { name: "保存" }).click()
  await expect(row(page, name).getByTestId("sync-marker")).toBeVisible()
  await closeToast(page)

  await page.getByTestId("logout-button").click()
  const ask = page.getByRole("alertdialog", { name: "还有未发送的修改" })
  await expect(ask).toContainText("还有 1 项修改尚未发送到服务器")
  await ask.getByRole("button", { name: "取消" }).click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/\/systemadmin\/employees$/)

  await context.setOffline(false)
  await waitForSynced(page)
  await page.getByTestId("logout-button").click()
  await expectToast(page, "已退出登录")
  await expect(page).toHaveURL(/\/systemadmin\/login/)
  await expect(page.getByRole("alertdialog")).toHaveCount(0)
})
