import { expect, test } from "@playwright/test"
import { admin, fillLogin, loginAsAdmin, expectToast } from "./admin-helpers.ts"

test.describe("admin login", () => {
  test("shows the schema's validation messages next to the fields", async ({ page }) => {
    await page.goto("/systemadmin/login")
    await expect(page.getByText("仅限授权人员访问")).toBeVisible()
    await fillLogin(page, { username: "ab", password: "123", captcha: "" })
    await expect(page.getByText("用户名至少3个字符")).toBeVisible()
    await expect(page.getByText("密码至少6个字符")).toBeVisible()
    await expect(page.getByText("请输入验证码")).toBeVisible()
    await expect(page).toHaveURL(/\/systemadmin\/login/)
  })

  test("a wrong captcha shows the failure refreshes the captcha and clears its field", async ({ page }) => {
    await page.goto("/systemadmin/login")
    const captcha = page.getByTestId("captcha-image")
    const before = await captcha.getAttribute("src")
    await fillLogin(page, { ...admin, captcha: "WRONG" })
    await expectToast(page, "登录失败", "验证码错误或已过期")
    await expect(page.getByLabel("验证码", { exact: true })).toHaveValue("")
    await expect(captcha).not.toHaveAttribute("src", before ?? "")
    await expect(page).toHaveURL(/\/systemadmin\/login/)
  })

  test("a captcha the server refuses (its per-address limit) says so, and refreshing brings it back", async ({
    page,
  }) => {
    await page.route("**/api/captcha*", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "30" },
        contentType: "application/json",
        body: JSON.stringify({ code: "RATE_LIMITED", message: "获取验证码过于频繁，请 30 秒后再试" }),
      }),
    )
    await page.goto("/systemadmin/login")
    await expect(
      page.getByRole("alert").filter({ hasText: "验证码暂时无法加载，请稍后点击刷新" }),
    ).toBeVisible()
    await page.unroute("**/api/captcha*")
    await page.getByRole("button", { name: "刷新验证码" }).click()
    await expect(page.getByTestId("captcha-unavailable")).toBeHidden()
    // The picture the server draws (WebP), loaded: a natural size of 240 x 80 shown at 120 x 40.
    await expect
      .poll(() => page.getByTestId("captcha-image").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(240)
    await fillLogin(page, admin)
    await expect(page).toHaveURL(/\/systemadmin$/)
  })

  test("success toasts, lands on the dashboard, and logout returns to the login page", async ({ page }) => {
    await page.goto("/systemadmin")
    await expect(page).toHaveURL(/\/systemadmin\/login/)
    await fillLogin(page, admin)
    await expect(page).toHaveURL(/\/systemadmin$/)
    await expectToast(page, "登录成功", "欢迎回来！")
    await expect(page.getByRole("heading", { name: `欢迎回来，${admin.username}` })).toBeVisible()
    await expect(page.getByTestId("db-status")).toContainText("正常")
    await page.getByTestId("logout-button").click()
    await expectToast(page, "已退出登录")
    await expect(page).toHaveURL(/\/systemadmin\/login/)
    await page.goto("/systemadmin/employees")
    await expect(page).toHaveURL(/\/systemadmin\/login/)
  })

  test("a protected page redirects to login and comes back to it after login", async ({ page }) => {
    await page.goto("/systemadmin/blog")
    await expect(page).toHaveURL(/\/systemadmin\/login\?redirect=/)
    await fillLogin(page, admin)
    await expect(page).toHaveURL(/\/systemadmin\/blog$/)
    await expect(page.getByRole("heading", { name: "博客管理", level: 1 })).toBeVisible()
  })

  test("the dashboard tiles lead to the seven sections", async ({ page }) => {
    await loginAsAdmin(page)
    const sections = ["employees", "teams", "projects", "tools", "collaborations", "blog", "settings"]
    for (const section of sections) {
      await expect(page.locator(`main a[href="/systemadmin/${section}"]`)).toBeVisible()
    }
    await expect(page.getByRole("navigation").getByRole("link", { name: "返回网站" })).toHaveAttribute(
      "href",
      "/",
    )
  })

  test("on a phone the side navigation is a drawer that closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAsAdmin(page)
    await page.getByRole("button", { name: "打开菜单" }).click()
    const drawer = page.getByRole("dialog", { name: "后台导航" })
    await expect(drawer.getByRole("link", { name: "返回网站" })).toHaveAttribute("href", "/")
    await drawer.getByRole("link", { name: "数字员工" }).click()
    await expect(page).toHaveURL(/\/systemadmin\/employees$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole("heading", { name: "数字员工管理", level: 1 })).toBeVisible()
  })
})
