/**
 * The captcha without a stored session (issue 26): `GET /api/captcha` stores no session row, its
 * signed cookie serves one login attempt, expired / forged / replayed cookies are refused with their
 * own message, and the captcha call is limited per address (429 + Retry-After, both languages).
 * Over HTTP on the real server; `npm run test:pg` runs it on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { captchaLifetimeMs } from "./captcha.ts"
import { captchaTokenKey, issueCaptchaToken, parseCaptchaToken } from "./captcha-token.ts"
import { defaultRateLimits } from "./rate-limit.ts"
import {
  type Clock,
  type ServerPair,
  forwardedFor,
  startServerPair,
} from "../test-support/auth/login-test-servers.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestServer, startTestServer, startTestServerWith } from "../test-support/test-server.ts"
import { apiClient } from "../test-support/client.ts"

const admin = { username: "admin", password: "admin-password" }
const secondMs = 1000

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** Whether the nonce of a `captcha=…` cookie was stored as used. */
const nonceStored = async (db: Database, cookie: string) => {
  const nonce = parseCaptchaToken(cookie.replace(/^captcha=/, ""))?.nonce ?? ""
  return (await db.knex("captcha_tokens_used").where({ nonce }).first()) !== undefined
}

const countRows = async (db: Database, table: string) =>
  Number(((await db.knex(table).count({ n: "*" })) as Array<{ n: number | string }>)[0]?.n ?? 0)

