/**
 * Two-step sign-in in API tests (issue 29): the password step of a login (whatever it answers), the
 * code step, and an account's authenticator set up through the real routes, with codes computed from
 * the secret the setup shows (auth/totp.ts), at the test server's clock.
 */
import { codeAt } from "../auth/totp.ts"
import { cookieOf } from "./accounts.ts"
import { type ApiResponse, type Json, apiClient } from "./client.ts"

/** Captcha, then POST /api/login: the answer and the cookies it set (a session waiting for a code). */
export const passwordStep = async (
  url: string,
  account: { readonly username: string; readonly password: string },
  headers: Record<string, string> = {},
): Promise<ApiResponse<Json> & { cookie: string }> => {
  const captcha = await fetch(`${url}/api/captcha?t=${Date.now()}`)
  const answer = await apiClient(url).post("/api/login", {
    cookie: cookieOf(captcha.headers),
    headers,
    body: { username: account.username, password: account.password, captcha: "TEST" },
  })
  return { ...answer, cookie: cookieOf(answer.headers) }
}

/** POST /api/login/two-step with the waiting session; `cookie` is the signed-in session's when it worked. */
export const codeStep = async (
  url: string,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<Json> & { cookie: string }> => {
  const answer = await apiClient(url).post("/api/login/two-step", { cookie, body, headers })
  return { ...answer, cookie: cookieOf(answer.headers) }
}

/** Set two-step up for the signed-in `cookie`'s account: its secret and its recovery codes. */
export const setUpTwoStep = async (
  url: string,
  cookie: string,
  password: string,
  nowMs: number,
): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const api = apiClient(url)
  const setup = await api.post("/api/account/two-step/setup", { cookie, body: { password } })
  if (setup.status !== 200) throw new Error(`setup: ${setup.status} ${JSON.stringify(setup.body)}`)
  const secret = setup.body.secret as string
  const confirm = await api.post("/api/account/two-step/confirm", {
    cookie,
    body: { code: codeAt(secret, nowMs) },
  })
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`)
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] }
}
