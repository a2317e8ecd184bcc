/**
 * What each role's back office offers (issue 29): an editor has no accounts, settings, collaborations
 * or activity (not in the navigation, not on the dashboard, and a "no access" panel at their
 * addresses) but edits content; a viewer reads the lists with no add, edit, delete, publish or upload.
 * The server refuses all of it anyway (sync-server/accounts tests); this is what the app hides.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { acceptInvitation, deleteAccount, inviteAccount } from "./account-helpers.ts"

let adminApi: APIRequestContext
const made: number[] = []

test.beforeAll(async () => {
  adminApi = await signedInApi(baseUrlOf(e2ePort))
})

test.afterAll(async () => {
  for (const id of made) await deleteAccount(adminApi, id)
  await adminApi.dispose()
})

/** This page's browser, signed in as a new account of the role. */
const signInAs = async (page: Page, role: "editor" | "viewer") => {
  const { account, token } = await inviteAccount(adminApi, role)
  made.push(account.id)
  await acceptInvitation(page.request, token)
  return account
}

const nav = (page: Page) => page.getByRole("navigation", { name: "后台导航" })

test("an editor sees no accounts, settings, collaborations or activity, and gets the no-access panel there", async ({
  page,
}) => {
  await signInAs(page, "editor")
  await page.goto("/systemadmin")
  await expect(nav(page).getByRole("link", { name: "数字员工" })).toBeVisible()
  await expect(nav(page).getByRole("link", { name: "图片库" })).toBeVisible()
  await expect(nav(page).getByRole("link", { name: "我的账号" })).toBeVisible()
  for (const hidden of ["账号管理", "系统设置", "企业合作", "操作日志"])
    await expect(nav(page).getByRole("link", { name: hidden })).toHaveCount(0)
  // The dashboard neither: no enquiry count for an editor.
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: /数字员工/ }).first()).toBeVisible()
  for (const hidden of ["账号管理", "系统设置", "企业合作", "操作日志"])
    await expect(main.getByRole("link", { name: new RegExp(hidden) })).toHaveCount(0)
  await expect(main).not.toContainText("合作请求")

  for (const path of ["accounts", "settings", "collaborations", "activity"]) {
    await page.goto(`/systemadmin/${path}`)
    await expect(page.getByTestId("no-access")).toContainText("无权访问")
    await expect(page.getByTestId("no-access")).toContainText("编辑")
  }
  await page.getByRole("link", { name: "返回仪表板" }).click()
  await expect(page).toHaveURL(/\/systemadmin$/)

  // Content is theirs to edit.
  await page.goto("/systemadmin/employees")
  await expect(page.getByRole("button", { name: "添加员工" })).toBeVisible()
  await expect(
    page
      .getByTestId("admin-row")
      .first()
      .getByRole("button", { name: /^编辑 / }),
  ).toBeVisible()
})

test("a viewer sees no add, edit, delete, publish or upload on employees, the blog and the media library", async ({
  page,
}) => {
  await signInAs(page, "viewer")
  await page.goto("/systemadmin/employees")
  const rows = page.getByTestId("admin-row")
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole("button", { name: "添加员工" })).toHaveCount(0)
  await expect(rows.getByRole("button", { name: /^(编辑|删除) / })).toHaveCount(0)
  // Reading a row's history stays.
  await expect(rows.first().getByRole("button", { name: /^历史记录 / })).toBeVisible()

  await page.goto("/systemadmin/blog")
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole("button", { name: "写文章" })).toHaveCount(0)
  await expect(rows.getByRole("button", { name: /^(编辑|删除) / })).toHaveCount(0)
  await expect(page.getByTestId("publish-switch")).toHaveCount(0)
  await expect(rows.first().getByTestId("publish-state")).toBeVisible()

  await page.goto("/systemadmin/media")
  await expect(page.getByRole("heading", { level: 1, name: "图片库" })).toBeVisible()
  await expect(page.getByTestId("media-upload-button")).toHaveCount(0)
  await expect(page.getByRole("button", { name: /^(编辑替代文本|删除)/ })).toHaveCount(0)

  await page.goto("/systemadmin/accounts")
  await expect(page.getByTestId("no-access")).toContainText("只读成员")
})

test("a role changed by an administrator reaches the open back office without a reload", async ({ page }) => {
  const account = await signInAs(page, "editor")
  await page.goto("/systemadmin/employees")
  const add = page.getByRole("button", { name: "添加员工" })
  await expect(add).toBeVisible()
  const navigations: string[] = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  const changed = await adminApi.patch(`/api/accounts/${account.id}`, { data: { role: "viewer" } })
  expect(changed.ok(), await changed.text()).toBe(true)
  // The change stream asks every 10 seconds who its session belongs to (routes/sync-stream.ts).
  await expect(add).toHaveCount(0, { timeout: 30_000 })
  await expect(nav(page).getByRole("link", { name: "数字员工" })).toBeVisible()
  expect(navigations).toEqual([])
})
