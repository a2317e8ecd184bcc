/**
 * The public site's shell against the real server with the demo content: home texts and counts,
 * header and footer links, language switch, mobile menu, the 404 page.
 */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"

test.describe("home page", () => {
  test("shows the hero from the settings, the four features and the first items of each section", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(page).toHaveTitle("首页 | 智元数字员工")
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN")
    await expect(page.getByTestId("hero-heading")).toHaveText("让 AI 数字员工成为您团队的一员")
    await expect(page.getByTestId("hero-subheading")).toContainText("定制专属智能体")
    await expect(page.getByTestId("hero-cta")).toHaveText("立即开始")
    await expect(page.getByTestId("hero-cta")).toHaveAttribute("href", "/employees")
    await expect(page.getByTestId("hero-teams")).toHaveAttribute("href", "/teams")

    const features = page.getByTestId("feature-card")
    await expect(features).toHaveCount(4)
    await expect(features).toHaveText([/数字员工/, /数字团队/, /项目管理/, /智能工具/])

    const employees = page.getByTestId("home-employee-card")
    await expect(employees).toHaveCount(3)
    await expect(employees.getByRole("heading")).toHaveText(["智能客服专员", "电商运营助理", "数据分析师"])
    await expect(page.getByTestId("home-team-card")).toHaveCount(2)
    await expect(page.getByTestId("home-team-card").first()).toContainText("热门")
    await expect(page.getByTestId("home-project-card")).toHaveCount(3)
    await expect(page.getByTestId("home-tool-card")).toHaveCount(8)
    await expect(page.getByTestId("home-tool-card").first()).toContainText("智能对话引擎")

    await expect(page.getByTestId("cta-start")).toHaveAttribute("href", "/employees")
    await expect(page.getByTestId("cta-demo")).toHaveAttribute("href", "/collaboration")
  })

  test("a card leads to its detail page", async ({ page }) => {
    await page.goto("/")
    await page.getByTestId("home-employee-card").first().getByRole("link").click()
    await expect(page).toHaveURL(/\/employees\/\d+$/)
  })

  test("the hero call to action follows the router without reloading the page", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByTestId("hero-cta").click()
    await expect(page).toHaveURL(/\/employees$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })
})

test.describe("header and footer", () => {
  test("the header links every section, and no workspace while it has no address", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "主导航" })
    await expect(nav.getByRole("link")).toHaveText([
      "数字员工",
      "数字团队",
      "项目案例",
      "AI 工具",
      "博客资讯",
      "企业合作",
      "关于我们",
    ])
    // The demo's settings give the workspace no address: no sign-in links leading to a 404 page
    // (issue 28; shell-settings.spec.ts sets one).
    await expect(page.getByRole("banner").getByRole("link", { name: /登录|注册/ })).toHaveCount(0)
    await expect(page.getByRole("banner").getByTestId("site-name")).toContainText("智元数字员工")

    await nav.getByRole("link", { name: "数字团队" }).click()
    await expect(page).toHaveURL(/\/teams$/)
    await expect(nav.getByRole("link", { name: "数字团队" })).toHaveAttribute("aria-current", "page")
  })

  test("the footer has four columns and the legal links, and no outside link without an address", async ({
    page,
  }) => {
    await page.goto("/")
    const footer = page.getByTestId("site-footer")
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["产品", "资源", "公司"])
    await expect(footer.getByRole("link", { name: "隐私政策" })).toHaveAttribute("href", "/privacy")
    await expect(footer.getByRole("link", { name: "服务条款" })).toHaveAttribute("href", "/terms")
    await expect(footer.getByRole("link", { name: "Cookie 政策" })).toHaveAttribute(
      "href",
      "/privacy#cookies",
    )
    // No careers, workspace or social link without an address (shell-settings.spec.ts sets them).
    await expect(footer.getByTestId("careers-link")).toHaveCount(0)
    await expect(footer.getByTestId("workspace-link")).toHaveCount(0)
    await expect(footer.getByRole("list", { name: "社交媒体" })).toHaveCount(0)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 智元数字员工`)
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByTestId("hero-heading")).toBeVisible()
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "跳到主要内容" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.locator("#main-content")).toBeFocused()
  })
})

test.describe("language", () => {
  test("the toggle switches to English, and the choice survives a reload", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByTestId("hero-heading")).toHaveText("让 AI 数字员工成为您团队的一员")
    await page.getByTestId("language-toggle").click()

    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByTestId("hero-heading")).toHaveText("Make AI digital employees part of your team")
    await expect(page.getByTestId("hero-cta")).toHaveText("Get started")
    await expect(page).toHaveTitle("Home | Zhiyuan Digital Employees")
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en")

    await page.reload()
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByTestId("feature-card").first()).toContainText("Digital employees")
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeAttached()

    await page.getByTestId("language-toggle").click()
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN")
    await expect(page.getByTestId("feature-card").first()).toContainText("数字员工")
    await page.reload()
    await expect(page.getByTestId("hero-cta")).toHaveText("立即开始")
  })
})

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("opens from the header button and closes on navigation", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden()
    const button = page.getByTestId("mobile-menu-button")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    const menu = page.getByTestId("mobile-menu")
    await expect(menu).toBeVisible()
    await menu.getByRole("link", { name: "项目案例" }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("closes with Escape", async ({ page }) => {
    await page.goto("/")
    await page.getByTestId("mobile-menu-button").click()
    await expect(page.getByTestId("mobile-menu")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByTestId("mobile-menu")).toBeHidden()
  })
})

test.describe("not found", () => {
  test("an unknown address shows the 404 page in the site frame", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all")
    // An address with no page says so to search engines too (issue 25).
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 页面未找到")
    await expect(page).toHaveTitle("页面未找到 | 智元数字员工")
    await expect(page.getByRole("banner")).toBeVisible()
    await page.getByRole("link", { name: "返回首页" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId("hero-heading")).toBeVisible()
  })
})
