/**
 * Translation status of the settings' texts (issue 31, item 3): a changed Chinese hero heading marks
 * its English text in the settings form, and checking it clears the mark. In the "settings" project
 * (playwright.config.ts): other specs read the hero.
 */
import { type Locator, expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, restoringSettings, unique, waitForSynced } from "./admin-helpers.ts"

const showLanguage = async (within: Locator, language: "中文" | "English") => {
  await within.getByTestId("content-language-switch").getByText(language, { exact: true }).click()
  await expect(within.getByRole("radio", { name: language })).toBeChecked()
}

test("settings in Chinese: a changed hero heading marks its English text, and checking it clears the mark", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginAsAdmin(page, "/systemadmin/settings")
  await restoringSettings(page, ["heroHeading"], async () => {
    const form = page.getByTestId("settings-form")
    await form.getByLabel("横幅标题", { exact: true }).fill(unique("数字员工，真实成果"))
    await page.getByRole("button", { name: "保存设置" }).click()
    await expectToast(page, "设置已更新")
    await waitForSynced(page)
    await page.reload()
    const hero = form.locator("fieldset").filter({ has: page.locator("legend", { hasText: "首页横幅" }) })
    await expect(hero.getByTestId("stale-english-count")).toHaveText(/^1/)
    await showLanguage(hero, "English")
    await expect(hero.getByTestId("stale-english")).toContainText("英文需要更新")
    await hero.getByRole("button", { name: "标记为已核对" }).click()
    await page.getByRole("button", { name: "保存设置" }).click()
    await expectToast(page, "设置已更新")
    await waitForSynced(page)
    await expect(hero.getByTestId("stale-english")).toHaveCount(0)
    await page.getByRole("link", { name: "仪表板" }).first().click()
    await expect(page.getByTestId("translation-card")).not.toContainText("网站设置")
  })
})
