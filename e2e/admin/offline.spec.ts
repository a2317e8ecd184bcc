import { expect, test } from "@playwright/test"
import { loginAsAdmin, row, unique, waitForSynced, expectToast } from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"

test("offline: an employee edit and a new blog post survive a reload and reach the server exactly once", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const name = unique("离线员工")
  const renamed = `${name} 离线改`
  const title = unique("离线文章")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  const create = page.getByRole("dialog", { name: "添加数字员工" })
  await create.getByLabel("名称").fill(name)
  await create.getByLabel("图片").fill("/demo/fallback-employee.svg")
  await create.getByLabel("职业").fill("离线测试")
  await create.getByLabel("描述").fill("离线测试")
  await create.getByLabel("使用场景").fill("离线")
  await create.getByRole("button", { name: "创建" }).click()
  await waitForSynced(page)
  // Let the service worker take control, so a reload works without a network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await row(page, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByLabel("名称").fill(renamed)
  await page.getByRole("dialog", { name: "编辑数字员工" }).getByRole("button", { name: "保存" }).click()
  // Offline: kept on the device, not "updated" until the server has it (issue 28, item 8).
  await expectToast(page, "已保存在本设备", "恢复网络后会自动发送到服务器。")
  await expect(row(page, renamed).getByTestId("sync-marker")).toBeVisible()

  await page.goto("/systemadmin/blog").catch(() => undefined)
  await page.getByRole("button", { name: "写文章" }).click()
  const post = page.getByRole("dialog", { name: "写新文章" })
  await post.getByLabel("标题").fill(title)
  await post.getByLabel("封面图片").fill("/demo/fallback-blog.svg")
  await post.getByLabel("摘要").fill("离线写的文章")
  await post.getByLabel("内容（Markdown）").fill("离线内容")
  await post.getByRole("button", { name: "创建" }).click()
  await expect(row(page, title).getByTestId("sync-marker")).toBeVisible()

  await page.reload()
  await expect(row(page, title).getByTestId("sync-marker")).toBeVisible()
  await page.goto("/systemadmin/employees")
  await expect(row(page, renamed).getByTestId("sync-marker")).toBeVisible()

  await context.setOffline(false)
  await waitForSynced(page)
  await expect(row(page, renamed).getByTestId("sync-marker")).toHaveCount(0)

  const employees = (await allRows(page.request, "/api/employees")) as Array<{ name: string }>
  expect(employees.filter((employee) => employee.name === renamed)).toHaveLength(1)
  expect(employees.filter((employee) => employee.name === name)).toHaveLength(0)
  const posts = (await allRows(page.request, "/api/blog-posts")) as Array<{ title: string }>
  expect(posts.filter((post) => post.title === title)).toHaveLength(1)
})
