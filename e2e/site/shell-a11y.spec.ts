/** axe (WCAG 2.0/2.1/2.2 A and AA) on the home page and the 404 page, in both languages and widths. */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { useLanguage } from "../fixtures/language.ts"

for (const language of ["zh-CN", "en"] as const) {
  for (const width of [390, 1280]) {
    test.describe(`${language} at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } })

      test("home page has no axe violations", async ({ page }) => {
        await useLanguage(page, language)
        await page.goto("/")
        await expect(page.locator("html")).toHaveAttribute("lang", language)
        await expect(page.getByTestId("home-tool-card")).toHaveCount(8)
        await expectNoAxeViolations(page)
      })

      test("404 page has no axe violations", async ({ page }) => {
        await useLanguage(page, language)
        await page.goto(language === "en" ? "/en/missing-page" : "/missing-page")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          language === "en" ? "404 Page Not Found" : "404 页面未找到",
        )
        await expectNoAxeViolations(page)
      })
    })
  }
}

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/")
  await page.getByTestId("mobile-menu-button").click()
  await expect(page.getByTestId("mobile-menu")).toBeVisible()
  await expectNoAxeViolations(page)
})
