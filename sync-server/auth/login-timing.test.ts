/**
 * No user enumeration by timing: a wrong password for an existing account and any password for a
 * name that does not exist are answered in the same time. Judged statistically (interleaved samples,
 * medians and a rank statistic with wide margins), never as a timed assertion: a path that skipped
 * scrypt for unknown names (100+ ms faster here) fails both, machine noise fails neither.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { defaultRateLimits } from "./rate-limit.ts"
import { type TestServer, startTestServerWith } from "../test-support/test-server.ts"

const pairs = 20
let server: TestServer

beforeAll(async () => {
  // Limits far away: this test is about the time of a check, not about being refused one.
  server = await startTestServerWith(
    {},
    {
      rateLimits: {
        ...defaultRateLimits,
        checksPerHourPerAccount: 1_000_000,
        burstChecksPerAccount: 100_000,
        failuresBeforeBackoff: 100_000,
        maxFailuresPerAddress: 1_000_000,
      },
    },
  )
}, 60_000)
afterAll(() => server.stop())

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** The time of the login call alone (the captcha is fetched before the clock starts). */
const timedFailure = async (username: string): Promise<number> => {
  const captcha = await fetch(`${server.url}/api/captcha`)
  await captcha.arrayBuffer()
  const started = performance.now()
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookieOf(captcha.headers) },
    body: JSON.stringify({ username, password: "wrong-password", captcha: "TEST" }),
  })
  const body = (await response.json()) as { code: string }
  const elapsed = performance.now() - started
  expect([response.status, body.code]).toEqual([401, "LOGIN_FAILED"])
  return elapsed
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Mann-Whitney's U / (n * m): the chance that a value of `a` exceeds one of `b` (0.5 when alike). */
const probabilityOfSuperiority = (a: number[], b: number[]) => {
  let wins = 0
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0
  return wins / (a.length * b.length)
}

test(
  "a wrong password and an unknown username take the same time to answer",
  { timeout: 300_000 },
  async () => {
    // Warm-up (first connections, first statements), not measured.
    await timedFailure("admin")
    await timedFailure("warm-up-name")
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < pairs; i++) {
      // Interleaved, alternating which goes first, so load on the machine falls on both alike.
      const name = `nobody-${i}-${Math.random().toString(36).slice(2, 8)}`
      if (i % 2 === 0) {
        known.push(await timedFailure("admin"))
        unknown.push(await timedFailure(name))
      } else {
        unknown.push(await timedFailure(name))
        known.push(await timedFailure("admin"))
      }
    }
    const [knownMedian, unknownMedian] = [median(known), median(unknown)]
    const relativeGap = Math.abs(knownMedian - unknownMedian) / Math.max(knownMedian, unknownMedian)
    const superiority = probabilityOfSuperiority(known, unknown)
    console.log(
      `login timing: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms (median of ${pairs}), ` +
        `gap ${(relativeGap * 100).toFixed(1)}%, P(known > unknown) ${superiority.toFixed(2)}`,
    )
    // Margins: the medians within 30% of each other, and neither side slower in more than 80% of pairs
    // (alike samples give 0.5 +- 0.09 with 20 pairs; a path without scrypt gives a gap near 100% and 1.0).
    expect(relativeGap).toBeLessThan(0.3)
    expect(superiority).toBeGreaterThan(0.2)
    expect(superiority).toBeLessThan(0.8)
  },
)
