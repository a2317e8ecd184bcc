/**
 * The administrators' "two-step sign-in for every account" policy (issue 29). It holds back every
 * password-only session without an authenticator, the other specs' administrator's too, so this spec
 * runs in the "settings" project, after the others and alone (playwright.config.ts). The switch is
 * turned on by a second administrator who has set up their own two-step sign-in (the server refuses
 * it otherwise), and always turned off again before the spec ends.
 */
import { type APIRequestContext, expect, request, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { projectServer } from "../fixtures/project-server.ts"
import { acceptInvitation, accountPassword, deleteAccount, inviteAccount } from "./account-helpers.ts"
import { admin, closeToast, fillLogin } from "./admin-helpers.ts"
import { setUpTwoStepApi, totpCode } from "./two-step-helpers.ts"

let adminApi: APIRequestContext
let policyAdmin: APIRequestContext
const made: number[] = []

test.beforeAll(async () => {
  adminApi = await signedInApi(projectServer())
  const second = await inviteAccount(adminApi, "admin", "policyadmin")
  made.push(second.account.id)
  policyAdmin = await request.newContext({ baseURL: projectServer() })
  await acceptInvitation(policyAdmin, second.token)
  await setUpTwoStepApi(policyAdmin, accountPassword)
})

test.afterAll(async () => {
  // Off first: the first administrator's own session is held back while it is on.
  await policyAdmin.patch("/api/accounts/two-step-policy", { data: { required: false } })
  for (const id of made) await deleteAccount(adminApi, id)
  await policyAdmin.dispose()
  await adminApi.dispose()
})

test("with the policy on, a password sign-in is sent to My account to set two-step up, then let in", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const person = await inviteAccount(adminApi, "editor", "held")
  made.push(person.account.id)
  await acceptInvitation(page.request, person.token)
  await page.request.post("/api/logout", { data: {} })
  const on = await policyAdmin.patch("/api/accounts/two-step-policy", { data: { required: true } })
  expect(on.status(), await on.text()).toBe(200)
  try {
    await page.goto("/systemadmin/login?redirect=%2Fsystemadmin%2Femployees")
    await fillLogin(page, {
      username: person.account.username,
      password: accountPassword,
      captcha: admin.captcha,
    })
    await expect(page).toHaveURL(/\/systemadmin\/account$/, { timeout: 30_000 })
    await expect(page.getByTestId("two-step-held")).toBeVisible()
    // Another screen sends it back to My account, with no loop of refused calls.
    await page.goto("/systemadmin/employees")
    await expect(page).toHaveURL(/\/systemadmin\/account$/)
    const card = page.getByTestId("two-step-card")
    await card.getByTestId("two-step-start").click()
    await card.getByLabel(/^(当前密码|Current password)$/).fill(accountPassword)
    await card.getByRole("button", { name: /^(继续|Continue)$/ }).click()
    const secret = (await card.getByTestId("two-step-secret").textContent())!.replace(/\s/g, "")
    await card.getByLabel(/^(6 位验证码|6-digit code)$/).fill(totpCode(secret))
    await card.getByRole("button", { name: /^(开启两步验证|Turn on two-step sign-in)$/ }).click()
    await card.getByTestId("recovery-codes-saved").click()
    await expect(page.getByTestId("two-step-held")).toHaveCount(0)
    // Required: it cannot be turned off here.
    await expect(page.getByTestId("two-step-on")).toBeVisible()
    await expect(page.getByRole("button", { name: /^(关闭|Turn off)$/ })).toHaveCount(0)
    await closeToast(page)
    await page.goto("/systemadmin/employees")
    await expect(page).toHaveURL(/\/systemadmin\/employees$/)
    await expect(page.getByTestId("admin-row").first()).toBeVisible({ timeout: 20_000 })
  } finally {
    await policyAdmin.patch("/api/accounts/two-step-policy", { data: { required: false } })
  }
})
