import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import {
  type Clock,
  type LoginAnswer,
  type ServerPair,
  attemptLogin,
  forwardedFor,
  startServerPair,
} from "../test-support/auth/login-test-servers.ts"
import { runSetPasswordCli } from "../test-support/set-password-cli.ts"
import { reserveAccountCheck } from "./login-throttle.ts"
import * as password from "./password.ts"
import { type RateLimits, accountBudget, defaultRateLimits, hourMs } from "./rate-limit.ts"
import { setUserPassword } from "./users.ts"

// A hundred sign-ins at once here test the account budget, not the hashing line: with the default line
// (threads + 8) CI's loaded machine answered one of them 503 (password-busy.test.ts covers that answer).
// The line is made once per test file's process, on the first check, so this is read in time.
process.env.PASSWORD_HASH_QUEUE = "128"

const admin = { username: "admin", password: "admin-password" }
const secondMs = 1000

const statusCounts = (answers: LoginAnswer[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )

const storedThrottle = async (pair: ServerPair, username: string) =>
  (await pair.db
    .knex("login_throttle")
    .where({ key: `user:${username}` })
    .first()) as { failures: number; tat_ms: number | string; next_check_ms: number | string } | undefined

/** The most checks that fall in one closed 60-minute interval. */
const mostInAnyHour = (times: number[]) =>
  Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t <= start + hourMs).length))

describe("the account budget (3 checks at once, 8 in any hour, no backoff)", { timeout: 120_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-03-01T08:00:00Z") }
  const limits: RateLimits = {
    ...defaultRateLimits,
    checksPerHourPerAccount: 8,
    burstChecksPerAccount: 3,
    failuresBeforeBackoff: 1000,
    maxFailuresPerAddress: 10_000,
  }
  const { intervalMs } = accountBudget(limits)
  let pair: ServerPair
  beforeAll(async () => {
    pair = await startServerPair(clock, limits)
  }, 60_000)
  afterAll(() => pair.stop())

  test("100 concurrent attempts on one account from 100 addresses get exactly 3 password checks", async () => {
    const verify = vi.spyOn(password, "verifyPassword")
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          attemptLogin(pair.proxiedUrl, { ...admin, password: `guess-${n}` }, forwardedFor(n)),
        ),
      )
      expect(verify).toHaveBeenCalledTimes(3)
      expect(statusCounts(answers)).toEqual({ 401: 3, 429: 97 })
      for (const answer of answers.filter(({ status }) => status === 429)) {
        expect(answer.code).toBe("RATE_LIMITED")
        expect(Number(answer.retryAfter)).toBe(intervalMs / secondMs)
      }
      expect((await storedThrottle(pair, "admin"))?.failures).toBe(3)
    } finally {
      verify.mockRestore()
    }
  })

  test("the administrator gets in as soon as a check comes back after the attack", async () => {
    clock.now += intervalMs - secondMs
    const early = await attemptLogin(pair.proxiedUrl, admin, forwardedFor(500))
    expect(early).toMatchObject({ status: 429, retryAfter: "1" })
    clock.now += secondMs
    expect((await attemptLogin(pair.proxiedUrl, admin, forwardedFor(500))).status).toBe(200)
    // The success forgets the failures and gives its own check back.
    expect((await storedThrottle(pair, "admin"))?.failures).toBe(0)
  })

  test("a steady attack over two hours never gets more than 8 checks in any 60 minutes", async () => {
    const checkTimes: number[] = []
    const answers: LoginAnswer[] = []
    for (let minute = 0; minute < 120; minute += 4) {
      const answer = await attemptLogin(
        pair.proxiedUrl,
        { username: "Ghost-User", password: `guess-${minute}` },
        forwardedFor(1000 + minute),
      )
      answers.push(answer)
      if (answer.status === 401) checkTimes.push(clock.now)
      clock.now += 4 * 60 * secondMs
    }
    expect(statusCounts(answers)[500]).toBeUndefined()
    // The cap is reached (so the count is real) and never passed.
    expect(mostInAnyHour(checkTimes)).toBe(8)
    expect(checkTimes.length).toBeLessThanOrEqual(3 + Math.floor((120 * 60 * secondMs) / intervalMs))
    // Any spelling of a name shares its budget: the key is the lower-cased name.
    expect((await storedThrottle(pair, "ghost-user"))?.failures).toBe(checkTimes.length)
  })

  test("200 concurrent reservations in the database on one account reserve the burst and no more", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => reserveAccountCheck(pair.db, limits, "racer", clock.now)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(3)
  })
})

