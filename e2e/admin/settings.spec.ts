import { expect, test } from "@playwright/test"
import { loginAsAdmin, restoringSettings, unique, waitForSynced, expectToast } from "./admin-helpers.ts"

test("settings: the hero heading and a show flag are saved and can be restored", async ({ page }) => {
  const heading = unique("E2E横幅标题")
  await loginAsAdmin(page, "/systemadmin/settings")
  await restoringSettings(page, ["heroHeading", "showTools"], async () => {
    const form = page.getByTestId("settings-form")
    const original = await form.getByLabel("横幅标题").inputValue()
    await form.getByLabel("横幅标题").fill("")
    await form.getByRole("button", { name: "保存设置" }).click()
    await expect(form.getByText("此项为必填项")).toBeVisible()
    await form.getByLabel("主色调").fill("blue")
    await form.getByLabel("横幅标题").fill(heading)
    await form.getByRole("button", { name: "保存设置" }).click()
    await expect(form.getByText("请输入有效的颜色值（如 #3b82f6）")).toBeVisible()
    await form.getByLabel("主色调").fill("#3b82f6")
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
