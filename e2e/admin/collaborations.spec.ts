import { expect, test } from "@playwright/test"
import { loginAsAdmin, row, sendCollaboration, expectToast } from "./admin-helpers.ts"

const pillColors = [
  ["new", "新请求", "blue"],
  ["contacted", "已联系", "yellow"],
  ["in_progress", "进行中", "purple"],
  ["completed", "已完成", "green"],
  ["rejected", "已拒绝", "red"],
] as const

test("collaborations: a request appears, moves through the five statuses, filters, and is deleted", async ({
  page,
}) => {
  // Several dialogs and a round trip to the server: more than the default on a busy machine.
  test.setTimeout(120_000)
  const company = await sendCollaboration(page, "E2E公司")
  await loginAsAdmin(page, "/systemadmin/collaborations")
  await expect(page.getByRole("button", { name: /添加/ })).toHaveCount(0)
  // The inbox draws its newest 50: enquiries other specs send meanwhile could push this one off it.
  await page.getByRole("searchbox").fill(company)
  await expect(row(page, company)).toBeVisible({ timeout: 20_000 })
  await expect(row(page, company).locator("[data-color]")).toHaveAttribute("data-color", "blue")

  await row(page, company)
    .getByRole("button", { name: `查看 ${company}` })
    .click()
  const dialog = page.getByRole("dialog", { name: "合作请求详情" })
  await expect(dialog).toContainText("端到端测试的合作请求")
  for (const [status, label, color] of pillColors.slice(1)) {
    await dialog.getByLabel("状态").selectOption(status)
    await expectToast(page, "状态已更新")
    await expect(row(page, company).locator("[data-color]")).toHaveText(label)
    await expect(row(page, company).locator("[data-color]")).toHaveAttribute("data-color", color)
  }
  await dialog.getByRole("button", { name: "返回" }).click()

  await page.getByRole("searchbox").fill(company)
  await page.getByLabel("状态筛选").selectOption("new")
  await expect(row(page, company)).toHaveCount(0)
  await expect(page.getByRole("button", { name: "清除搜索" })).toBeVisible()
  await page.getByLabel("状态筛选").selectOption("rejected")
  await expect(row(page, company)).toBeVisible()

  await row(page, company)
    .getByRole("button", { name: `查看 ${company}` })
    .click()
  const messages: string[] = []
  page.once("dialog", (browserDialog) => {
    messages.push(browserDialog.message())
    void browserDialog.dismiss()
  })
  await dialog.getByRole("button", { name: "删除请求" }).click()
  expect(messages).toEqual(["确定要删除这个合作请求吗？此操作无法撤销。"])
  await expect(row(page, company)).toBeVisible()
  page.once("dialog", (browserDialog) => void browserDialog.accept())
  await dialog.getByRole("button", { name: "删除请求" }).click()
  await expectToast(page, "合作请求已删除")
  await expect(row(page, company)).toHaveCount(0)
})

test("internal notes: added in the request's dialog, shown with who and when, kept after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const company = await sendCollaboration(page, "备注公司")
  await loginAsAdmin(page, "/systemadmin/collaborations")
  await page.getByRole("searchbox").fill(company)
  const open = async () => {
    await row(page, company)
      .getByRole("button", { name: `查看 ${company}` })
      .click()
    return page.getByRole("dialog", { name: "合作请求详情" })
  }
  let dialog = await open()
  await expect(dialog.getByRole("heading", { name: "内部备注" })).toBeVisible()
  await expect(dialog).toContainText("还没有备注。")
  await dialog.getByRole("button", { name: "添加备注" }).click()
  await expect(dialog.getByLabel("新备注")).toHaveAttribute("aria-invalid", "true")
  await expect(dialog).toContainText("此项为必填项")

  await dialog.getByLabel("新备注").fill("已电话联系，\n客户下周三给回复。")
  await dialog.getByRole("button", { name: "添加备注" }).click()
  await expect(dialog.getByLabel("新备注")).toHaveValue("")
  const notes = dialog.getByTestId("enquiry-notes").getByRole("listitem")
  await expect(notes).toHaveCount(1)
  await expect(notes.first()).toContainText("客户下周三给回复。")
  // Delivered: the server names the author.
  await expect(notes.first()).toContainText("admin ·", { timeout: 20_000 })

  await page.reload()
  await page.getByRole("searchbox").fill(company)
  dialog = await open()
  await expect(dialog.getByTestId("enquiry-notes").getByRole("listitem")).toHaveCount(1)
  await expect(dialog.getByTestId("enquiry-notes")).toContainText("admin ·")
})
