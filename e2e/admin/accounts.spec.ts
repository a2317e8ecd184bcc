/**
 * Team accounts in the back office (issue 29): an administrator invites an editor and copies the link;
 * the editor, in a browser of their own, sets a password there, is signed in, signs out and in again
 * with it. The accounts screen's row actions (role, disable, re-enable, reset with its new link,
 * delete) and the server's messages; offline, the last list with every action disabled; the own
 * account page (password change, sessions); and axe on the screen, its dialogs, the invitation page and
 * the account page in both languages at 390 and 1280 px.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import {
  acceptInvitation,
  accountPassword,
  deleteAccount,
  inviteAccount,
  uniqueUsername,
} from "./account-helpers.ts"
import { admin, closeToast, expectToast, fillLogin, loginAsAdmin, row, setEnglish } from "./admin-helpers.ts"

let adminApi: APIRequestContext
/** Accounts made here, deleted at the end (the list is shared with the other specs' runs). */
const made: number[] = []

test.beforeAll(async () => {
  adminApi = await signedInApi(baseUrlOf(e2ePort))
})

test.afterAll(async () => {
  for (const id of made) await deleteAccount(adminApi, id)
  await adminApi.dispose()
})

const invited = async (role: "editor" | "viewer", prefix?: string) => {
  const account = await inviteAccount(adminApi, role, prefix)
  made.push(account.account.id)
  return account
}

/** The accounts screen, its list read. */
const openAccounts = async (page: Page) => {
  await loginAsAdmin(page, "/systemadmin/accounts")
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
}

const rowButton = (page: Page, username: string, name: RegExp) =>
  row(page, username).getByRole("button", { name })

test("an administrator invites an editor; the editor sets a password at the link, is signed in, and signs in again with it", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await openAccounts(page)
  const username = uniqueUsername("editor")
  const displayName = `E2E 编辑 ${username.slice(-5)}`

  await page.getByRole("button", { name: /^(邀请成员|Invite someone)$/ }).click()
  const dialog = page.getByRole("dialog")
  // The username another account has: the server's message, under the field.
  await dialog.getByLabel(/^(用户名|Username)$/).fill(admin.username)
  await dialog.getByLabel(/^(显示名称|Display name)$/).fill(displayName)
  await dialog.getByLabel(/^(角色|Role)$/).selectOption("editor")
  await dialog.getByRole("button", { name: /^(创建邀请|Create invitation)$/ }).click()
  await expect(dialog.getByText("该用户名已被使用")).toBeVisible()
  await dialog.getByLabel(/^(用户名|Username)$/).fill(username)
  await dialog.getByRole("button", { name: /^(创建邀请|Create invitation)$/ }).click()

  // The link, shown once, with its expiry and a Copy button.
  const url = dialog.getByTestId("invitation-url")
  await expect(url).toHaveValue(/\/systemadmin\/invite#[A-Za-z0-9_-]{43}$/)
  await expect(dialog.getByTestId("invitation-link")).toContainText(displayName)
  await closeToast(page)
  await dialog.getByRole("button", { name: /^(复制链接|Copy link)$/ }).click()
  await expectToast(page, "链接已复制")
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(await url.inputValue())
  await dialog.getByRole("button", { name: /^(完成|Done)$/ }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row(page, username).getByTestId("account-status")).toHaveAttribute("data-status", "invited")
  const id = (
    (await (await adminApi.get("/api/accounts")).json()) as Array<{ id: number; username: string }>
  ).find((account) => account.username === username)?.id
  expect(id).toBeDefined()
  made.push(id!)

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: baseURL!, locale: "zh-CN" })
  try {
    const them = await theirs.newPage()
    await them.goto(link)
    await expect(them.getByTestId("invitation-details")).toContainText(username)
    await expect(them.getByTestId("invitation-details")).toContainText(displayName)
    const password = them.getByLabel(/^(密码|Password)$/)
    const confirm = them.getByLabel(/^(确认密码|Confirm password)$/)
    const submit = them.getByRole("button", { name: /^(设置密码并登录|Set password and sign in)$/ })
    await password.fill("short")
    await confirm.fill("short")
    await submit.click()
    await expect(them.getByText("密码至少8个字符")).toBeVisible()
    await password.fill(accountPassword)
    await confirm.fill(`${accountPassword}x`)
    await submit.click()
    await expect(them.getByText("两次输入的密码不一致")).toBeVisible()
    await confirm.fill(accountPassword)
    await submit.click()
    await expect(them).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
    await expectToast(them, "欢迎！你已登录")
    await expect(them.getByRole("heading", { level: 1 })).toContainText(displayName)
    // An editor: no accounts entry.
    const nav = them.getByRole("navigation", { name: "后台导航" })
    await expect(nav.getByRole("link", { name: "我的账号" })).toBeVisible()
    await expect(nav.getByRole("link", { name: "账号管理" })).toHaveCount(0)

    await them.getByTestId("logout-button").click()
    await expect(them).toHaveURL(/\/systemadmin\/login/)
    await fillLogin(them, { username, password: accountPassword, captcha: admin.captcha })
    await expect(them).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
    await expectToast(them, "登录成功")

    // The link works once.
    await them.goto(link)
    await expect(them.getByTestId("invitation-problem")).toContainText("邀请链接无效、已使用或已过期")
    await expect(them.getByRole("link", { name: "前往登录页" })).toBeVisible()
  } finally {
    await theirs.close()
  }

  await page.reload()
  await expect(row(page, username).getByTestId("account-status")).toHaveAttribute("data-status", "active")
})

