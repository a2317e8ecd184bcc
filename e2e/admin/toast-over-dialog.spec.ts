import { expect, test } from "@playwright/test"
import { closeToast, loginAsAdmin, row, sendCollaboration, toast } from "./admin-helpers.ts"

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

// A short desktop window: the dialog's footer then reaches the bottom right, where toasts sit when no
// dialog is open. And a phone, where toasts span the whole width.
const viewports = [
  { width: 1280, height: 480 },
  { width: 390, height: 844 },
]

for (const viewport of viewports) {
  test(`a toast shown while a dialog is open leaves the dialog's controls uncovered (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    const company = await sendCollaboration(page, "Toast Co")
    await page.setViewportSize(viewport)
    await loginAsAdmin(page, "/systemadmin/collaborations")
    await closeToast(page)
    // The inbox draws its newest 50: enquiries other specs send meanwhile could push this one off it.
    await page.getByRole("searchbox").fill(company)
    await row(page, company)
      .getByRole("button", { name: `查看 ${company}` })
      .click()
    const dialog = page.getByRole("dialog", { name: "合作请求详情" })
    await dialog.getByLabel("状态").selectOption("contacted")
    // The status dropdown stays open in the dialog, so the toast appears over it.
    await expect(toast(page)).toContainText("状态已更新")
    const toastBox = await toast(page).boundingBox()
    expect(toastBox).not.toBeNull()
    const controls = dialog.locator("button, select, input, textarea, a")
    const count = await controls.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index += 1) {
      const box = await controls.nth(index).boundingBox()
      if (box === null || toastBox === null) continue
      const name =
        (await controls.nth(index).getAttribute("aria-label")) ?? (await controls.nth(index).innerText())
      expect(overlaps(toastBox, box), `the toast covers "${name}"`).toBe(false)
    }
    await closeToast(page)
    await dialog.getByRole("button", { name: "返回" }).click()
    await expect(dialog).toHaveCount(0)
  })
}
