/**
 * Two-step sign-in over HTTP (issue 29), on SQLite and PostgreSQL: the setup needs the current
 * password and a right first code; a password login then waits for a code (not signed in until it
 * comes); a code works once (a replay is refused), a recovery code works once; wrong codes count
 * against the login limits (429 with Retry-After) and end the wait; turning it off needs the password;
 * the secrets are not kept in plain text. The clock is the test's, so codes are computed, not waited for.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { codeAt } from "../auth/totp.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { defaultRateLimits } from "../auth/rate-limit.ts"
import { type TestAccount, createAccount } from "../test-support/accounts.ts"
import { apiClient } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { codeStep, passwordStep, setUpTwoStep } from "../test-support/two-step.ts"

let clock = Date.parse("2031-06-01T08:00:00Z")
const stepMs = 30_000
let server: TestServer
let db: Database
const admin = {
  get server() {
    return server
  },
  get api() {
    return apiClient(server.url)
  },
  cookie: "",
}
const api = () => apiClient(server.url)

beforeAll(async () => {
  // Backoff after 3 consecutive failures: the fourth wrong code in a row waits (429).
  const rateLimits = { ...defaultRateLimits, failuresBeforeBackoff: 3, firstBackoffMs: 60_000 }
  server = await startTestServerWith({}, { now: () => clock, rateLimits })
  admin.cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db?.knex.destroy()
  await server?.stop()
})

const statusOf = async (cookie: string) => (await api().get("/api/account/two-step", { cookie })).body
const signedIn = async (cookie: string) => (await api().get("/api/user", { cookie })).status === 200

describe("setting two-step sign-in up", () => {
  let person: TestAccount
  beforeAll(async () => {
    person = await createAccount(admin, "editor", "setup-editor")
  })

  test("starts off; the setup needs the current password", async () => {
    expect(await statusOf(person.cookie)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    })
    const wrong = await api().post("/api/account/two-step/setup", {
      cookie: person.cookie,
      headers: { "Accept-Language": "en" },
      body: { password: "not-the-password" },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD", message: "The current password is wrong" })
    const missing = await api().post("/api/account/two-step/setup", { cookie: person.cookie, body: {} })
    expect(missing.status).toBe(400)
  })

  test("shows the secret, its otpauth address and a QR code; a wrong first code is refused", async () => {
    const setup = await api().post("/api/account/two-step/setup", {
      cookie: person.cookie,
      body: { password: person.password },
    })
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    const wrongCode = String((Number(codeAt(setup.body.secret, clock)) + 1) % 1_000_000).padStart(6, "0")
    const refused = await api().post("/api/account/two-step/confirm", {
      cookie: person.cookie,
      headers: { "Accept-Language": "zh-CN" },
      body: { code: wrongCode },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe("WRONG_CODE")
    expect(refused.body.message).toMatch(/验证码不正确/)
    expect((await statusOf(person.cookie)).enabled).toBe(false)
  })

  test("the right code turns it on and gives ten recovery codes, once", async () => {
    const { recoveryCodes } = await setUpTwoStep(server.url, person.cookie, person.password, clock)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/)
    const status = await statusOf(person.cookie)
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false })
    expect(Date.parse(status.enabledAt)).toBe(clock)
    const again = await api().post("/api/account/two-step/setup", {
      cookie: person.cookie,
      body: { password: person.password },
    })
    expect(again.status).toBe(409)
  })

  test("the secret and the recovery codes are not stored in plain text", async () => {
    const secret = (
      await api().post("/api/account/two-step/setup", {
        cookie: (await createAccount(admin, "viewer", "plain-text-check")).cookie,
        body: { password: "password-of-plain-text-check" },
      })
    ).body.secret as string
    const rows = (await db.knex("two_step").select()) as Array<Record<string, unknown>>
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(secret)
    expect(rows.every((row) => row.secret === null || String(row.secret).startsWith("v1."))).toBe(true)
    const codes = (await db.knex("recovery_codes").select("code_hash")) as Array<{ code_hash: string }>
    for (const row of codes) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe("signing in with two steps", () => {
  let person: TestAccount
  let secret = ""
  let recoveryCodes: string[] = []
  beforeAll(async () => {
    person = await createAccount(admin, "viewer", "login-viewer")
    ;({ secret, recoveryCodes } = await setUpTwoStep(server.url, person.cookie, person.password, clock))
    clock += stepMs
  })

  test("the right password alone signs nobody in: it asks for the code", async () => {
    const first = await passwordStep(server.url, person)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ twoStep: true })
    expect(await signedIn(first.cookie)).toBe(false)
    const done = await codeStep(server.url, first.cookie, { code: codeAt(secret, clock) })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ id: person.id, username: person.username, role: "viewer" })
    expect(await signedIn(done.cookie)).toBe(true)
    // The code is spent: the same one again (another sign-in, same 30 seconds) is refused.
    const second = await passwordStep(server.url, person)
    const replay = await codeStep(
      server.url,
      second.cookie,
      { code: codeAt(secret, clock) },
      {
        "Accept-Language": "en",
      },
    )
    expect(replay.status).toBe(401)
    expect(replay.body).toMatchObject({ code: "WRONG_CODE" })
    expect(replay.body.message).toMatch(/already used/)
    // An earlier step's code too (it was valid a step ago, before the spent one).
    const earlier = await codeStep(server.url, second.cookie, { code: codeAt(secret, clock - stepMs) })
    expect(earlier.status).toBe(401)
    clock += stepMs
    const next = await codeStep(server.url, second.cookie, { code: codeAt(secret, clock) })
    expect(next.status).toBe(200)
  })

  test("no waiting sign-in: 401 with a clear message", async () => {
    const alone = await codeStep(server.url, "", { code: "123456" }, { "Accept-Language": "en" })
    expect(alone.status).toBe(401)
    expect(alone.body.message).toMatch(/sign in with your password again/)
  })

  test("a recovery code signs in once", async () => {
    const first = await passwordStep(server.url, person)
    const done = await codeStep(server.url, first.cookie, { recoveryCode: recoveryCodes[0]!.toLowerCase() })
    expect(done.status).toBe(200)
    expect(await signedIn(done.cookie)).toBe(true)
    expect((await statusOf(done.cookie)).recoveryCodesLeft).toBe(9)
    const second = await passwordStep(server.url, person)
    const again = await codeStep(server.url, second.cookie, { recoveryCode: recoveryCodes[0] })
    expect(again.status).toBe(401)
    expect(again.body.code).toBe("WRONG_CODE")
  })

  test("wrong codes count against the login limits (429, Retry-After) and end the wait", async () => {
    clock += 10 * 60_000
    const first = await passwordStep(server.url, person)
    const wrong = { code: "000000" }
    const answers: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push((await codeStep(server.url, first.cookie, wrong)).status)
    expect(answers).toEqual([401, 401, 401, 429])
    const limited = await codeStep(server.url, first.cookie, wrong, { "Accept-Language": "en" })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0)
    expect(limited.body.message).toMatch(/Too many attempts/)
    // The password is limited by the same backoff: it is the account's.
    expect((await passwordStep(server.url, person)).status).toBe(429)
    // After the wait, two more wrong codes end the waiting sign-in (five in all).
    clock += 2 * 60_000
    for (let attempt = 0; attempt < 2; attempt += 1) {
      clock += 2 * 60_000
      expect((await codeStep(server.url, first.cookie, wrong)).status).toBe(401)
    }
    clock += 2 * 60_000
    const ended = await codeStep(server.url, first.cookie, { code: codeAt(secret, clock) })
    expect(ended.status).toBe(401)
    expect(ended.body.code).toBe("UNAUTHORIZED")
  })

  test("the waiting sign-in expires after a few minutes", async () => {
    clock += 10 * 60_000
    const first = await passwordStep(server.url, person)
    expect(first.body).toEqual({ twoStep: true })
    clock += 6 * 60_000
    const late = await codeStep(server.url, first.cookie, { code: codeAt(secret, clock) })
    expect(late.status).toBe(401)
    expect(late.body.code).toBe("UNAUTHORIZED")
  })

  test("new recovery codes need a code or the password; turning it off needs the password", async () => {
    clock += stepMs
    const cookie = person.cookie
    const none = await api().post("/api/account/two-step/recovery-codes", { cookie, body: {} })
    expect(none.status).toBe(400)
    const fresh = await api().post("/api/account/two-step/recovery-codes", {
      cookie,
      body: { code: codeAt(secret, clock) },
    })
    expect(fresh.status).toBe(200)
    expect(fresh.body.recoveryCodes).toHaveLength(10)
    expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes[1])
    const wrong = await api().post("/api/account/two-step/disable", {
      cookie,
      body: { password: "nope-nope" },
    })
    expect(wrong.status).toBe(400)
    expect((await statusOf(cookie)).enabled).toBe(true)
    const off = await api().post("/api/account/two-step/disable", {
      cookie,
      body: { password: person.password },
    })
    expect(off.status).toBe(200)
    expect(off.body.enabled).toBe(false)
    expect(await db.knex("recovery_codes").where({ user_id: person.id }).first()).toBeUndefined()
    // Off: the password alone signs in again.
    const login = await passwordStep(server.url, person)
    expect(login.body).toMatchObject({ id: person.id })
    expect(await signedIn(login.cookie)).toBe(true)
  })

  test("each step is in the activity log", async () => {
    const actions = (await db
      .knex("audit_log")
      .where({ entity: "users", entity_id: person.id })
      .select("action")) as Array<{ action: string }>
    const names = actions.map((row) => row.action)
    expect(names).toEqual(
      expect.arrayContaining([
        "two_step_enable",
        "two_step_recovery_codes",
        "two_step_disable",
        "login_failed",
      ]),
    )
  })
})
