/**
 * Captchas one client address (`req.ip`) may fetch per window: drawing one costs the server about
 * 10 ms of a core, and without a limit one client fetched 1,200 a second. Counted like the login's
 * address limit (address-limit.ts), in `login_attempts` under its own key, in the database, so the
 * limit holds across restarts and across server processes sharing one PostgreSQL.
 */
import type { Database } from "../db/connection.ts"
import { type CounterTable, type FixedWindow, takePlace, windowWait } from "../db/fixed-window.ts"

export interface CaptchaLimits {
  /** Captchas one address may fetch per window; far more than a person refreshing ever needs. */
  readonly perAddress: number
  /** At most 15 minutes: the login's pruning drops `login_attempts` windows older than that. */
  readonly windowMs: number
}

export const defaultCaptchaLimits: CaptchaLimits = { perAddress: 60, windowMs: 60 * 1000 }

const counters: CounterTable = { table: "login_attempts", count: "failures" }

const windowOf = (limits: CaptchaLimits, address: string): FixedWindow => ({
  key: `captcha:${address}`,
  max: limits.perAddress,
  windowMs: limits.windowMs,
})

/**
 * Counts one captcha for the address; the wait in ms when its window is full (0: go ahead). A full
 * window is seen by a plain read first: a refusal writes nothing.
 */
export const reserveCaptcha = async (
  db: Database,
  limits: CaptchaLimits,
  address: string,
  now: number,
): Promise<number> => {
  const window = windowOf(limits, address)
  const waitMs = await windowWait(db.knex, counters, window, now)
  if (waitMs > 0) return waitMs
  if ((await takePlace(db.knex, counters, window, now)) !== undefined) return 0
  return Math.max(await windowWait(db.knex, counters, window, now), 1)
}

/** Windows that are over say nothing a missing row would not. */
export const pruneCaptchaCounters = async (db: Database, limits: CaptchaLimits, now: number) => {
  await db
    .knex("login_attempts")
    .where("key", "like", "captcha:%")
    .andWhere("window_start_ms", "<=", now - limits.windowMs)
    .delete()
}
