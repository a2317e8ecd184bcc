/**
 * Two-step sign-in for the specs (issue 29): codes computed from the secret the setup shows, with
 * `otpauth` as the server uses it (SHA-1, 6 digits, 30 s), and an account's authenticator set up
 * through the API with its browser's cookies.
 */
import { type APIRequestContext, expect } from "@playwright/test"
import { Secret, TOTP } from "otpauth"

/** The code for `secret` (spaces allowed) at `at`; a step ahead is accepted too (clock drift). */
export const totpCode = (secret: string, at: number = Date.now()): string =>
  new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s/g, "")),
  }).generate({ timestamp: at })

/** The next step's code: never the one just spent (the server refuses a step used before). */
export const nextCode = (secret: string): string => totpCode(secret, Date.now() + 30_000)

/** Set two-step sign-in up for the account `request` is signed in as; its secret and recovery codes. */
export const setUpTwoStepApi = async (
  request: APIRequestContext,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const setup = await request.post("/api/account/two-step/setup", { data: { password } })
  expect(setup.status(), await setup.text()).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirm = await request.post("/api/account/two-step/confirm", { data: { code: totpCode(secret) } })
  expect(confirm.status(), await confirm.text()).toBe(200)
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] }
  return { secret, recoveryCodes }
}