describe("the captcha cookie", { timeout: 60_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-03-03T08:00:00Z") }
  let server: TestServer
  let db: Database
  let api: ReturnType<typeof apiClient>

  beforeAll(async () => {
    server = await startTestServerWith(
      {},
      {
        now: () => clock.now,
        // Every request comes from 127.0.0.1: neither the captcha nor the login limit may stop them here.
        rateLimits: {
          ...defaultRateLimits,
          maxFailuresPerAddress: 10_000,
          captchasPerAddress: 10_000,
        },
      },
    )
    db = openDatabase(server.databaseUrl)
    api = apiClient(server.url)
  }, 60_000)
  afterAll(async () => {
    await db.knex.destroy()
    await server.stop()
  })

  const captcha = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/captcha?t=${Date.now()}`, { headers })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    return response
  }
  const login = (cookie: string, body: object, language = "zh-CN") =>
    api.post("/api/login", { cookie, body, headers: { "Accept-Language": language } })

  test("50 captchas store no session and no used nonce; a failed sign-in stores no session either", async () => {
    const sessions = await countRows(db, "sessions")
    const responses = []
    for (let n = 0; n < 50; n++) responses.push(await captcha())
    expect(await countRows(db, "sessions")).toBe(sessions)
    expect(await countRows(db, "captcha_tokens_used")).toBe(0)
    for (const response of responses) {
      expect(response.headers.get("cache-control")).toBe("no-store")
      expect(response.headers.get("content-type")).toBe("image/webp")
      expect(response.headers.getSetCookie()).toHaveLength(1)
      expect(response.headers.getSetCookie()[0]).toMatch(/^captcha=/)
    }
    // Fifty different cookies: a fresh nonce each.
    expect(new Set(responses.map((response) => cookieOf(response.headers))).size).toBe(50)
    const failed = await login(cookieOf(responses[0]!.headers), {
      ...admin,
      password: "wrong-password",
      captcha: "TEST",
    })
    expect(failed.status).toBe(401)
    expect(failed.headers.getSetCookie().some((cookie) => cookie.startsWith("sid="))).toBe(false)
    expect(await countRows(db, "sessions")).toBe(sessions)
    // The attempt used its captcha up: that is the one row it wrote.
    expect(await countRows(db, "captcha_tokens_used")).toBe(1)
    const signedIn = await login(cookieOf(responses[1]!.headers), { ...admin, captcha: "TEST" })
    expect(signedIn.status).toBe(200)
    expect(await countRows(db, "sessions")).toBe(sessions + 1)
  })

  test("a cookie serves one attempt: replayed after a wrong password, it is refused in both languages", async () => {
    const cookie = cookieOf((await captcha()).headers)
    const first = await login(cookie, { ...admin, password: "wrong-password", captcha: "TEST" })
    expect(first.status).toBe(401)
    // Every attempt clears the cookie in the browser too.
    expect(first.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^captcha=; Path=\/api\/login; Expires=Thu, 01 Jan 1970/),
    ])
    const replayed = await login(cookie, { ...admin, captcha: "TEST" })
    expect(replayed).toMatchObject({
      status: 400,
      body: { code: "CAPTCHA_INVALID", message: "验证码已使用过，请刷新验证码后重试" },
    })
    const english = await login(cookie, { ...admin, captcha: "TEST" }, "en")
    expect(english.body).toEqual({
      code: "CAPTCHA_INVALID",
      message: "This captcha was already used: refresh it and try again",
    })
  })

  test("a wrong answer uses the cookie up too: the right answer after it is refused", async () => {
    const cookie = cookieOf((await captcha()).headers)
    const wrong = await login(cookie, { ...admin, captcha: "NOPE" })
    expect(wrong.body).toMatchObject({ code: "CAPTCHA_INVALID", message: "验证码错误或已过期" })
    expect((await login(cookie, { ...admin, captcha: "TEST" })).body.message).toBe(
      "验证码已使用过，请刷新验证码后重试",
    )
  })

  test("five attempts at once with one cookie: exactly one gets past the captcha", async () => {
    const cookie = cookieOf((await captcha()).headers)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => login(cookie, { ...admin, captcha: "TEST" })),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    const refused = answers.filter(({ status }) => status !== 200)
    expect(refused.map(({ status, body }) => [status, body.message])).toEqual(
      Array.from({ length: 4 }, () => [400, "验证码已使用过，请刷新验证码后重试"]),
    )
  })

  test("after five minutes the cookie is refused as expired (both languages), and nothing is stored", async () => {
    const cookie = cookieOf((await captcha()).headers)
    clock.now += captchaLifetimeMs
    const expired = await login(cookie, { ...admin, captcha: "TEST" })
    expect(expired).toMatchObject({
      status: 400,
      body: { code: "CAPTCHA_INVALID", message: "验证码已过期，请刷新验证码后重试" },
    })
    expect((await login(cookie, { ...admin, captcha: "TEST" }, "en")).body.message).toBe(
      "The captcha has expired: refresh it and try again",
    )
    expect(await nonceStored(db, cookie)).toBe(false)
    // One millisecond before, it was still good.
    const fresh = cookieOf((await captcha()).headers)
    clock.now += captchaLifetimeMs - 1
    expect((await login(fresh, { ...admin, captcha: "TEST" })).status).toBe(200)
  })

  test("forged cookies are refused as a wrong captcha; an expiry beyond five minutes is not stored", async () => {
    const [, value = ""] = /^captcha=(.*)$/.exec(cookieOf((await captcha()).headers)) ?? []
    const token = parseCaptchaToken(value)
    expect(token).toBeDefined()
    const [expiry = "", nonce = "", mac = ""] = value.split(".")
    const otherMac = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`
    const forgeries = {
      "a changed mac": `${expiry}.${nonce}.${otherMac}`,
      "an expiry moved a minute later": `${Number(expiry) + 60 * secondMs}.${nonce}.${mac}`,
      "another server's secret": issueCaptchaToken(captchaTokenKey("another-secret"), "TEST", clock.now),
      "not a token": "TEST",
      "an empty mac": `${expiry}.${nonce}.`,
    }
    for (const [what, forged] of Object.entries(forgeries)) {
      const answer = await login(`captcha=${forged}`, { ...admin, captcha: "TEST" })
      expect(answer, what).toMatchObject({
        status: 400,
        body: { code: "CAPTCHA_INVALID", message: "验证码错误或已过期" },
      })
    }
    // Signed with the server's own key but living a day: no token the server issues looks like it.
    const key = captchaTokenKey("test-session-secret")
    const longLived = issueCaptchaToken(key, "TEST", clock.now + 24 * 60 * 60 * secondMs)
    expect((await login(`captcha=${longLived}`, { ...admin, captcha: "TEST" })).body.message).toBe(
      "验证码错误或已过期",
    )
    expect(await nonceStored(db, `captcha=${longLived}`)).toBe(false)
    // The same key and a normal lifetime: exactly what the captcha call sets, so it is accepted.
    const genuine = issueCaptchaToken(key, "TEST", clock.now)
    expect((await login(`captcha=${genuine}`, { ...admin, captcha: " test " })).status).toBe(200)
  })

  test("used nonces are forgotten once their tokens have expired (at the next login's housekeeping)", async () => {
    expect(await countRows(db, "captcha_tokens_used")).toBeGreaterThan(0)
    clock.now += captchaLifetimeMs + 60 * secondMs
    const cookie = cookieOf((await captcha()).headers)
    expect((await login(cookie, { ...admin, captcha: "TEST" })).status).toBe(200)
    // Only the nonce of this last attempt is left.
    expect(await countRows(db, "captcha_tokens_used")).toBe(1)
  })
})

