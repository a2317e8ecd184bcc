/**
 * Passkeys in the back office (issue 29), with Chromium's virtual authenticator: the administrator
 * signs in with the password, adds a passkey on My account, signs out and back in with it
 * (username-less), renames and removes it; an invited person registers a passkey at the invitation
 * link and is signed in. Axe on the passkeys card and the login page with its passkey button, in both
 * languages at 390 and 1280 px, with screenshots in .tmp/screens-passkeys/.
 *
 * WebAuthn refuses IP addresses as the relying party's ID, so these pages are opened at
 * http://localhost:PORT (the same server as the other specs' 127.0.0.1: it takes its RP ID from the
 * Host the browser used; docs/security.md "Passkeys").
 */
import { mkdirSync } from "node:fs"
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { accountPassword, deleteAccount, inviteAccount } from "./account-helpers.ts"
import { admin, closeToast, expectToast, fillLogin, setEnglish } from "./admin-helpers.ts"

const origin = `http://localhost:${e2ePort}`
const screens = ".tmp/screens-passkeys"
let adminApi: APIRequestContext
const made: number[] = []

test.beforeAll(async () => {
  adminApi = await signedInApi(baseUrlOf(e2ePort))
  mkdirSync(screens, { recursive: true })
})

test.afterAll(async () => {
  for (const id of made) await deleteAccount(adminApi, id)
  await adminApi.dispose()
})

/** A platform authenticator that always verifies the person, for this page's browser. */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

const card = (page: Page) => page.locator("section[aria-labelledby=account-passkeys]")

/** Signs out through the API (the page's cookies) and opens the login page afresh. */
const signOut = async (page: Page) => {
  expect((await page.request.post(`${origin}/api/logout`, { headers: { Origin: origin } })).ok()).toBe(true)
  await page.goto(`${origin}/systemadmin/login`)
}

/** Adds a passkey named `name` from the passkeys card. */
const addPasskey = async (page: Page, name: string) => {
  await card(page)
    .getByRole("button", { name: /^(添加通行密钥|Add a passkey)$/ })
    .click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(/^(名称|Name)$/).fill(name)
  await dialog.getByRole("button", { name: /^(继续|Continue)$/ }).click()
  await expectToast(page, /已添加通行密钥|Passkey added/)
  await expect(card(page).getByTestId("passkey-name").filter({ hasText: name })).toBeVisible()
}

test("the administrator adds a passkey, signs in with it username-less, renames and removes it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addVirtualAuthenticator(page)
  await page.goto(`${origin}/systemadmin/account`)
  await expect(page).toHaveURL(/\/systemadmin\/login/)
  await fillLogin(page, admin)
  await expect(page).toHaveURL(/\/systemadmin\/account$/, { timeout: 30_000 })
  await closeToast(page)
  const name = `E2E laptop ${Date.now().toString(36)}`
  await addPasskey(page, name)

  await signOut(page)
  await page.getByRole("button", { name: /^(使用通行密钥登录|Sign in with a passkey)$/ }).click()
  await expect(page).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
  await expectToast(page, /登录成功|Login successful/)

  await page.goto(`${origin}/systemadmin/account`)
  const item = card(page).getByTestId("passkey").filter({ hasText: name })
  await expect(item).not.toContainText(/尚未使用|Never used/)
  await item.getByRole("button", { name: /^(重命名|Rename) / }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(/^(名称|Name)$/).fill(`${name} (old)`)
  await dialog.getByRole("button", { name: /^(保存|Save)$/ }).click()
  await expectToast(page, /已重命名通行密钥|Passkey renamed/)
  const renamed = card(page)
    .getByTestId("passkey")
    .filter({ hasText: `${name} (old)` })
  await renamed.getByRole("button", { name: /^(删除|Remove) / }).click()
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^(删除|Remove)$/ })
    .click()
  await expectToast(page, /已删除通行密钥|Passkey removed/)
  await expect(card(page).getByTestId("passkey").filter({ hasText: name })).toHaveCount(0)
})

test("an invited person registers a passkey at the link and is signed in", async ({ page }) => {
  test.setTimeout(90_000)
  const { account, token } = await inviteAccount(adminApi, "editor", "passkey")
  made.push(account.id)
  await addVirtualAuthenticator(page)
  await page.goto(`${origin}/systemadmin/invite#${token}`)
  await expect(page.getByTestId("invitation-details")).toBeVisible()
  await page.getByRole("button", { name: /^(改为注册通行密钥|Register a passkey instead)$/ }).click()
  await expect(page).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
  await expectToast(page, /欢迎|Welcome/)
  // The link is used up; the passkey is the account's way in.
  const again = await page.request.post(`${origin}/api/invitations/check`, {
    data: { token },
    headers: { Origin: origin },
  })
  expect(again.status()).toBe(410)
  await page.goto(`${origin}/systemadmin/account`)
  await expect(card(page).getByTestId("passkey")).toHaveCount(1)
})

for (const language of ["zh-CN", "en"] as const)
  for (const width of [390, 1280])
    test(`axe: the passkeys card and the login page with its passkey button (${language}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: width < 400 ? 844 : 900 })
      if (language === "en") await setEnglish(page)
      await addVirtualAuthenticator(page)
      const { account, token } = await inviteAccount(adminApi, "viewer", "axekey")
      made.push(account.id)
      const accepted = await page.request.post(`${origin}/api/invitations/accept`, {
        data: { token, password: accountPassword },
        headers: { Origin: origin },
      })
      expect(accepted.ok(), await accepted.text()).toBe(true)
      await page.goto(`${origin}/systemadmin/account`)
      await expect(card(page).getByText(/还没有通行密钥|No passkeys yet/)).toBeVisible()
      await addPasskey(page, language === "en" ? "Work laptop" : "工作电脑")
      await test.step("passkeys card", () => expectNoAxeViolations(page))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await card(page).screenshot({ path: `${screens}/card-${language}-${width}.png` })

      await signOut(page)
      await expect(page.getByTestId("passkey-sign-in")).toBeVisible()
      await test.step("login page", () => expectNoAxeViolations(page))
      await page.screenshot({ path: `${screens}/login-${language}-${width}.png`, fullPage: true })
    })
