/**
 * When every password-hashing thread is busy and the line waiting for them is full, the login answers
 * 503 with Retry-After and the wait in the person's language (the pool's own refusal is tested in
 * scrypt-pool.test.ts); the next login, with room again, goes through. On SQLite, and on PostgreSQL
 * under `npm run test:pg`.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest"
import * as password from "./password.ts"
import { type TestServer, startTestServer } from "../test-support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

const login = async (language: string) => {
  const captcha = await fetch(`${server.url}/api/captcha`)
  await captcha.arrayBuffer()
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": language,
      Cookie: cookieOf(captcha.headers),
    },
    body: JSON.stringify({ username: "admin", password: "admin-password", captcha: "TEST" }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  }
}

test("a login finding the hashing line full answers 503 with Retry-After, in both languages", async () => {
  const verify = vi.spyOn(password, "verifyPassword")
  try {
    verify.mockRejectedValueOnce(new password.PasswordChecksBusy(2_500))
    expect(await login("zh-CN,zh;q=0.9")).toEqual({
      status: 503,
      retryAfter: "3",
      body: { code: "SERVER_BUSY", message: "服务器正忙于处理其他登录，请 3 秒后再试" },
    })
    verify.mockRejectedValueOnce(new password.PasswordChecksBusy(200))
    expect(await login("en-GB,en;q=0.8")).toEqual({
      status: 503,
      retryAfter: "1",
      body: {
        code: "SERVER_BUSY",
        message: "The server is busy checking other sign-ins, please try again in 1 s",
      },
    })
  } finally {
    verify.mockRestore()
  }
  // With room again, the same login goes through.
  expect((await login("en")).status).toBe(200)
})