describe(
  "the backoff (from the 2nd failure in a row: 1 s, doubling, at most 4 s)",
  { timeout: 120_000 },
  () => {
    const clock: Clock = { now: Date.parse("2026-03-02T08:00:00Z") }
    const limits: RateLimits = {
      ...defaultRateLimits,
      failuresBeforeBackoff: 2,
      firstBackoffMs: secondMs,
      maxBackoffMs: 4 * secondMs,
    }
    let pair: ServerPair
    beforeAll(async () => {
      pair = await startServerPair(clock, limits)
      await setUserPassword(pair.db.knex, "editor", "editor-password", clock.now)
    }, 60_000)
    afterAll(() => pair.stop())
    const wrong = (username: string) => ({ username, password: "wrong-password" })

    test("unknown and known usernames are limited the same: same answers, same waits, same counters", async () => {
      const script = async (username: string) => {
        const start = clock.now
        const answers: LoginAnswer[] = []
        for (let n = 0; n < 3; n++)
          answers.push(await attemptLogin(pair.proxiedUrl, wrong(username), forwardedFor(n)))
        clock.now += secondMs
        for (let n = 3; n < 5; n++)
          answers.push(await attemptLogin(pair.proxiedUrl, wrong(username), forwardedFor(n)))
        const row = await storedThrottle(pair, username)
        clock.now = start
        // The stored state relative to the start (both scripts start at the same time).
        return {
          answers,
          failures: row?.failures,
          tat: Number(row?.tat_ms) - start,
          nextCheck: Number(row?.next_check_ms) - start,
        }
      }
      const known = await script("editor")
      const unknown = await script("nobody-here")
      expect(known.answers.map(({ status, retryAfter }) => [status, retryAfter])).toEqual([
        [401, null],
        [401, null],
        [429, "1"],
        [401, null],
        [429, "2"],
      ])
      expect(unknown).toEqual(known)
    })

    test("a success forgets the failures: the backoff starts over", async () => {
      for (let n = 0; n < 2; n++)
        expect((await attemptLogin(pair.proxiedUrl, wrong("admin"), forwardedFor(n))).status).toBe(401)
      // Two failures in a row: the next check waits a second, even with the right password.
      expect(await attemptLogin(pair.proxiedUrl, admin, forwardedFor(9))).toMatchObject({
        status: 429,
        retryAfter: "1",
        message: "尝试次数过多，请 1 秒后再试",
      })
      clock.now += secondMs
      expect((await attemptLogin(pair.proxiedUrl, admin, forwardedFor(9))).status).toBe(200)
      // Without the reset the next failure would be the fourth in a row and wait; it is the first.
      for (let n = 0; n < 2; n++)
        expect((await attemptLogin(pair.proxiedUrl, wrong("admin"), forwardedFor(n))).status).toBe(401)
    })

    test("npm run admin:password lifts the lock at once", async () => {
      await setUserPassword(pair.db.knex, "writer", "writer-password", clock.now)
      // With the clock standing still, the account stays locked until something lifts the lock.
      for (let n = 0; n < 2; n++)
        expect((await attemptLogin(pair.proxiedUrl, wrong("writer"))).status).toBe(401)
      const locked = await attemptLogin(pair.proxiedUrl, { username: "writer", password: "writer-password" })
      expect(locked.status).toBe(429)
      expect((await runSetPasswordCli(pair.direct.databaseUrl, "writer", "brand-new-password")).code).toBe(0)
      const answer = await attemptLogin(pair.proxiedUrl, {
        username: "writer",
        password: "brand-new-password",
      })
      expect(answer.status).toBe(200)
    })

    test("expired counters are pruned at a later attempt", async () => {
      for (let n = 0; n < 20; n++) await reserveAccountCheck(pair.db, limits, `sprayed-${n}`, clock.now)
      const count = async (table: string) => Number((await pair.db.knex(table).count({ n: "*" }).first())?.n)
      expect(await count("login_throttle")).toBeGreaterThanOrEqual(20)
      expect(await count("login_attempts")).toBeGreaterThanOrEqual(2)
      clock.now += hourMs
      await attemptLogin(pair.proxiedUrl, wrong("late-comer"), forwardedFor(7))
      expect(await pair.db.knex("login_throttle").pluck("key")).toEqual(["user:late-comer"])
      // The late-comer's own address window, and its captcha counter (captcha-limit.ts).
      expect(await pair.db.knex("login_attempts").orderBy("key").pluck("key")).toEqual([
        "addr:10.0.0.7",
        "captcha:10.0.0.7",
      ])
    })
  },
)

