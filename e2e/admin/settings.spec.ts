import { expect, test } from "@playwright/test"
import {
  loginAsAdmin,
  restoringSettings,
  setEnglish,
  unique,
  waitForSynced,
  expectToast,
} from "./admin-helpers.ts"

// Settings read through the API in the checks below.
type Json = Record<string, unknown>

test("settings: the hero heading and a show flag are saved and can be restored", async ({ page }) => {
  const heading = unique("E2E横幅标题")
  await loginAsAdmin(page, "/systemadmin/settings")
  await restoringSettings(page, ["heroHeading", "showTools"], async () => {
    const form = page.getByTestId("settings-form")
    const original = await form.getByLabel("横幅标题").inputValue()
    await form.getByLabel("横幅标题").fill("")
    await form.getByRole("button", { name: "保存设置" }).click()
    await expect(form.getByText("此项为必填项")).toBeVisible()
    await form.getByLabel("主色调", { exact: true }).fill("blue")
    await form.getByLabel("横幅标题").fill(heading)
    await form.getByRole("button", { name: "保存设置" }).click()
    await expect(form.getByText("请输入有效的颜色值（如 #3b82f6）")).toBeVisible()
    await form.getByLabel("主色调", { exact: true }).fill("#3b82f6")
    // A colour has a picker beside its text and says how white text reads on it (issue 28, WCAG AA).
    await expect(form.getByLabel("主色调：选择颜色")).toHaveValue("#3b82f6")
    await expect(form.getByText(/白色文字在此颜色上的对比度仅为 3\.67:1，低于 WCAG AA/)).toBeVisible()
    await form.getByLabel("主色调：选择颜色").fill("#1d4ed8")
    await expect(form.getByLabel("主色调", { exact: true })).toHaveValue("#1d4ed8")
    await expect(form.getByText("白色文字在此颜色上的对比度为 6.70:1，符合 WCAG AA（4.5:1）。")).toBeVisible()
    await form.getByLabel("主色调", { exact: true }).fill("#3b82f6")
    await expect(form.getByLabel("横幅背景样式").locator("option")).toHaveText([
      "深色，带品牌色光晕",
      "品牌色渐变",
      "纯深色",
    ])
    await form.getByLabel("显示 AI 工具").uncheck()
    await form.getByRole("button", { name: "保存设置" }).click()
    await expectToast(page, "设置已更新")
    await waitForSynced(page)
    const saved = (await (await page.request.get("/api/settings")).json()) as Record<string, unknown>
    expect(saved).toMatchObject({ heroHeading: heading, showTools: false })

    await form.getByLabel("横幅标题").fill(original)
    await form.getByLabel("显示 AI 工具").check()
    await form.getByRole("button", { name: "保存设置" }).click()
    await waitForSynced(page)
    await expect(form.getByLabel("横幅标题")).toHaveValue(original)
  })
})

test("settings: the about tab shows version, today's date, the functions and the warning", async ({
  page,
}) => {
  await loginAsAdmin(page, "/systemadmin/settings")
  await page.getByRole("tab", { name: "关于系统" }).click()
  const panel = page.getByRole("tabpanel")
  await expect(panel).toContainText("1.0.0")
  const now = new Date()
  await expect(panel).toContainText(`${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日`)
  await expect(panel.getByRole("listitem")).toHaveCount(7)
  await expect(panel).toContainText("设置的修改会立即生效")
  await panel.getByRole("link", { name: "返回首页" }).click()
  await expect(page).toHaveURL(/\/$/)
})

for (const language of ["zh-CN", "en"] as const) {
  test(`settings (${language}): the enquiry retention saves, and says what it does and what is wrong`, async ({
    page,
  }) => {
    const texts =
      language === "en"
        ? {
            label: "Delete handled enquiries after (days)",
            hint: /Completed and rejected enquiries are deleted this many days after their last change; 0 keeps them/,
            wrong: "The days to keep must be a whole number from 0 to 3650 (0 keeps them for ever)",
            save: "Save settings",
            saved: "Settings updated",
          }
        : {
            label: "已处理请求的保留天数",
            hint: /已完成和已拒绝的请求在最后一次变更满此天数后自动删除；0 表示永久保留/,
            wrong: "保留天数必须是 0 到 3650 之间的整数（0 表示永久保留）",
            save: "保存设置",
            saved: "设置已更新",
          }
    if (language === "en") await setEnglish(page)
    await loginAsAdmin(page, "/systemadmin/settings")
    await restoringSettings(page, ["enquiryRetentionDays"], async () => {
      const form = page.getByTestId("settings-form")
      const field = form.getByLabel(texts.label)
      await expect(field).toHaveValue("0")
      await expect(field).toHaveAccessibleDescription(texts.hint)
      for (const wrong of ["1.5", "-3", "3651", "thirty"]) {
        await field.fill(wrong)
        await form.getByRole("button", { name: texts.save }).click()
        await expect(field).toHaveAccessibleDescription(texts.wrong)
        await expect(field).toHaveAttribute("aria-invalid", "true")
        await expect(field).toBeFocused()
      }
      // Nothing was sent.
      expect(((await (await page.request.get("/api/settings")).json()) as Json).enquiryRetentionDays).toBe(0)

      await field.fill("30")
      await form.getByRole("button", { name: texts.save }).click()
      await expectToast(page, texts.saved)
      await waitForSynced(page)
      expect(((await (await page.request.get("/api/settings")).json()) as Json).enquiryRetentionDays).toBe(30)
      await page.reload()
      await expect(page.getByTestId("settings-form").getByLabel(texts.label)).toHaveValue("30")
    })
  })
}
