import { expect, test } from "@playwright/test"
import { loginAsAdmin, unique } from "./admin-helpers.ts"

test("a half-filled form is kept as a draft across a reload, and discarded on cancel", async ({ page }) => {
  const name = unique("草稿员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  await page.getByRole("dialog", { name: "添加数字员工" }).getByLabel("名称").fill(name)
  await page.getByRole("dialog", { name: "添加数字员工" }).getByLabel("职业").fill("草稿职业")

  await page.reload()
  await page.getByRole("button", { name: "添加员工" }).click()
  const dialog = page.getByRole("dialog", { name: "添加数字员工" })
  await expect(dialog.getByText("已恢复未保存的草稿")).toBeVisible()
  await expect(dialog.getByLabel("名称")).toHaveValue(name)
  await expect(dialog.getByLabel("职业")).toHaveValue("草稿职业")

  await dialog.getByRole("button", { name: "取消" }).click()
  await page.getByRole("button", { name: "添加员工" }).click()
  await expect(page.getByRole("dialog", { name: "添加数字员工" }).getByLabel("名称")).toHaveValue("")
})
