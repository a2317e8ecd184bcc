/**
 * Settings take effect on the public site. Named *settings.spec.ts so it runs after every other spec
 * (playwright.config.ts): it changes the shared site settings, and restores them at its end.
 */
import { expect, test } from "@playwright/test"
import { loginAsAdmin, restoringSettings, unique, waitForSynced, expectToast } from "./admin-helpers.ts"

test("settings: a show flag hides the section and its links; the hero heading and the colour change", async ({
  page,
}) => {
  // Two first visits by a new visitor (each pulls the whole site) and two saves: slower than most.
  test.setTimeout(120_000)
  const heading = unique("公开横幅")
  await loginAsAdmin(page, "/systemadmin/settings")
  await restoringSettings(page, ["heroHeading", "showTools", "primaryColor"], async () => {
    const form = page.getByTestId("settings-form")
    const original = await form.getByLabel("横幅标题").inputValue()
    const originalColor = await form.getByLabel("主色调", { exact: true }).inputValue()
    await form.getByLabel("横幅标题").fill(heading)
    await form.getByLabel("主色调", { exact: true }).fill("#dc2626")
    await form.getByLabel("显示 AI 工具").uncheck()
    await form.getByRole("button", { name: "保存设置" }).click()
    await expectToast(page, "设置已更新")
    await waitForSynced(page)

    // A new visitor (own browser context, no admin session) sees the change.
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto("/")
    await expect(visitor.getByRole("heading", { name: heading })).toBeVisible({ timeout: 20_000 })
    await expect(visitor.getByTestId("home-employees")).toBeVisible()
    const brand = () =>
      visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())
    await expect.poll(brand).toBe("#dc2626")
    await expect(visitor.getByTestId("home-tools")).toHaveCount(0)
    await expect(visitor.locator('header a[href="/tools"]')).toHaveCount(0)
    await expect(visitor.locator('footer a[href="/tools"]')).toHaveCount(0)

    await form.getByLabel("横幅标题").fill(original)
    await form.getByLabel("主色调", { exact: true }).fill(originalColor)
    await form.getByLabel("显示 AI 工具").check()
    await form.getByRole("button", { name: "保存设置" }).click()
    await waitForSynced(page)
    await visitor.goto("/")
    await expect(visitor.getByRole("heading", { name: original })).toBeVisible({ timeout: 20_000 })
    await expect(visitor.getByTestId("home-tools")).toBeVisible()
    await expect.poll(brand).toBe(originalColor)
    await expect(visitor.locator('header a[href="/tools"]').first()).toBeVisible()
    await visitor.close()
  })
})
