/**
 * When every password-hashing thread is busy and the line waiting for them is full, the login answers
 * 503 with Retry-After and the wait in the person's language (the pool's own refusal is tested in
 * scrypt-pool.test.ts); the next login, with room again, goes through. The 503 comes before the
 * attempt is counted: it uses up no attempt of the address, no check of the account and not the
 * captcha. On SQLite, and on PostgreSQL under `npm run test:pg`.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest"
import * as password from "./password.ts"
import { type CheckAdmission, PasswordChecksBusy, scryptPool } from "./scrypt-pool.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestServer, startTestServer } from "../test-support/test-server.ts"

let server: TestServer
let db: Database
beforeAll(async () => {
  server = await startTestServer()
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db.knex.destroy()
  await server.stop()
})

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

const newCaptcha = async () => {
  const captcha = await fetch(`${server.url}/api/captcha`)
  await captcha.arrayBuffer()
  return cookieOf(captcha.headers)
}

const login = async (language: string, captchaCookie?: string, userPassword = "admin-password") => {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": language,
      Cookie: captchaCookie ?? (await newCaptcha()),
    },
    body: JSON.stringify({ username: "admin", password: userPassword, captcha: "TEST" }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  }
}

test("a login finding the hashing line full answers 503 with Retry-After, in both languages", async () => {
  const admit = vi.spyOn(password, "admitPasswordCheck")
  try {
    admit.mockImplementationOnce(() => {
      throw new password.PasswordChecksBusy(2_500)
    })
    expect(await login("zh-CN,zh;q=0.9")).toEqual({
      status: 503,
      retryAfter: "3",
      body: { code: "SERVER_BUSY", message: "服务器正忙于处理其他登录，请 3 秒后再试" },
    })
    admit.mockImplementationOnce(() => {
      throw new password.PasswordChecksBusy(200)
    })
    expect(await login("en-GB,en;q=0.8")).toEqual({
      status: 503,
      retryAfter: "1",
      body: {
        code: "SERVER_BUSY",
        message: "The server is busy checking other sign-ins, please try again in 1 s",
      },
    })
  } finally {
    admit.mockRestore()
  }
  // With room again, the same login goes through.
  expect((await login("en")).status).toBe(200)
})

/** What the login limits and the captcha have counted so far. */
const counters = async () => ({
  addresses: await db.knex("login_attempts").where("key", "like", "addr:%").orderBy("key").select(),
  accounts: await db.knex("login_throttle").orderBy("key").select(),
  usedCaptchas: Number((await db.knex("captcha_tokens_used").count({ n: "*" }).first())?.n),
})

test("a 503 uses up nothing: no address attempt, no account check, not the captcha", async () => {
  // The server runs in this process: its line is this process's pool, filled here with places.
  const places: CheckAdmission[] = []
  try {
    for (;;) places.push(scryptPool().admit())
  } catch (error) {
    expect(error).toBeInstanceOf(PasswordChecksBusy)
  }
  const captcha = await newCaptcha()
  try {
    const before = await counters()
    // Wrong passwords too: had they been counted, the account's backoff and the address would show it.
    for (let n = 0; n < 3; n++) {
      const refused = await login("en", captcha, `wrong-${n}`)
      expect(refused.status).toBe(503)
      expect(refused.body.code).toBe("SERVER_BUSY")
    }
    expect(await counters()).toEqual(before)
  } finally {
    for (const place of places) place.release()
  }
  // The captcha was not used up: the same cookie signs in once there is room.
  expect((await login("en", captcha)).status).toBe(200)
  expect((await login("en", captcha)).body.code).toBe("CAPTCHA_INVALID")
})
