/**
 * Captchas one client address (`req.ip`) may fetch per window: drawing one costs the server about
 * 10 ms of a core, and without a limit one client fetched 1,200 a second. Counted like the login's
 * address limit (address-limit.ts), in `login_attempts` under its own key, in the database, so the
 * limit holds across restarts and across server processes sharing one PostgreSQL.
 */
import type { Database } from "../db/connection.ts"
import { returnedRows } from "./rate-limit.ts"

export interface CaptchaLimits {
  /** Captchas one address may fetch per window; far more than a person refreshing ever needs. */
  readonly perAddress: number
  /** At most 15 minutes: the login's pruning drops `login_attempts` windows older than that. */
  readonly windowMs: number
}

export const defaultCaptchaLimits: CaptchaLimits = { perAddress: 60, windowMs: 60 * 1000 }

const keyOf = (address: string) => `captcha:${address}`

// The same fixed window as the login's address limit: counted by one statement, so concurrent
// requests cannot all slip under the limit; a full window is left unchanged (no row is returned).
const reserveSql = `
insert into login_attempts as a (key, window_start_ms, failures)
values (?, ?, 1)
on conflict (key) do update set
  window_start_ms = case when a.window_start_ms <= cast(? as bigint) then cast(? as bigint) else a.window_start_ms end,
  failures = case when a.window_start_ms <= cast(? as bigint) then 1 else a.failures + 1 end
where a.window_start_ms <= cast(? as bigint) or a.failures < ?
returning window_start_ms`

/** How long until the address may fetch a captcha again (0: now). A read: a refusal writes nothing. */
const captchaWait = async (db: Database, limits: CaptchaLimits, address: string, now: number) => {
  const row = (await db
    .knex("login_attempts")
    .where({ key: keyOf(address) })
    .first("window_start_ms", "failures")) as
    { window_start_ms: number | string; failures: number } | undefined
  if (row === undefined || row.failures < limits.perAddress) return 0
  return Math.max(0, Number(row.window_start_ms) + limits.windowMs - now)
}

/** Counts one captcha for the address; the wait in ms when its window is full (0: go ahead). */
export const reserveCaptcha = async (
  db: Database,
  limits: CaptchaLimits,
  address: string,
  now: number,
): Promise<number> => {
  const waitMs = await captchaWait(db, limits, address, now)
  if (waitMs > 0) return waitMs
  const expired = now - limits.windowMs
  const result = await db.knex.raw(reserveSql, [
    keyOf(address),
    now,
    expired,
    now,
    expired,
    expired,
    limits.perAddress,
  ])
  if (returnedRows(result).length === 1) return 0
  return Math.max(await captchaWait(db, limits, address, now), 1)
}

/** Windows that are over say nothing a missing row would not. */
export const pruneCaptchaCounters = async (db: Database, limits: CaptchaLimits, now: number) => {
  await db
    .knex("login_attempts")
    .where("key", "like", "captcha:%")
    .andWhere("window_start_ms", "<=", now - limits.windowMs)
    .delete()
}
