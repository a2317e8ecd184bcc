import { type Page, expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { closeToast, loginAsAdmin, sendCollaboration, setEnglish } from "./admin-helpers.ts"

const listScreens = ["employees", "teams", "projects", "tools", "blog", "collaborations"] as const

/** How far the page or any table box can be scrolled sideways (0 when everything fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...Array.from(document.querySelectorAll("main tbody, main tbody *")).map(
        (element) => element.getBoundingClientRect().right - document.documentElement.clientWidth,
      ),
      ...Array.from(document.querySelectorAll<HTMLElement>("main .overflow-x-auto")).map(
        (element) => element.scrollWidth - element.clientWidth,
      ),
    ),
  )

for (const language of ["zh-CN", "en"] as const) {
  test(`phone: every admin table fits 390 px as cards, actions on screen, no axe violations (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    if (language === "en") await setEnglish(page)
    // At least one collaboration request, so that table has a row too.
    await sendCollaboration(page, "Phone Co")
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAsAdmin(page)
    await closeToast(page)
    for (const screen of listScreens) {
      await page.goto(`/systemadmin/${screen}`)
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
      const first = page.getByTestId("admin-row").first()
      await expect(first).toBeVisible({ timeout: 20_000 })
      expect(await sidewaysScroll(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0)
      const remove = first.getByRole("button", { name: /^(删除|Delete) / })
      await expect(remove).toBeInViewport({ ratio: 1 })
      await expectNoAxeViolations(page)
    }
  })
}

test("desktop: the tables keep the spec's columns at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsAdmin(page, "/systemadmin/teams")
  const headers = page.getByRole("columnheader")
  await expect(headers).toHaveText(["团队名称", "团队成员", "描述", "操作"])
  await page.goto("/systemadmin/blog")
  await expect(headers).toHaveText(["标题", "分类", "发布时间", "阅读时间", "状态", "操作"])
  // Header cells are laid out as a table row: side by side, not stacked.
  const boxes = await headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top))
  expect(new Set(boxes).size).toBe(1)
})
