import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { captchaLifetimeMs } from "../auth/captcha.ts"
import { defaultRateLimits } from "../auth/rate-limit.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { apiClient } from "../test-support/client.ts"

const admin = { username: "admin", password: "admin-password" }
let server: TestServer
let api: ReturnType<typeof apiClient>
// The server's clock: tests move it forward to expire captchas.
let clock = Date.now()

beforeAll(async () => {
  server = await startTestServerWith(
    {},
    {
      now: () => clock,
      // Three checks at once, then one every 20 minutes (6 in any hour); no backoff before that.
      rateLimits: {
        ...defaultRateLimits,
        checksPerHourPerAccount: 6,
        burstChecksPerAccount: 3,
        maxFailuresPerAddress: 1000,
      },
    },
  )
  api = apiClient(server.url)
})
afterAll(() => server.stop())

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** A fresh captcha: its cookie (the signed answer). */
const captchaSession = async () => {
  const response = await fetch(`${server.url}/api/captcha?t=${Date.now()}`)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toBe("image/webp")
  // A WebP file (RIFF....WEBP): pixels, no SVG outline to read.
  const image = Buffer.from(await response.arrayBuffer())
  expect(image.subarray(0, 4).toString("latin1")).toBe("RIFF")
  expect(image.subarray(8, 12).toString("latin1")).toBe("WEBP")
  return cookieOf(response.headers)
}

const login = (cookie: string, body: object) => api.post("/api/login", { cookie, body })

describe("login", () => {
  test("a right captcha and password log in; the session id changes; no hash leaks", async () => {
    const cookie = await captchaSession()
    const response = await login(cookie, { ...admin, captcha: "test" })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: "admin",
      displayName: "admin",
      role: "admin",
    })
    const setCookie = response.headers.getSetCookie()[0] ?? ""
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    const session = cookieOf(response.headers)
    expect(session).not.toBe(cookie)
    const user = await api.get("/api/user", { cookie: session })
    expect(user.body).toEqual({
      id: response.body.id,
      username: "admin",
      displayName: "admin",
      role: "admin",
    })
    // The pre-login session id is worth nothing after login.
    expect((await api.get("/api/user", { cookie })).status).toBe(401)
  })

  test("a wrong captcha is refused, and the captcha is used up", async () => {
    const cookie = await captchaSession()
    const wrong = await login(cookie, { ...admin, captcha: "NOPE" })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: "CAPTCHA_INVALID", message: "验证码错误或已过期" })
    const again = await login(cookie, { ...admin, captcha: "TEST" })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({
      code: "CAPTCHA_INVALID",
      message: "验证码已使用过，请刷新验证码后重试",
    })
  })

  test("a captcha is used up by an attempt with a wrong password too", async () => {
    const cookie = await captchaSession()
    const wrongPassword = await login(cookie, { ...admin, password: "wrong-password", captcha: "TEST" })
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body).toMatchObject({ code: "LOGIN_FAILED", message: "用户名或密码错误" })
    const reuse = await login(cookie, { ...admin, captcha: "TEST" })
    expect(reuse.body.code).toBe("CAPTCHA_INVALID")
  })

  test("a captcha expires after five minutes", async () => {
    const cookie = await captchaSession()
    clock += captchaLifetimeMs + 1
    const response = await login(cookie, { ...admin, captcha: "TEST" })
    expect(response.body).toMatchObject({
      code: "CAPTCHA_INVALID",
      message: "验证码已过期，请刷新验证码后重试",
    })
  })

  test("without a captcha cookie, login is refused", async () => {
    const response = await login("", { ...admin, captcha: "TEST" })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      code: "CAPTCHA_INVALID",
      message: "没有找到验证码，请刷新验证码后重试",
    })
  })

  test("the form is validated with the spec's messages", async () => {
    const response = await login(await captchaSession(), { username: "ab", password: "123", captcha: "" })
    expect(response.status).toBe(400)
    const messages = response.body.issues.map((issue: { message: string }) => issue.message)
    expect(messages).toEqual(expect.arrayContaining(["用户名至少3个字符", "密码至少6个字符", "请输入验证码"]))
  })

  test("repeated failures for one username are rate limited, with counters in the database", async () => {
    const target = { username: "victim", password: "whatever1" }
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await login(await captchaSession(), { ...target, captcha: "TEST" })
      expect(response.status).toBe(401)
    }
    const limited = await login(await captchaSession(), { ...target, captcha: "TEST" })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ code: "RATE_LIMITED", message: "尝试次数过多，请 20 分钟后再试" })
    expect(limited.headers.get("retry-after")).toBe("1200")
    const english = await api.post("/api/login", {
      cookie: await captchaSession(),
      body: { ...target, captcha: "TEST" },
      headers: { "Accept-Language": "en" },
    })
    expect(english.body.message).toBe("Too many attempts, please try again in 20 min")
    await server.restart()
    expect((await login(await captchaSession(), { ...target, captcha: "TEST" })).status).toBe(429)
    // The budget is the account's: another account is not touched by it.
    expect((await login(await captchaSession(), { ...admin, captcha: "TEST" })).status).toBe(200)
  })
})

describe("sessions", () => {
  test("the user call is 401 when anonymous", async () => {
    const response = await api.get("/api/user")
    expect(response).toMatchObject({ status: 401, body: { code: "UNAUTHORIZED" } })
  })

  test("logout invalidates the old cookie", async () => {
    const cookie = await loginAs(server.url, { ...admin, captcha: "TEST" })
    expect((await api.get("/api/user", { cookie })).status).toBe(200)
    const logout = await api.post("/api/logout", { cookie })
    expect(logout).toMatchObject({ status: 200, body: { ok: true } })
    expect((await api.get("/api/user", { cookie })).status).toBe(401)
    expect((await api.get("/api/collaborations", { cookie })).status).toBe(401)
  })

  test("a session survives a server restart (it lives in the database)", async () => {
    const cookie = await loginAs(server.url, { ...admin, captcha: "TEST" })
    await server.restart()
    expect((await api.get("/api/user", { cookie })).status).toBe(200)
  })
})
