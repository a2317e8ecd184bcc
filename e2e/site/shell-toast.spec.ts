/**
 * The public toasts (spec section 9), shown here by the contact form's confirmation: one at a time,
 * gone by themselves, F8 focuses the region, a swipe right of 50 px or more dismisses.
 */
import { type Page, expect } from "@playwright/test"
import { test } from "./app-test.ts"

const sendContactMessage = async (page: Page) => {
  const form = page.getByRole("main")
  await form.getByRole("textbox", { name: "姓名", exact: true }).fill("王小明")
  await form.getByRole("textbox", { name: "电子邮箱", exact: true }).fill("xiaoming@example.com")
  await form.getByRole("textbox", { name: "电话", exact: true }).fill("13800138000")
  await form.getByRole("textbox", { name: "主题", exact: true }).fill("产品演示预约")
  await form.getByRole("textbox", { name: "消息", exact: true }).fill("希望了解数字员工的部署方式和价格。")
  await form.getByRole("button", { name: "发送消息" }).click()
}

test("a toast appears, F8 focuses it, and it closes by itself", async ({ page }) => {
  await page.goto("/contact")
  await sendContactMessage(page)
  const toast = page.getByTestId("toast")
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText("消息已发送")
  await page.keyboard.press("F8")
  await expect(page.getByRole("alertdialog")).toBeFocused()
  // Focus pauses react-aria's timer: move it away, then the toast leaves on its own.
  await page.locator("body").click({ position: { x: 5, y: 300 } })
  await expect(toast).toHaveCount(0, { timeout: 15_000 })
})

test("swiping a toast right by more than 50 px dismisses it; a short drag does not", async ({ page }) => {
  await page.goto("/contact")
  await sendContactMessage(page)
  const toast = page.getByTestId("toast")
  await expect(toast).toBeVisible()
  const box = await toast.boundingBox()
  if (box === null) throw new Error("the toast has no box")
  const y = box.y + box.height / 2
  const x = box.x + 20

  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 30, y, { steps: 5 })
  await page.mouse.up()
  await expect(toast).toBeVisible()
  // The toast slides back (a short transition): the next press must land on it, not beside it.
  await expect.poll(async () => (await toast.boundingBox())?.x).toBe(box.x)

  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 80, y, { steps: 8 })
  await page.mouse.up()
  await expect(toast).toHaveCount(0)
})
