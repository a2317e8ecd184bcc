import { expect, test } from "@playwright/test"
import {
  admin,
  clickPastToasts,
  closeToast,
  recordToasts,
  fillLogin,
  loginAsAdmin,
  row,
  unique,
  waitForSynced,
} from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test("session expiry: the login dialog opens over an open form; after login the edit is delivered and the form is intact", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const name = unique("会话员工")
  const renamed = `${name} 已改`
  const draft = unique("未完成的员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  const create = page.getByRole("dialog", { name: "添加数字员工" })
  await create.getByLabel("名称").fill(name)
  await create.getByLabel("图片").fill("/demo/fallback-employee.svg")
  await create.getByLabel("职业").fill("会话测试")
  await create.getByLabel("描述").fill("会话测试")
  await create.getByLabel("使用场景").fill("会话")
  await create.getByRole("button", { name: "创建" }).click()
  await waitForSynced(page)

  // Queue an edit while offline, open a form, then lose the session before the edit is sent.
  await context.setOffline(true)
  await clickPastToasts(page, row(page, name).getByRole("button", { name: `编辑 ${name}` }))
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByLabel("名称").fill(renamed)
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByRole("button", { name: "保存" }).click()
  await page.getByRole("button", { name: "添加员工" }).click()
  await page.getByRole("dialog", { name: "添加数字员工" }).getByLabel("名称").fill(draft)
  await context.clearCookies()
  await context.setOffline(false)

  const login = page.getByRole("dialog", { name: "登录已过期" })
  await expect(login).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/systemadmin\/employees$/)
  // The queued edit's "updated" may replace "signed in" at once: the outbox drains as the session is back.
  const toastsSeen = await recordToasts(page)
  await fillLogin(page, admin)
  await expect(login).toBeHidden()
  await expect
    .poll(toastsSeen, { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([expect.stringContaining("登录成功"), expect.stringContaining("员工已更新")]),
    )
  await closeToast(page)
  await expect(page.getByRole("dialog", { name: "添加数字员工" }).getByLabel("名称")).toHaveValue(draft)
  await page.getByRole("dialog", { name: "添加数字员工" }).getByRole("button", { name: "取消" }).click()
  await waitForSynced(page)
  const employees = (await allRows(page.request, "/api/employees")) as Array<{ name: string }>
  expect(employees.filter((employee) => employee.name === renamed)).toHaveLength(1)
})
