/**
 * About, privacy (with its #cookies anchor) and terms: their texts in both languages (the seeded
 * Markdown of the settings, issue 31) and the settings' contact details on the legal pages.
 */
import { test } from "./app-test.ts"
import { useLanguage } from "../fixtures/language.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

test("about: mission, vision, core technology and team", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("关于我们")
  await expect(page).toHaveTitle("关于我们 | 智元数字员工")
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "我们的使命",
    "我们的愿景",
    "我们的团队",
    "核心技术",
  ])
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(4)
})

test("privacy: sections, the #cookies anchor and the settings' contact details", async ({ page }) => {
  await page.goto("/privacy#cookies")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("隐私政策")
  const cookies = page.locator("#cookies")
  await expect(cookies).toHaveText("Cookie 政策")
  await expect(cookies).toHaveRole("heading")
  await expect(cookies).toBeInViewport()
  await expect(page.getByTestId("legal-contact")).toContainText("contact@example.com")
  await expect(page.getByTestId("legal-contact")).toContainText("中国 上海市 浦东新区 示例路 100 号")
})

test("terms: sections and the settings' contact details", async ({ page }) => {
  await page.goto("/terms")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("服务条款")
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "网站使用",
    "内容说明",
    "责任限制",
    "条款变更",
    "联系我们",
  ])
  await expect(page.getByTestId("legal-contact")).toContainText("contact@example.com")
})

test("English static pages", async ({ page }) => {
  await useLanguage(page, "en")
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us")
  await page.goto("/privacy")
  await expect(page.getByRole("heading", { name: "Cookie policy" })).toHaveAttribute("id", "cookies")
  await expect(page).toHaveTitle("Privacy policy | Zhiyuan Digital Employees")
  await expect(page.getByTestId("legal-contact")).toContainText("100 Example Road, Pudong New Area, Shanghai")
  await page.goto("/terms")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of service")
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
    "Use of the website",
  )
})
