/**
 * Lockout without a hostage (known-device.ts): an attacker who knows the administrator's username
 * spends the account's password checks and drives it into backoff, yet the administrator signs in at
 * once from a device that signed in before, while a new device waits. A forged or tampered cookie,
 * another account's, an expired one or one from before a password change gives no way round the lock;
 * a known device's own failures back off under its own key. Over HTTP on the real server and database:
 * SQLite, and PostgreSQL under `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import {
  type Clock,
  type ServerPair,
  forwardedFor,
  startServerPair,
} from "../test-support/auth/login-test-servers.ts"
import { knownDeviceCookieName, knownDeviceLifetimeMs } from "./known-device.ts"
import { type RateLimits, defaultRateLimits } from "./rate-limit.ts"
import { setUserPassword } from "./users.ts"
import { runSetPasswordCli } from "../test-support/set-password-cli.ts"

// Thirteen sign-ins at once here test the account's lock, not the hashing line: with the default line
// (threads + 8) a loaded machine answered one of them 503 (password-busy.test.ts covers that answer).
// The line is made once per test file's process, on the first check, so this is read in time.
process.env.PASSWORD_HASH_QUEUE = "64"

const secondMs = 1000
const minuteMs = 60 * secondMs
/** Three checks at once, six an hour; from the 2nd failure in a row a minute's wait, doubling. */
const limits: RateLimits = {
  ...defaultRateLimits,
  checksPerHourPerAccount: 6,
  burstChecksPerAccount: 3,
  failuresBeforeBackoff: 2,
  firstBackoffMs: minuteMs,
  maxBackoffMs: 10 * minuteMs,
  maxFailuresPerAddress: 1000,
}

