/**
 * Who else is editing (issue 30, item 4), in two real browsers: an editor opens a tool's edit dialog;
 * the administrator's tools list marks the row and the administrator's own dialog of that tool names
 * the editor, in both languages; it clears when the editor closes the dialog, closes the tab, or goes
 * offline (within 30 s, with no word from the editor's device). Editing stays allowed throughout.
 */
import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { acceptInvitation, deleteAccount, inviteAccount } from "./account-helpers.ts"
import { loginAsAdmin, row, setEnglish, unique } from "./admin-helpers.ts"

test.describe.configure({ timeout: 120_000 })

let adminApi: APIRequestContext
const accounts: number[] = []
const tools: number[] = []

test.beforeAll(async () => {
  adminApi = await signedInApi(baseUrlOf(e2ePort))
})

test.afterAll(async () => {
  for (const id of tools) await adminApi.delete(`/api/tools/${id}`)
  for (const id of accounts) await deleteAccount(adminApi, id)
  await adminApi.dispose()
})

const createTool = async (): Promise<string> => {
  const name = unique("在场工具")
  const response = await adminApi.post("/api/tools", { data: { name, description: "有人正在编辑的工具" } })
  expect(response.status(), await response.text()).toBe(201)
  tools.push(((await response.json()) as { id: number }).id)
  return name
}

/** A new browser signed in as a new editor, with the tools list searched for `name`; its display name. */
const editorBrowser = async (browser: Browser, name: string): Promise<{ page: Page; who: string }> => {
  const context = await browser.newContext({ baseURL: baseUrlOf(e2ePort), locale: "zh-CN" })
  const page = await context.newPage()
  const { account, token } = await inviteAccount(adminApi, "editor")
  accounts.push(account.id)
  await acceptInvitation(page.request, token)
  await showTool(page, name)
  return { page, who: account.displayName }
}

const showTool = async (page: Page, name: string) => {
  await page.goto("/systemadmin/tools")
  await page.getByRole("searchbox").fill(name)
  await expect(row(page, name)).toHaveCount(1)
}

const openEdit = async (page: Page, name: string, label = "编辑") => {
  await row(page, name)
    .getByRole("button", { name: `${label} ${name}` })
    .click()
}

test("an editor's open dialog marks the row and names the editor in the administrator's dialog; closing it clears both", async ({
  page,
  browser,
}) => {
  const name = await createTool()
  const editor = await editorBrowser(browser, name)
  await loginAsAdmin(page, "/systemadmin/tools")
  await showTool(page, name)
  await expect(row(page, name).getByTestId("presence-badge")).toHaveCount(0)

  await openEdit(editor.page, name)
  await expect(editor.page.getByRole("dialog", { name: "编辑工具" })).toBeVisible()
  // The administrator's list marks the row at once (the change stream), without a reload.
  await expect(row(page, name).getByTestId("presence-badge")).toHaveText(`${editor.who} 正在编辑`)

  await openEdit(page, name)
  const dialog = page.getByRole("dialog", { name: "编辑工具" })
  await expect(dialog.getByTestId("presence-notice")).toContainText(`${editor.who} 正在编辑此记录`)
  await expect(dialog.getByTestId("presence-notice")).toContainText("你仍可编辑")
  await expectNoAxeViolations(page)
  // The editor is told of the administrator's dialog in turn.
  await expect(editor.page.getByTestId("presence-notice")).toContainText("正在编辑此记录")

  // Advisory: the administrator saves while the editor still has the dialog open.
  await dialog.getByLabel("工具名称").fill(`${name} 改`)
  await dialog.getByRole("button", { name: "保存" }).click()
  await expect(dialog).toHaveCount(0)

  await editor.page.getByRole("dialog", { name: "编辑工具" }).getByRole("button", { name: "取消" }).click()
  await page.getByRole("searchbox").fill(`${name} 改`)
  await expect(row(page, `${name} 改`)).toHaveCount(1)
  await expect(page.getByTestId("presence-badge")).toHaveCount(0)
  await editor.page.context().close()
})

test("closing the editor's tab clears it at once; an editor gone offline is cleared within 30 s; in English", async ({
  page,
  browser,
}) => {
  const name = await createTool()
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/tools")
  await showTool(page, name)

  const first = await editorBrowser(browser, name)
  await openEdit(first.page, name)
  await expect(row(page, name).getByTestId("presence-badge")).toHaveText(`${first.who} is editing`)
  await openEdit(page, name, "Edit")
  const dialog = page.getByRole("dialog", { name: "Edit tool" })
  await expect(dialog.getByTestId("presence-notice")).toContainText(`${first.who} is editing this`)
  await expectNoAxeViolations(page)
  // The tab goes away with its dialog open: the page says so as it leaves.
  await first.page.close()
  await expect(dialog.getByTestId("presence-notice")).toHaveCount(0)
  await dialog.getByRole("button", { name: "Cancel" }).click()

  const second = await editorBrowser(browser, name)
  await openEdit(second.page, name)
  await expect(row(page, name).getByTestId("presence-badge")).toHaveText(`${second.who} is editing`)
  // Offline the device can say nothing: the server lets the dialog go after presenceTtlMs (25 s).
  const wentOffline = Date.now()
  await second.page.context().setOffline(true)
  await expect(row(page, name).getByTestId("presence-badge")).toHaveCount(0, { timeout: 35_000 })
  expect(Date.now() - wentOffline).toBeLessThan(32_000)
  // Back online with the dialog still open, it is marked again.
  await second.page.context().setOffline(false)
  await expect(row(page, name).getByTestId("presence-badge")).toHaveText(`${second.who} is editing`, {
    timeout: 15_000,
  })
  await second.page.context().close()
  await expect(row(page, name).getByTestId("presence-badge")).toHaveCount(0, { timeout: 35_000 })
})
