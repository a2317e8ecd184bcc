/**
 * Two-step sign-in in the back office (issue 29): an invited editor accepts with a password, sets up
 * two-step sign-in on My account (the code computed from the key shown on screen), signs out, and signs
 * in again with the password and a code; then with a recovery code. Axe on the login's code step and on
 * the card, in both languages at 390 and 1280 px, with screenshots in .tmp/screens-two-step/.
 * (The administrators' policy changes every account's sign-in: two-step-policy-settings.spec.ts runs
 * it after the other specs.)
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { acceptInvitation, accountPassword, deleteAccount, inviteAccount } from "./account-helpers.ts"
import { admin, closeToast, expectToast, fillLogin, loginAsAdmin, setEnglish } from "./admin-helpers.ts"
import { nextCode, setUpTwoStepApi, totpCode } from "./two-step-helpers.ts"

let adminApi: APIRequestContext
const made: number[] = []
const screens = ".tmp/screens-two-step"

test.beforeAll(async () => {
  adminApi = await signedInApi(baseUrlOf(e2ePort))
})
test.afterAll(async () => {
  for (const id of made) await deleteAccount(adminApi, id)
  await adminApi.dispose()
})

const invited = async (role: "editor" | "viewer", prefix: string) => {
  const account = await inviteAccount(adminApi, role, prefix)
  made.push(account.account.id)
  return account
}

/** Sign out through the API, then the password step of the login page; the code step is shown. */
const passwordStep = async (page: Page, username: string) => {
  await page.request.post("/api/logout", { data: {} })
  await page.goto("/systemadmin/login")
  await fillLogin(page, { username, password: accountPassword, captcha: admin.captcha })
  await expect(page.getByTestId("two-step-form")).toBeVisible({ timeout: 30_000 })
}

const codeField = (page: Page) => page.getByLabel(/^(验证器中的验证码|Code from your authenticator)$/)

test("an invited editor sets up two-step sign-in, then signs in with a code and with a recovery code", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { account, token } = await invited("editor", "twostep")
  await acceptInvitation(page.request, token)
  await page.goto("/systemadmin/account")
  const card = page.getByTestId("two-step-card")
  await card.getByTestId("two-step-start").click()
  await card.getByLabel(/^(当前密码|Current password)$/).fill(accountPassword)
  await card.getByRole("button", { name: /^(继续|Continue)$/ }).click()
  const secret = (await card.getByTestId("two-step-secret").textContent())!.replace(/\s/g, "")
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(card.getByTestId("two-step-qr")).toBeVisible()
  // A wrong code first: refused under its field, nothing turned on.
  await card.getByLabel(/^(6 位验证码|6-digit code)$/).fill(totpCode(secret, Date.now() - 10 * 60_000))
  await card.getByRole("button", { name: /^(开启两步验证|Turn on two-step sign-in)$/ }).click()
  await expect(card.getByText(/验证码不正确|The code is wrong/)).toBeVisible()
  await card.getByLabel(/^(6 位验证码|6-digit code)$/).fill(totpCode(secret))
  await card.getByRole("button", { name: /^(开启两步验证|Turn on two-step sign-in)$/ }).click()
  // The codes come with the server's answer: read them once they are all on screen.
  await expect(card.getByTestId("recovery-code")).toHaveCount(10)
  const codes = await card.getByTestId("recovery-code").allTextContents()
  expect(codes).toHaveLength(10)
  await card.getByTestId("recovery-codes-saved").click()
  await expect(card.getByTestId("two-step-on")).toBeVisible()
  await expect(card.getByTestId("recovery-codes-left")).toContainText("10")

  await test.step("password, then the authenticator's code", async () => {
    await passwordStep(page, account.username)
    await codeField(page).fill(nextCode(secret))
    await page.getByRole("button", { name: /^(验证并登录|Verify and sign in)$/ }).click()
    await expect(page).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
    await expectToast(page, /登录成功|Login successful/)
  })

  await test.step("a wrong code is refused; a recovery code signs in", async () => {
    await passwordStep(page, account.username)
    await codeField(page).fill("000000")
    await page.getByRole("button", { name: /^(验证并登录|Verify and sign in)$/ }).click()
    await expect(page.getByTestId("two-step-form").getByText(/验证码不正确|The code is wrong/)).toBeVisible()
    await closeToast(page)
    await page.getByTestId("two-step-switch").click()
    await page.getByLabel(/^(恢复码|Recovery code)$/).fill(codes[0]!)
    await page.getByRole("button", { name: /^(验证并登录|Verify and sign in)$/ }).click()
    await expect(page).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
    await page.goto("/systemadmin/account")
    await expect(page.getByTestId("recovery-codes-left")).toContainText("9")
  })
})

