/** What the admin changes shows on the public site (a visitor's page in the same browser). */
import { type Page, expect, test } from "@playwright/test"
import { closeToast, loginAsAdmin, row, unique, waitForSynced, expectToast } from "./admin-helpers.ts"

/** A demo row every visitor sees on each list: once it shows, the list has loaded. */
const loadedMarker: Record<string, string> = {
  "/employees": "智能客服专员",
  "/teams": "热门 · 全渠道客服团队",
  "/projects": "头部美妆品牌全渠道智能客服升级",
  "/tools": "智能对话引擎",
  "/blog": "美妆品牌如何用智能客服扛住双十一",
}

/**
 * Opens the page as a new anonymous visitor (own browser context) and checks for the text, through
 * the list's search: the lists page (issue 33), and a new record is on the list's last page.
 */
const publicShows = async (page: Page, path: string, text: string, visible: boolean) => {
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.getByText(loadedMarker[path] ?? "").first()).toBeVisible({ timeout: 20_000 })
  await visitor.getByRole("searchbox").fill(text)
  if (visible) await expect(visitor.getByText(text).first()).toBeVisible()
  else await expect(visitor.getByText(text)).toHaveCount(0)
  await visitor.close()
  await closeToast(page)
}

/** Each entity's admin screen, its dialogs, the fields its create form needs, and its public list. */
const entities = [
  {
    section: "employees",
    publicPath: "/employees",
    add: "添加员工",
    createTitle: "添加数字员工",
    editTitle: "编辑数字员工",
    nameLabel: "名称",
    fields: { 图片: "/demo/fallback-employee.svg", 职业: "公开测试", 描述: "公开测试", 使用场景: "公开" },
  },
  {
    section: "teams",
    publicPath: "/teams",
    add: "添加团队",
    createTitle: "添加数字团队",
    editTitle: "编辑数字团队",
    nameLabel: "团队名称",
    fields: { 图片: "/demo/fallback-team.svg", 描述: "公开测试团队" },
  },
  {
    section: "projects",
    publicPath: "/projects",
    add: "添加项目",
    createTitle: "添加项目",
    editTitle: "编辑项目",
    nameLabel: "项目名称",
    fields: { 图片: "/demo/fallback-project.svg", 描述: "公开测试项目", 团队类别: "电子商务" },
  },
  {
    section: "tools",
    publicPath: "/tools",
    add: "添加工具",
    createTitle: "添加工具",
    editTitle: "编辑工具",
    nameLabel: "工具名称",
    fields: { 描述: "公开测试工具" },
  },
] as const

for (const entity of entities) {
  test(`${entity.section}: created, renamed and deleted in the back office, followed on ${entity.publicPath}`, async ({
    page,
  }) => {
    // Three first visits by new visitors (each pulls the whole site): slower than most specs.
    test.setTimeout(120_000)
    const name = unique("公开")
    const renamed = `${name} 改名`
    await loginAsAdmin(page, `/systemadmin/${entity.section}`)
    await page.getByRole("button", { name: entity.add }).click()
    const dialog = page.getByRole("dialog", { name: entity.createTitle })
    await dialog.getByLabel(entity.nameLabel, { exact: true }).fill(name)
    for (const [label, value] of Object.entries(entity.fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value)
    }
    await dialog.getByRole("button", { name: "创建" }).click()
    await waitForSynced(page)
    await publicShows(page, entity.publicPath, name, true)

    await row(page, name)
      .getByRole("button", { name: `编辑 ${name}` })
      .click()
    const edit = page.getByRole("dialog", { name: entity.editTitle })
    await edit.getByLabel(entity.nameLabel, { exact: true }).fill(renamed)
    await edit.getByRole("button", { name: "保存" }).click()
    await waitForSynced(page)
    await publicShows(page, entity.publicPath, renamed, true)

    await row(page, renamed)
      .getByRole("button", { name: `删除 ${renamed}` })
      .click()
    await page.getByRole("alertdialog").getByRole("button", { name: "删除" }).click()
    await waitForSynced(page)
    await publicShows(page, entity.publicPath, name, false)
  })
}

test("a blog draft is never public; publishing shows it on /blog", async ({ page }) => {
  test.setTimeout(120_000)
  const title = unique("公开文章")
  await loginAsAdmin(page, "/systemadmin/blog")
  await page.getByRole("button", { name: "写文章" }).click()
  const dialog = page.getByRole("dialog", { name: "写新文章" })
  await dialog.getByLabel("标题").fill(title)
  await dialog.getByLabel("封面图片").fill("/demo/fallback-blog.svg")
  await dialog.getByLabel("摘要").fill("公开测试")
  await dialog.getByLabel("内容（Markdown）").fill("公开测试")
  await dialog.getByRole("button", { name: "创建" }).click()
  await waitForSynced(page)
  await publicShows(page, "/blog", title, false)
  await row(page, title).getByTestId("publish-switch").click()
  await expectToast(page, "博客发布状态已更新")
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
  // The inbox draws its newest 50: enquiries other specs send meanwhile could push this one off it.
  await page.getByRole("searchbox").fill(company)
  await expect(row(page, company)).toBeVisible({ timeout: 20_000 })
})