describe("the captcha limit per address (3 a minute)", { timeout: 60_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-03-03T08:00:00Z") }
  let pair: ServerPair

  beforeAll(async () => {
    pair = await startServerPair(clock, {
      ...defaultRateLimits,
      captchasPerAddress: 3,
      captchaWindowMs: 60 * secondMs,
    })
  }, 60_000)
  afterAll(() => pair.stop())

  const fetchCaptcha = (address: number, language = "zh-CN") =>
    fetch(`${pair.proxiedUrl}/api/captcha?t=${Date.now()}`, {
      headers: { ...forwardedFor(address), "Accept-Language": language },
    })

  test("the 4th captcha in a minute is 429 with Retry-After and the wait in both languages", async () => {
    for (let n = 0; n < 3; n++) {
      const response = await fetchCaptcha(1)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    clock.now += 15 * secondMs
    const refused = await fetchCaptcha(1)
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("45")
    expect(refused.headers.getSetCookie()).toEqual([])
    expect(await refused.json()).toEqual({
      code: "RATE_LIMITED",
      message: "获取验证码过于频繁，请 45 秒后再试",
    })
    const english = await fetchCaptcha(1, "en")
    expect(english.status).toBe(429)
    expect(await english.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Too many captchas requested, please try again in 45 s",
    })
    // Another address is not touched by it.
    const other = await fetchCaptcha(2)
    expect(other.status).toBe(200)
    await other.arrayBuffer()
    // Refusals do not extend the window: once it is over, the address gets captchas again.
    clock.now += 45 * secondMs
    const again = await fetchCaptcha(1)
    expect(again.status).toBe(200)
    await again.arrayBuffer()
  })

  test("the count is kept in the database, where every server process on it reads it", async () => {
    for (let n = 0; n < 3; n++) {
      const response = await fetchCaptcha(7)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    const counted = (await pair.db
      .knex("login_attempts")
      .where({ key: "captcha:10.0.0.7" })
      .first("failures")) as { failures: number } | undefined
    expect(counted?.failures).toBe(3)
    const refused = await fetchCaptcha(7)
    expect(refused.status).toBe(429)
    await refused.arrayBuffer()
    // A refusal writes nothing: the count stays at the limit.
    const after = (await pair.db
      .knex("login_attempts")
      .where({ key: "captcha:10.0.0.7" })
      .first("failures")) as { failures: number } | undefined
    expect(after?.failures).toBe(3)
  })
})

describe("CAPTCHAS_PER_MINUTE", () => {
  test("sets how many captchas an address may fetch in a minute", async () => {
    const server = await startTestServer({ captchasPerMinute: 2 })
    try {
      for (let n = 0; n < 2; n++) {
        const response = await fetch(`${server.url}/api/captcha`)
        expect(response.status).toBe(200)
        await response.arrayBuffer()
      }
      const refused = await fetch(`${server.url}/api/captcha`, { headers: { "Accept-Language": "en" } })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect(((await refused.json()) as { code: string }).code).toBe("RATE_LIMITED")
    } finally {
      await server.stop()
    }
  })
})