for (const language of ["zh-CN", "en"] as const)
  for (const width of [390, 1280])
    test(`axe: the login's code step and the two-step card (${language}, ${width} px)`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: width < 400 ? 844 : 900 })
      if (language === "en") await setEnglish(page)
      const { account, token } = await invited("viewer", "axetwostep")
      await acceptInvitation(page.request, token)

      await page.goto("/systemadmin/account")
      const card = page.getByTestId("two-step-card")
      await card.getByTestId("two-step-start").click()
      await card.getByLabel(/^(当前密码|Current password)$/).fill(accountPassword)
      await card.getByRole("button", { name: /^(继续|Continue)$/ }).click()
      await expect(card.getByTestId("two-step-qr")).toBeVisible()
      await test.step("setup", () => expectNoAxeViolations(page))
      await card.screenshot({ path: `${screens}/setup-${language}-${width}.png` })
      const secret = (await card.getByTestId("two-step-secret").textContent())!.replace(/\s/g, "")
      await card.getByLabel(/^(6 位验证码|6-digit code)$/).fill(totpCode(secret))
      await card.getByRole("button", { name: /^(开启两步验证|Turn on two-step sign-in)$/ }).click()
      await expect(card.getByTestId("recovery-codes")).toBeVisible()
      await closeToast(page)
      await test.step("recovery codes", () => expectNoAxeViolations(page))
      await card.screenshot({ path: `${screens}/codes-${language}-${width}.png` })
      await card.getByTestId("recovery-codes-saved").click()
      await expect(card.getByTestId("two-step-on")).toBeVisible()
      await test.step("card, on", () => expectNoAxeViolations(page))
      await card.screenshot({ path: `${screens}/card-${language}-${width}.png` })

      await passwordStep(page, account.username)
      await test.step("code step", () => expectNoAxeViolations(page))
      await page.screenshot({ path: `${screens}/code-step-${language}-${width}.png` })
      await page.getByTestId("two-step-switch").click()
      await page.getByRole("button", { name: /^(验证并登录|Verify and sign in)$/ }).click()
      await expect(page.locator("[aria-invalid=true]")).toBeVisible()
      await closeToast(page).catch(() => undefined)
      await test.step("recovery code step with its message", () => expectNoAxeViolations(page))
      await page.screenshot({ path: `${screens}/recovery-step-${language}-${width}.png` })
    })

test("the API helper: an authenticator set up for a fresh account answers a code step", async ({ page }) => {
  const { account, token } = await invited("viewer", "apitwostep")
  await acceptInvitation(page.request, token)
  const { secret } = await setUpTwoStepApi(page.request, accountPassword)
  await passwordStep(page, account.username)
  await codeField(page).fill(nextCode(secret))
  await page.getByRole("button", { name: /^(验证并登录|Verify and sign in)$/ }).click()
  await expect(page).toHaveURL(/\/systemadmin$/, { timeout: 30_000 })
})

for (const [language, width] of [
  ["en", 390],
  ["zh-CN", 1280],
] as const)
  test(`the accounts screen's two-step policy switch (${language}, ${width} px)`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width < 400 ? 844 : 900 })
    if (language === "en") await setEnglish(page)
    await loginAsAdmin(page, "/systemadmin/accounts")
    const policy = page.getByTestId("two-step-policy")
    // Off, and enabled once the server said so (the main administrator has no authenticator here).
    await expect(policy.getByRole("switch")).not.toBeChecked()
    await expect(policy.getByRole("switch")).toBeEnabled()
    await test.step("accounts screen with the switch", () => expectNoAxeViolations(page))
    await policy.screenshot({ path: `${screens}/policy-${language}-${width}.png` })
    // Turning it on before one's own two-step is set up is refused with the server's reason.
    await policy.getByText(/要求所有账号启用两步验证|Require two-step sign-in for every account/).click()
    await expectToast(page, /设置未更改|The setting was not changed/)
    await expect(policy.getByRole("switch")).not.toBeChecked()
  })
