/**
 * What the admin changes shows on the public site. Written against docs/contracts.md before the
 * public website existed; move to ../public-visibility.spec.ts once it passes against the real site.
 */
import { type Page, expect, test } from "@playwright/test"
import { loginAsAdmin, row, toast, unique, waitForSynced } from "../admin-helpers.ts"

const publicShows = async (page: Page, path: string, text: string, visible: boolean) => {
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(path)
  await visitor.waitForLoadState("networkidle")
  if (visible) await expect(visitor.getByText(text).first()).toBeVisible({ timeout: 20_000 })
  else await expect(visitor.getByText(text)).toHaveCount(0, { timeout: 20_000 })
  await visitor.close()
}

test("an employee created, renamed and deleted in the back office follows on /employees", async ({
  page,
}) => {
  const name = unique("公开员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  const dialog = page.getByRole("dialog", { name: "添加数字员工" })
  await dialog.getByLabel("名称").fill(name)
  await dialog.getByLabel("图片").fill("/demo/employee.svg")
  await dialog.getByLabel("职业").fill("公开测试")
  await dialog.getByLabel("描述").fill("公开测试")
  await dialog.getByLabel("使用场景").fill("公开")
  await dialog.getByRole("button", { name: "创建" }).click()
  await waitForSynced(page)
  await publicShows(page, "/employees", name, true)
  await row(page, name)
    .getByRole("button", { name: `删除 ${name}` })
    .click()
  await page.getByRole("alertdialog").getByRole("button", { name: "删除" }).click()
  await waitForSynced(page)
  await publicShows(page, "/employees", name, false)
})

test("a blog draft is never public; publishing shows it on /blog", async ({ page }) => {
  const title = unique("公开文章")
  await loginAsAdmin(page, "/systemadmin/blog")
  await page.getByRole("button", { name: "写文章" }).click()
  const dialog = page.getByRole("dialog", { name: "写新文章" })
  await dialog.getByLabel("标题").fill(title)
  await dialog.getByLabel("封面图片").fill("/demo/blog.svg")
  await dialog.getByLabel("摘要").fill("公开测试")
  await dialog.getByLabel("内容（Markdown）").fill("公开测试")
  await dialog.getByRole("button", { name: "创建" }).click()
  await waitForSynced(page)
  await publicShows(page, "/blog", title, false)
  await row(page, title).getByTestId("publish-switch").click()
  await expect(toast(page)).toContainText("博客发布状态已更新")
  await waitForSynced(page)
  await publicShows(page, "/blog", title, true)
})

test("a request from the public collaboration page appears in the back office", async ({ page, browser }) => {
  const company = unique("公开公司")
  const visitor = await browser.newPage()
  await visitor.goto("/collaboration")
  await visitor.getByLabel(/公司名称/).fill(company)
  await visitor.getByLabel(/联系人/).fill("测试联系人")
  await visitor.getByLabel(/邮箱/).fill("e2e@example.com")
  await visitor.getByLabel(/电话/).fill("13800000000")
  await visitor.getByLabel(/需求描述/).fill("公开页面提交的合作请求")
  await visitor.getByRole("button", { name: /提交/ }).click()
  await expect(visitor.getByText(/1.{0,3}2\s*个?工作日/)).toBeVisible({ timeout: 20_000 })
  await loginAsAdmin(page, "/systemadmin/collaborations")
  await expect(row(page, company)).toBeVisible({ timeout: 20_000 })
})

test("settings: a show flag hides the section and its links; the hero heading changes", async ({ page }) => {
  const heading = unique("公开横幅")
  await loginAsAdmin(page, "/systemadmin/settings")
  const form = page.getByTestId("settings-form")
  const original = await form.getByLabel("横幅标题").inputValue()
  await form.getByLabel("横幅标题").fill(heading)
  await form.getByLabel("显示 AI 工具").uncheck()
  await form.getByRole("button", { name: "保存设置" }).click()
  await waitForSynced(page)
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto("/")
  await expect(visitor.getByRole("heading", { name: heading })).toBeVisible({ timeout: 20_000 })
  await expect(visitor.locator('header a[href="/tools"]')).toHaveCount(0)
  await expect(visitor.locator('footer a[href="/tools"]')).toHaveCount(0)
  await form.getByLabel("横幅标题").fill(original)
  await form.getByLabel("显示 AI 工具").check()
  await form.getByRole("button", { name: "保存设置" }).click()
  await waitForSynced(page)
  await visitor.goto("/")
  await expect(visitor.locator('header a[href="/tools"]').first()).toBeVisible({ timeout: 20_000 })
})