interface Answer {
  readonly status: number
  readonly code: string | undefined
  readonly retryAfter: string | null
  /** The known-device cookie this answer set, whole (attributes included), and its value. */
  readonly setCookie: string | undefined
  readonly device: string | undefined
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** A browser's sign-in: a captcha, then the form, with the known-device cookie when it has one. */
const signIn = async (
  url: string,
  credentials: { username: string; password: string },
  from: number,
  device?: string,
): Promise<Answer> => {
  const headers = forwardedFor(from)
  const captcha = await fetch(`${url}/api/captcha`, { headers })
  await captcha.arrayBuffer()
  const cookies = [
    cookieOf(captcha.headers),
    ...(device === undefined ? [] : [`${knownDeviceCookieName}=${device}`]),
  ]
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Cookie: cookies.join("; ") },
    body: JSON.stringify({ captcha: "TEST", ...credentials }),
  })
  const body = (await response.json()) as { code?: string }
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${knownDeviceCookieName}=`))
  return {
    status: response.status,
    code: body.code,
    retryAfter: response.headers.get("retry-after"),
    setCookie,
    device: setCookie?.split(";")[0]?.slice(knownDeviceCookieName.length + 1),
  }
}

const admin = { username: "admin", password: "admin-password" }
const wrong = (username: string, n = 0) => ({ username, password: `guess-${n}` })
const deviceIdOf = (cookie: string | undefined) => cookie?.split(".")[1]

const throttleRow = async (pair: ServerPair, key: string) =>
  (await pair.db.knex("login_throttle").where({ key }).first()) as { failures: number } | undefined

/** The attacker's wrong passwords, 12 at once from 12 addresses: two checks, then the backoff. */
const attack = async (pair: ServerPair, username: string, firstAddress: number) =>
  Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      signIn(pair.proxiedUrl, wrong(username, n), firstAddress + n).then(({ status }) => status),
    ),
  )

describe("lockout without a hostage", { timeout: 180_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-04-01T08:00:00Z") }
  let pair: ServerPair
  let laptop: string | undefined
  beforeAll(async () => {
    pair = await startServerPair(clock, limits)
    await setUserPassword(pair.db.knex, "editor", "editor-password", clock.now)
  }, 60_000)
  afterAll(() => pair.stop())

  test("a successful sign-in makes the device known: a signed, long-lived cookie for the login only", async () => {
    const first = await signIn(pair.proxiedUrl, admin, 1)
    expect(first.status).toBe(200)
    expect(first.setCookie).toMatch(
      /; Max-Age=15552000; Path=\/api\/login; Expires=.*; HttpOnly; SameSite=Strict$/,
    )
    expect(knownDeviceLifetimeMs).toBe(180 * 24 * 60 * minuteMs)
    // The value: user id, device id, expiry and a mac, nothing of the password or its hash.
    const [userId, deviceId, expiresAt, mac] = first.device?.split(".") ?? []
    expect(Number(userId)).toBeGreaterThan(0)
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Number(expiresAt)).toBe(clock.now + knownDeviceLifetimeMs)
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/)
    laptop = first.device
  })

  test("the attacker locks the account: a new device gets 429, the known device signs in at once", async () => {
    // The attack and the administrator's sign-in from the laptop, at the same time.
    const [statuses, fromLaptop] = await Promise.all([
      attack(pair, "admin", 100),
      signIn(pair.proxiedUrl, admin, 2, laptop),
    ])
    expect(fromLaptop.status).toBe(200)
    expect(statuses.filter((s) => s === 401)).toHaveLength(2)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    // A new device, right password: the account's lock applies.
    const fresh = await signIn(pair.proxiedUrl, admin, 3)
    expect(fresh).toMatchObject({ status: 429, code: "RATE_LIMITED", retryAfter: "60" })
    expect(fresh.setCookie).toBeUndefined()
    // Again from the laptop, still during the lock: in, with the cookie renewed for the same device.
    const again = await signIn(pair.proxiedUrl, admin, 4, laptop)
    expect(again.status).toBe(200)
    expect(deviceIdOf(again.device)).toBe(deviceIdOf(laptop))
    // The known device's sign-ins forgave nothing of the attacker's failures on the account.
    expect((await signIn(pair.proxiedUrl, admin, 5)).status).toBe(429)
    expect((await throttleRow(pair, "user:admin"))?.failures).toBe(2)
    laptop = again.device
  })

  test("no way round the lock: tampered, forged, another account's, or an unknown name", async () => {
    expect((await signIn(pair.proxiedUrl, admin, 6)).status).toBe(429)
    const [userId = "", deviceId = "", expiresAt = "", mac = ""] = laptop?.split(".") ?? []
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === "A" ? "B" : "A") + text.slice(-1)
    const tampered = [
      [userId, deviceId, expiresAt, flip(mac)],
      [userId, flip(deviceId), expiresAt, mac],
      [userId, deviceId, String(Number(expiresAt) + 1), mac],
      [String(Number(userId) + 1), deviceId, expiresAt, mac],
      ["1", "A".repeat(22), String(clock.now + minuteMs), "A".repeat(43)],
    ].map((parts) => parts.join("."))
    for (const [n, cookie] of [...tampered, "not-a-token", ""].entries()) {
      const answer = await signIn(pair.proxiedUrl, admin, 10 + n, cookie)
      expect(answer).toMatchObject({ status: 429, code: "RATE_LIMITED" })
    }
    // The editor's own known device, used to sign in as the administrator: no.
    const editor = await signIn(pair.proxiedUrl, { username: "editor", password: "editor-password" }, 20)
    expect(editor.status).toBe(200)
    expect((await signIn(pair.proxiedUrl, admin, 21, editor.device)).status).toBe(429)
    // The administrator's cookie with a name that is no account: an unknown name, as without it.
    const unknown = await signIn(pair.proxiedUrl, wrong("nobody"), 22, laptop)
    expect(unknown).toMatchObject({ status: 401, code: "LOGIN_FAILED" })
    expect((await throttleRow(pair, "user:nobody"))?.failures).toBe(1)
    // Nothing above was counted under the laptop's own key: it still signs in.
    expect((await signIn(pair.proxiedUrl, admin, 23, laptop)).status).toBe(200)
  })

  test("a new password (npm run admin:password) makes the cookies issued before it worthless", async () => {
    const before = laptop
    expect((await runSetPasswordCli(pair.direct.databaseUrl, "admin", "a-new-password")).code).toBe(0)
    const renewed = { username: "admin", password: "a-new-password" }
    // The command lifted the account's lock; the attacker locks it again.
    const statuses = await attack(pair, "admin", 200)
    expect(statuses.filter((s) => s === 401)).toHaveLength(2)
    expect((await signIn(pair.proxiedUrl, renewed, 30, before)).status).toBe(429)
    // The same goes for a password set by setUserPassword directly (users.ts).
    const editor = await signIn(pair.proxiedUrl, { username: "editor", password: "editor-password" }, 31)
    expect(editor.status).toBe(200)
    await setUserPassword(pair.db.knex, "editor", "editor-password-2", clock.now)
    await attack(pair, "editor", 300)
    expect(
      (
        await signIn(
          pair.proxiedUrl,
          { username: "editor", password: "editor-password-2" },
          32,
          editor.device,
        )
      ).status,
    ).toBe(429)
  })

  test("an expired cookie is no bypass either", async () => {
    clock.now += 2 * 60 * minuteMs
    const fresh = await signIn(pair.proxiedUrl, { username: "admin", password: "a-new-password" }, 40)
    expect(fresh.status).toBe(200)
    clock.now += knownDeviceLifetimeMs
    await attack(pair, "admin", 400)
    expect(
      (await signIn(pair.proxiedUrl, { username: "admin", password: "a-new-password" }, 41, fresh.device))
        .status,
    ).toBe(429)
  })
})

describe("a known device's own failures", { timeout: 120_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-04-02T08:00:00Z") }
  let pair: ServerPair
  beforeAll(async () => {
    pair = await startServerPair(clock, limits)
    await setUserPassword(pair.db.knex, "writer", "writer-password", clock.now)
  }, 60_000)
  afterAll(() => pair.stop())
  const writer = { username: "writer", password: "writer-password" }

  test("back off under the device's own key, still cost the address, and leave the account's alone", async () => {
    const first = await signIn(pair.proxiedUrl, writer, 1)
    expect(first.status).toBe(200)
    const device = first.device
    // A stolen cookie is no free oracle: two wrong passwords, then the device waits a minute.
    expect((await signIn(pair.proxiedUrl, wrong("writer", 1), 2, device)).status).toBe(401)
    expect((await signIn(pair.proxiedUrl, wrong("writer", 2), 2, device)).status).toBe(401)
    expect(await signIn(pair.proxiedUrl, wrong("writer", 3), 2, device)).toMatchObject({
      status: 429,
      retryAfter: "60",
    })
    expect((await signIn(pair.proxiedUrl, writer, 3, device)).status).toBe(429)
    const userId = device?.split(".")[0]
    expect((await throttleRow(pair, `device:${userId}:${deviceIdOf(device)}`))?.failures).toBe(2)
    // Its failures were failures of its address too.
    const address = (await pair.db.knex("login_attempts").where({ key: "addr:10.0.0.2" }).first()) as {
      failures: number
    }
    expect(address.failures).toBe(2)
    // The account's own budget is untouched: a new device signs in.
    // (its row is the first sign-in's, given back at its success).
    expect((await throttleRow(pair, "user:writer"))?.failures).toBe(0)
    expect((await signIn(pair.proxiedUrl, writer, 4)).status).toBe(200)
    // After its wait the known device signs in, and its failures are forgotten.
    clock.now += minuteMs
    expect((await signIn(pair.proxiedUrl, writer, 3, device)).status).toBe(200)
    expect((await throttleRow(pair, `device:${userId}:${deviceIdOf(device)}`))?.failures).toBe(0)
  })
})
