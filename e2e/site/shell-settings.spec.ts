/**
 * The shell follows the settings: show flags hide home sections, header and footer links; the hero
 * texts and call to action come from the settings. Every change is restored at the end (other specs
 * share this server).
 */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { adminApi, patchSettings } from "../fixtures/admin-api.ts"

test("hidden sections disappear from the home page, the header and the footer", async ({ page, baseURL }) => {
  const api = await adminApi(baseURL ?? "")
  const restore = await patchSettings(api, { showTeams: false, showTools: false, showBlog: false })
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    await expect(page.getByTestId("home-employees")).toBeVisible()
    await expect(page.getByTestId("home-projects")).toBeVisible()
    await expect(page.getByTestId("home-teams")).toHaveCount(0)
    await expect(page.getByTestId("home-tools")).toHaveCount(0)
    const nav = page.getByRole("navigation", { name: "主导航" })
    await expect(nav.getByRole("link")).toHaveText(["数字员工", "项目案例", "企业合作", "关于我们"])
    const footer = page.getByTestId("site-footer")
    await expect(footer.getByRole("link", { name: "数字团队", exact: true })).toHaveCount(0)
    await expect(footer.getByRole("link", { name: "博客资讯", exact: true })).toHaveCount(0)
    await expect(footer.getByRole("link", { name: "数字员工", exact: true })).toHaveCount(1)
  } finally {
    await patchSettings(api, restore)
    await api.dispose()
  }
  // Back on: the open page follows the next pull without a reload.
  await page.goto("/")
  await expect(page.getByTestId("home-teams")).toBeVisible()
  await expect(page.getByTestId("home-tool-card")).toHaveCount(8)
})

test("the hero shows the heading, subheading and call to action saved in the settings", async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? "")
  const custom = {
    siteName: `E2E 站点 ${Date.now().toString(36)}`,
    heroHeading: "专属 AI 团队，今天就上岗",
    heroHeadingEn: "Your own AI team, at work today",
    heroSubheading: "E2E 副标题",
    heroCtaText: "预约咨询",
    heroCtaUrl: "/collaboration",
  }
  const restore = await patchSettings(api, custom)
  try {
    await page.goto("/")
    await expect(page.getByTestId("hero-heading")).toHaveText(custom.heroHeading)
    await expect(page.getByTestId("hero-subheading")).toHaveText(custom.heroSubheading)
    await expect(page.getByTestId("hero-cta")).toHaveText(custom.heroCtaText)
    await expect(page.getByRole("banner").getByTestId("site-name")).toContainText(custom.siteName)
    await expect(page).toHaveTitle(`首页 | ${custom.siteName}`)
    // In English the heading is its English twin, and the call to action stays at English addresses.
    await page.getByTestId("language-toggle").click()
    await expect(page.getByTestId("hero-heading")).toHaveText(custom.heroHeadingEn)
    await page.getByTestId("hero-cta").click()
    await expect(page).toHaveURL(/\/en\/collaboration$/)
  } finally {
    await patchSettings(api, restore)
    await api.dispose()
  }
})

test("the workspace, careers and social links appear where the settings give their address", async ({
  page,
  baseURL,
  request,
}) => {
  const api = await adminApi(baseURL ?? "")
  const links = {
    workspaceUrl: "https://work.zhiyuan-ai.cn/app/",
    careersUrl: "https://jobs.zhiyuan-ai.cn/",
    githubUrl: "https://github.com/zhiyuan-ai",
    weiboUrl: "https://weibo.com/zhiyuanai",
    wechatUrl: "",
    linkedinUrl: "",
  }
  const restore = await patchSettings(api, links)
  try {
    // The server's first page already has them (no script needed).
    const html = await (await request.get("/")).text()
    expect(html).toContain('href="https://work.zhiyuan-ai.cn/app/login"')
    expect(html).toContain('href="https://jobs.zhiyuan-ai.cn/"')

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: "登录" })).toHaveAttribute(
      "href",
      "https://work.zhiyuan-ai.cn/app/login",
    )
    await expect(banner.getByRole("link", { name: "注册" })).toHaveAttribute(
      "href",
      "https://work.zhiyuan-ai.cn/app/register",
    )
    const footer = page.getByTestId("site-footer")
    await expect(footer.getByTestId("workspace-link")).toHaveAttribute("href", links.workspaceUrl)
    const careers = footer.getByTestId("careers-link")
    await expect(careers).toHaveAttribute("href", links.careersUrl)
    await expect(careers).toHaveAttribute("target", "_blank")
    // Only the accounts with an address, in order; each names itself in a tooltip on focus.
    const social = footer.getByRole("list", { name: "社交媒体" }).getByRole("link")
    await expect(social).toHaveCount(2)
    await expect(social.nth(0)).toHaveAttribute("href", links.weiboUrl)
    await expect(social.nth(1)).toHaveAttribute("href", links.githubUrl)
    await page.getByRole("link", { name: /^GitHub/ }).focus()
    await expect(page.getByRole("tooltip")).toHaveText("GitHub")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("tooltip")).toHaveCount(0)

    // On a phone the menu has the two workspace links.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId("mobile-menu-button").click()
    const menu = page.getByTestId("mobile-menu")
    await expect(menu.getByRole("link", { name: "注册" })).toHaveAttribute(
      "href",
      "https://work.zhiyuan-ai.cn/app/register",
    )
  } finally {
    await patchSettings(api, restore)
    await api.dispose()
  }
  // Emptied again: the links go at the next pull, without a reload of the app's data.
  await page.goto("/")
  await expect(page.getByTestId("site-footer").getByTestId("careers-link")).toHaveCount(0)
  await expect(page.getByRole("banner").getByRole("link", { name: "注册" })).toHaveCount(0)
})

test("the hero draws the named background the settings choose; an unknown name draws the default", async ({
  page,
  baseURL,
  request,
}) => {
  const api = await adminApi(baseURL ?? "")
  const restore = await patchSettings(api, { heroBgClass: "hero-brand" })
  try {
    expect(await (await request.get("/")).text()).toContain('data-hero-background="hero-brand"')
    await page.goto("/")
    await expect(page.locator("[data-hero-background]")).toHaveAttribute("data-hero-background", "hero-brand")
    await patchSettings(api, { heroBgClass: "hero-legacy-custom-class" })
    await page.goto("/")
    await expect(page.locator("[data-hero-background]")).toHaveAttribute(
      "data-hero-background",
      "hero-gradient",
    )
  } finally {
    await patchSettings(api, restore)
    await api.dispose()
  }
})
