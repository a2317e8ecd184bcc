/** What the admin changes shows on the public site (a visitor's page in the same browser). */
import { type Page, expect, test } from "@playwright/test"
import { closeToast, loginAsAdmin, row, toast, unique, waitForSynced } from "./admin-helpers.ts"

/** A demo row every visitor sees on each list: once it shows, the list has loaded. */
const loadedMarker: Record<string, string> = {
  "/employees": "智能客服专员",
  "/blog": "美妆品牌如何用智能客服扛住双十一",
}

/** Opens the page as a new anonymous visitor (own browser context) and checks for the text. */
const publicShows = async (page: Page, path: string, text: string, visible: boolean) => {
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.getByText(loadedMarker[path] ?? "").first()).toBeVisible({ timeout: 20_000 })
  if (visible) await expect(visitor.getByText(text).first()).toBeVisible()
  else await expect(visitor.getByText(text)).toHaveCount(0)
  await visitor.close()
  await closeToast(page)
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