describe("the default limits", { timeout: 180_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-03-03T08:00:00Z") }
  let pair: ServerPair
  beforeAll(async () => {
    pair = await startServerPair(clock, defaultRateLimits)
  }, 60_000)
  afterAll(() => pair.stop())

  test("after a 5-minute attack from 30 addresses, the administrator is in within 90 s", async () => {
    const checks: number[] = []
    for (let n = 0; n < 30; n++) {
      const answer = await attemptLogin(
        pair.proxiedUrl,
        { ...admin, password: `guess-${n}` },
        forwardedFor(n),
      )
      if (answer.status === 401) checks.push(clock.now)
      clock.now += 10 * secondMs
    }
    // The burst of 10 is spent (the attack reached the steady rate), and no more than that came through.
    expect(checks.length).toBeGreaterThan(defaultRateLimits.burstChecksPerAccount)
    expect(checks.length).toBeLessThanOrEqual(defaultRateLimits.burstChecksPerAccount + 300 / 90 + 1)
    const attackerStopped = clock.now - 10 * secondMs
    let answer = await attemptLogin(pair.proxiedUrl, admin, forwardedFor(4000))
    for (let tries = 0; answer.status === 429 && tries < 3; tries++) {
      clock.now += Number(answer.retryAfter) * secondMs
      answer = await attemptLogin(pair.proxiedUrl, admin, forwardedFor(4000))
    }
    expect(answer.status).toBe(200)
    expect(clock.now - attackerStopped).toBeLessThanOrEqual(90 * secondMs)
    expect(accountBudget(defaultRateLimits).intervalMs).toBe(90 * secondMs)
  })
})

describe("the per-address limit (3 failures per 15 minutes)", { timeout: 120_000 }, () => {
  const clock: Clock = { now: Date.parse("2026-03-03T08:00:00Z") }
  const limits: RateLimits = { ...defaultRateLimits, maxFailuresPerAddress: 3 }
  let pair: ServerPair
  beforeAll(async () => {
    pair = await startServerPair(clock, limits)
  }, 60_000)
  afterAll(() => pair.stop())
  const wrongCaptcha = { ...admin, captcha: "NOPE" }

  test("without TRUST_PROXY, X-Forwarded-For is ignored: the socket's address is limited", async () => {
    const url = pair.direct.url
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => attemptLogin(url, wrongCaptcha, forwardedFor(n))),
    )
    expect(statusCounts(answers)).toEqual({ 400: 3, 429: 2 })
    expect(answers.find(({ status }) => status === 429)?.retryAfter).toBe("900")
    // Even the right captcha and password wait: the address is limited before anything is checked.
    expect(await attemptLogin(url, admin, forwardedFor(6))).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    })
    clock.now += 15 * 60 * secondMs
    expect((await attemptLogin(url, admin)).status).toBe(200)
  })

  test("with TRUST_PROXY, each forwarded address has its own limit", async () => {
    const url = pair.proxiedUrl
    const first = await Promise.all([1, 2, 3, 4].map(() => attemptLogin(url, wrongCaptcha, forwardedFor(1))))
    expect(statusCounts(first)).toEqual({ 400: 3, 429: 1 })
    expect((await attemptLogin(url, wrongCaptcha, forwardedFor(2))).status).toBe(400)
    expect((await attemptLogin(url, admin, forwardedFor(2))).status).toBe(200)
  })

  test("successful logins are not counted against their address", async () => {
    const url = pair.proxiedUrl
    const from = forwardedFor(3)
    expect((await attemptLogin(url, wrongCaptcha, from)).status).toBe(400)
    expect((await attemptLogin(url, wrongCaptcha, from)).status).toBe(400)
    for (let n = 0; n < 3; n++) expect((await attemptLogin(url, admin, from)).status).toBe(200)
    expect((await attemptLogin(url, wrongCaptcha, from)).status).toBe(400)
    expect((await attemptLogin(url, wrongCaptcha, from)).status).toBe(429)
  })
})
