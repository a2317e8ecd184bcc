import { expect, test } from "@playwright/test"
import { loginAsAdmin, row, unique, waitForSynced, expectToast } from "./admin-helpers.ts"

test("blog: a new post is a draft, published by the switch and unpublished by the edit checkbox", async ({
  page,
}) => {
  // Several dialogs and a round trip to the server: more than the default on a busy machine.
  test.setTimeout(120_000)
  const title = unique("E2E文章")
  await loginAsAdmin(page, "/systemadmin/blog")
  await page.getByRole("button", { name: "写文章" }).click()
  const dialog = page.getByRole("dialog", { name: "写新文章" })
  await expect(dialog.getByLabel("发布", { exact: true })).toHaveCount(0)
  await dialog.getByLabel("标题").fill(title)
  await dialog.getByLabel("封面图片").fill("/demo/fallback-blog.svg")
  await dialog.getByLabel("分类").selectOption("案例研究")
  await dialog.getByLabel("阅读时间（分钟）").fill("abc")
  await dialog.getByLabel("摘要").fill("端到端测试摘要")
  await dialog.getByLabel("内容（Markdown）").fill("# 标题\n\n正文")
  await dialog.getByRole("button", { name: "创建" }).click()
  await expectToast(page, "文章已创建")
  await expect(row(page, title)).toContainText("5 分钟")
  await expect(row(page, title)).toContainText("草稿")
  await expect(row(page, title).getByRole("link")).toHaveCount(0)
  await waitForSynced(page)

  await page.getByLabel("发布筛选").selectOption("published")
  await expect(row(page, title)).toHaveCount(0)
  await page.getByLabel("发布筛选").selectOption("draft")
  await row(page, title).getByTestId("publish-switch").click()
  await expectToast(page, "博客发布状态已更新")
  await page.getByLabel("发布筛选").selectOption("all")
  await expect(row(page, title)).toContainText("已发布")
  await expect(row(page, title).getByRole("link", { name: `查看 ${title}` })).toHaveAttribute(
    "target",
    "_blank",
  )
  await waitForSynced(page)

  await row(page, title)
    .getByRole("button", { name: `编辑 ${title}` })
    .click()
  const edit = page.getByRole("dialog", { name: "编辑文章" })
  await expect(edit.getByLabel("发布", { exact: true })).toBeChecked()
  await edit.getByLabel("发布", { exact: true }).uncheck()
  await edit.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "文章已更新")
  await expect(row(page, title)).toContainText("草稿")
  await waitForSynced(page)

  await row(page, title)
    .getByRole("button", { name: `删除 ${title}` })
    .click()
  await page.getByRole("alertdialog").getByRole("button", { name: "删除" }).click()
  await expectToast(page, "博客文章已删除")
  await expect(row(page, title)).toHaveCount(0)
})