test("row actions: change the role, disable and re-enable, reset sign-in (a new link), delete", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { account } = await invited("viewer")
  const name = account.displayName
  await openAccounts(page)
  const theRow = row(page, account.username)
  await expect(theRow).toContainText("只读成员")
  await expect(theRow.getByTestId("account-status")).toHaveAttribute("data-status", "invited")

  await rowButton(page, account.username, new RegExp(`^编辑 ${name}$`)).click()
  const edit = page.getByRole("dialog")
  await edit.getByLabel("角色").selectOption("editor")
  await edit.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "账号已更新")
  await expect(theRow).toContainText("编辑")
  await expect(theRow).not.toContainText("只读成员")

  await rowButton(page, account.username, new RegExp(`^停用 ${name}$`)).click()
  const ask = page.getByRole("alertdialog")
  await expect(ask).toContainText("停用后")
  await ask.getByRole("button", { name: "停用" }).click()
  await expectToast(page, "账号已停用")
  await expect(theRow.getByTestId("account-status")).toHaveAttribute("data-status", "disabled")

  await rowButton(page, account.username, new RegExp(`^重新启用 ${name}$`)).click()
  await expectToast(page, "账号已重新启用")
  await expect(theRow.getByTestId("account-status")).toHaveAttribute("data-status", "invited")

  await rowButton(page, account.username, new RegExp(`^重置 ${name} 的登录方式$`)).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "重置" }).click()
  const linkDialog = page.getByRole("dialog")
  await expect(linkDialog.getByTestId("invitation-url")).toHaveValue(
    /\/systemadmin\/invite#[A-Za-z0-9_-]{43}$/,
  )
  await closeToast(page)
  await linkDialog.getByRole("button", { name: "完成" }).click()

  await rowButton(page, account.username, new RegExp(`^删除 ${name}$`)).click()
  await expect(page.getByRole("alertdialog")).toContainText(name)
  await page.getByRole("alertdialog").getByRole("button", { name: "删除" }).click()
  await expectToast(page, "账号已删除")
  await expect(theRow).toHaveCount(0)

  // The own row offers only the edit: no disable, reset or delete of yourself.
  const own = row(page, admin.username).filter({ hasText: "你" })
  await expect(own.getByRole("button")).toHaveCount(1)
})

test("offline, the list last loaded is shown with a notice and every account action is disabled", async ({
  page,
  context,
}) => {
  const { account } = await invited("viewer", "offline")
  await openAccounts(page)
  await expect(row(page, account.username)).toBeVisible()
  await closeToast(page)
  await context.setOffline(true)
  try {
    await expect(page.getByTestId("accounts-notice")).toContainText("当前离线")
    await expect(row(page, account.username)).toBeVisible()
    await expect(page.getByTestId("invite-button")).toBeDisabled()
    for (const button of await row(page, account.username).getByRole("button").all())
      await expect(button).toBeDisabled()
  } finally {
    await context.setOffline(false)
  }
  await expect(page.getByTestId("accounts-notice")).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByTestId("invite-button")).toBeEnabled()
})

