/**
 * The login limits and the rule they make (README, "Login"). Both counters live in the database, never
 * in process memory, so they hold across restarts and across server processes sharing one PostgreSQL:
 * - per account (login-throttle.ts): a budget of password checks, reserved atomically before scrypt
 *   runs, and a backoff after consecutive failures; the same per known device of the account
 *   (known-device.ts), apart from the account's, so other people's failures do not lock it out;
 * - per client address (address-limit.ts): failed attempts in a fixed window.
 */
import type { Database } from "../db/connection.ts"

export interface RateLimits {
  /** Password checks one account (username, known or not) may get in any 60 minutes, from any addresses. */
  readonly checksPerHourPerAccount: number
  /** How many of them may come at once; the others come back one by one, evenly over the hour. */
  readonly burstChecksPerAccount: number
  /** Consecutive failed checks allowed without waiting; the next ones wait firstBackoffMs, doubling. */
  readonly failuresBeforeBackoff: number
  readonly firstBackoffMs: number
  readonly maxBackoffMs: number
  /** An account's failures are forgotten this long after its last check. */
  readonly forgetFailuresAfterMs: number
  /** Failed attempts (wrong captcha or password) one client address may make per window. */
  readonly maxFailuresPerAddress: number
  readonly addressWindowMs: number
  /** Captchas one client address may fetch per window (captcha-limit.ts); unset: its defaults. */
  readonly captchasPerAddress?: number
  readonly captchaWindowMs?: number
}

const minuteMs = 60 * 1000
export const hourMs = 60 * minuteMs

export const defaultRateLimits: RateLimits = {
  checksPerHourPerAccount: 50,
  burstChecksPerAccount: 10,
  failuresBeforeBackoff: 5,
  firstBackoffMs: 1000,
  maxBackoffMs: minuteMs,
  forgetFailuresAfterMs: hourMs,
  maxFailuresPerAddress: 50,
  addressWindowMs: 15 * minuteMs,
}

/**
 * The account budget as a GCRA (a bucket of `burst` checks refilled at one per `intervalMs`): any
 * 60 minutes then hold at most burst + hour / intervalMs = checksPerHourPerAccount checks.
 */
export const accountBudget = (limits: RateLimits) => {
  const refillsPerHour = limits.checksPerHourPerAccount - limits.burstChecksPerAccount
  if (!(refillsPerHour > 0) || !(limits.burstChecksPerAccount >= 1))
    throw new Error("checksPerHourPerAccount must exceed burstChecksPerAccount >= 1")
  const intervalMs = Math.ceil(hourMs / refillsPerHour)
  return { intervalMs, toleranceMs: (limits.burstChecksPerAccount - 1) * intervalMs }
}

/** The wait before the next check once `failures` consecutive checks have failed. */
export const backoffMs = (limits: RateLimits, failures: number): number =>
  failures < limits.failuresBeforeBackoff
    ? 0
    : Math.min(limits.firstBackoffMs * 2 ** (failures - limits.failuresBeforeBackoff), limits.maxBackoffMs)

/** The same key for every spelling of a name that could match the account, whether it exists or not. */
export const accountKey = (username: string) => `user:${username.toLowerCase()}`
export const addressKey = (address: string) => `addr:${address}`
/** A device that signed in to the account before (known-device.ts): a budget of its own. */
export const deviceKey = (userId: number, deviceId: string) => `device:${userId}:${deviceId}`

/** Delete the counters that say nothing a missing row would not (expired budgets and windows). */
export const pruneLoginCounters = async (db: Database, limits: RateLimits, now: number) => {
  await db.knex("login_throttle").where("expires_ms", "<=", now).delete()
  await db
    .knex("login_attempts")
    .where("window_start_ms", "<=", now - limits.addressWindowMs)
    .delete()
}
