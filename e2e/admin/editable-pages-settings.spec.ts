/**
 * The pages editors can reach (issue 31, item 4): the privacy policy's text and the contact e-mail,
 * edited in Settings, show on the public privacy page in both languages (its #cookies anchor kept, the
 * contact details the settings', no placeholder). Named *settings.spec.ts so it runs after every other
 * spec (playwright.config.ts): it changes the shared settings and restores them at its end.
 */
import { type Locator, expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, restoringSettings, unique, waitForSynced } from "./admin-helpers.ts"

/** Picks a language on the section's switch as a person does: by its label. */
const showLanguage = async (section: Locator, language: "中文" | "English") => {
  await section.getByTestId("content-language-switch").getByText(language, { exact: true }).click()
  await expect(section.getByRole("radio", { name: language })).toBeChecked()
}

test("the privacy text and the contact e-mail edited in Settings show on the public page, in both languages", async ({
  page,
}) => {
  // Two first visits by a new visitor (each pulls the whole site) and a save: slower than most.
  test.setTimeout(120_000)
  const heading = unique("新的 Cookie 说明")
  const headingEn = unique("New cookie notes")
  const email = `${unique("privacy")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}@example.org`
  await loginAsAdmin(page, "/systemadmin/settings")
  await restoringSettings(page, ["privacyBody", "privacyBodyEn", "contactEmail"], async () => {
    const form = page.getByTestId("settings-form")
    const pages = form.getByRole("group", { name: "页面内容" })
    await pages
      .getByLabel("隐私政策正文（Markdown）", { exact: true })
      .fill(`*最后更新：2026 年 11 月 28 日*\n\n## ${heading} {#cookies}\n\n我们只使用**必要的** Cookie。`)
    await showLanguage(pages, "English")
    await pages
      .getByLabel("隐私政策正文（Markdown）（英文）")
      .fill(`*Last updated: 28 November 2026*\n\n## ${headingEn} {#cookies}\n\nOnly **necessary** cookies.`)
    await form.getByLabel("联系邮箱", { exact: true }).fill(email)
    await form.getByRole("button", { name: "保存设置" }).click()
    await expectToast(page, "设置已更新")
    await waitForSynced(page)

    // A new visitor (own browser context, no admin session) sees both, from the footer's cookie link.
    const context = await page.context().browser()!.newContext()
    const visitor = await context.newPage()
    await visitor.goto("/privacy#cookies")
    const cookies = visitor.locator("#cookies")
    await expect(cookies).toHaveText(heading, { timeout: 20_000 })
    await expect(cookies).toBeInViewport()
    await expect(visitor.getByTestId("page-body")).toContainText("我们只使用必要的 Cookie。")
    await expect(visitor.getByTestId("page-body").locator("strong")).toHaveText("必要的")
    const contact = visitor.getByTestId("legal-contact")
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`)
    await expect(contact).not.toContainText("privacy@example.com")

    await visitor.goto("/en/privacy")
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Privacy policy")
    await expect(visitor.locator("#cookies")).toHaveText(headingEn)
    await expect(visitor.getByTestId("page-body")).toContainText("Last updated: 28 November 2026")
    await expect(visitor.getByTestId("chinese-only")).toHaveCount(0)
    await expect(visitor.getByTestId("legal-contact").getByRole("link", { name: email })).toBeVisible()
    await context.close()
  })
})