test("my account: who I am, a password change checked here and by the server, my sessions", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { account, token } = await invited("editor", "mine")
  // Signed in twice: this page, and another browser (the session to end).
  await acceptInvitation(page.request, token)
  const other = await browser.newContext({ baseURL: baseURL! })
  try {
    const otherPage = await other.newPage()
    await otherPage.goto("/systemadmin/login")
    await fillLogin(otherPage, {
      username: account.username,
      password: accountPassword,
      captcha: admin.captcha,
    })
    await expect(otherPage).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })

    await page.goto("/systemadmin/account")
    await expect(page.getByTestId("account-profile")).toContainText(account.username)
    await expect(page.getByTestId("account-profile")).toContainText("编辑")

    const form = page.getByTestId("password-form")
    const change = form.getByRole("button", { name: "修改密码" })
    await change.click()
    await expect(form.getByText("请输入当前密码")).toBeVisible()
    await expect(form.getByText("密码至少8个字符")).toBeVisible()
    await form.getByLabel("当前密码").fill("not-the-password")
    await form.getByLabel("新密码", { exact: true }).fill("a-new-password")
    await form.getByLabel("确认新密码").fill("a-new-passwort")
    await change.click()
    await expect(form.getByText("两次输入的密码不一致")).toBeVisible()
    await form.getByLabel("确认新密码").fill("a-new-password")
    await change.click()
    await expect(form.getByText("当前密码不正确")).toBeVisible()

    const sessions = page.getByTestId("session")
    await expect(sessions).toHaveCount(2)
    await expect(page.locator('[data-testid="session"][data-current="true"]')).toContainText("本设备")

    await form.getByLabel("当前密码").fill(accountPassword)
    await change.click()
    await expectToast(page, "密码已修改")
    // The other browser's session ended with the change.
    await expect(sessions).toHaveCount(1)

    // Ending this device's session is a logout.
    await sessions.getByRole("button", { name: "结束 本设备 上的会话" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "结束会话" }).click()
    await expect(page).toHaveURL(/\/systemadmin\/login/)
  } finally {
    await other.close()
  }
})

for (const language of ["zh-CN", "en"] as const)
  for (const width of [390, 1280])
    test(`axe: the accounts screen and its dialogs, the invitation page and my account (${language}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: width < 400 ? 844 : 900 })
      if (language === "en") await setEnglish(page)
      const { account } = await invited("viewer", "axe")
      const fresh = await invited("editor", "axelink")
      await openAccounts(page)
      await closeToast(page)
      await expect(row(page, account.username)).toBeVisible()
      await test.step("accounts screen", () => expectNoAxeViolations(page))
      // The table fits the phone: no page-wide horizontal scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      await page.getByTestId("invite-button").click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await test.step("invite dialog", () => expectNoAxeViolations(page))
      const dialog = page.getByRole("dialog")
      await dialog.getByRole("button", { name: /^(创建邀请|Create invitation)$/ }).click()
      await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible()
      await test.step("invite dialog with its messages", () => expectNoAxeViolations(page))
      await page.keyboard.press("Escape")

      await row(page, account.username)
        .getByRole("button", { name: /^(重置|Reset sign-in of) / })
        .click()
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: /^(重置|Reset)$/ })
        .click()
      await expect(page.getByTestId("invitation-url")).toBeVisible()
      await closeToast(page)
      await test.step("invitation link dialog", () => expectNoAxeViolations(page))
      await page.keyboard.press("Escape")

      await page.goto("/systemadmin/account")
      await expect(page.getByTestId("session").first()).toBeVisible()
      await test.step("my account", () => expectNoAxeViolations(page))

      const theirs = await browser.newContext({
        baseURL: baseURL!,
        locale: language,
        viewport: { width, height: 844 },
      })
      try {
        const them = await theirs.newPage()
        if (language === "en") await setEnglish(them)
        await them.goto(fresh.invitation.url)
        await expect(them.getByTestId("invitation-details")).toBeVisible()
        await test.step("invitation page", () => expectNoAxeViolations(them))
        await them.goto("/systemadmin/invite#not-a-real-token-but-long-enough")
        await expect(them.getByTestId("invitation-problem")).toBeVisible()
        await test.step("invitation page, invalid link", () => expectNoAxeViolations(them))
      } finally {
        await theirs.close()
      }
    })
