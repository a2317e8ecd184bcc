/**
 * The per-account password-check budget and backoff (rate-limit.ts has the rule). A check is reserved
 * by ONE statement (insert-or-conditional-update) before scrypt runs, so thousands of concurrent
 * attempts from any number of processes cannot all pass a check made before any of them is counted.
 * The same rule runs under two kinds of key: the account's (`user:<name>`, every attempt from a device
 * not known to the account) and a known device's (`device:<user id>:<device id>`, known-device.ts).
 */
import type { Database } from "../db/connection.ts"
import { returnedRows } from "../db/fixed-window.ts"
import { type RateLimits, accountBudget, accountKey, backoffMs } from "./rate-limit.ts"

/**
 * SQL for backoffMs(limits, n): a CASE over the few values before the cap. The numbers come from the
 * server's own limits (checked to be integers), never from a request.
 */
const backoffCase = (limits: RateLimits, failures: string): string => {
  const whens: string[] = [`when ${failures} < ${limits.failuresBeforeBackoff} then 0`]
  for (let n = limits.failuresBeforeBackoff; backoffMs(limits, n) < limits.maxBackoffMs; n++)
    whens.push(`when ${failures} = ${n} then ${backoffMs(limits, n)}`)
  return `(case ${whens.join(" ")} else ${limits.maxBackoffMs} end)`
}

const checkIntegers = (limits: RateLimits) => {
  for (const [name, value] of Object.entries(limits))
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`rate limit ${name} is not an integer`)
}

/**
 * Counts the check as a failure at once (so the backoff holds for concurrent attempts too) and uses
 * one slot of the budget; a success gives both back (accountCheckSucceeded). A row whose expiry has
 * passed behaves as a new one.
 */
const reserveSql = (limits: RateLimits) => `
insert into login_throttle as t (key, tat_ms, failures, next_check_ms, expires_ms)
values (?, ?, 1, ?, ?)
on conflict (key) do update set
  tat_ms = (case when t.tat_ms > cast(? as bigint) then t.tat_ms else cast(? as bigint) end) + cast(? as bigint),
  failures = case when t.expires_ms <= cast(? as bigint) then 1 else t.failures + 1 end,
  next_check_ms = cast(? as bigint) + case when t.expires_ms <= cast(? as bigint) then ${backoffCase(limits, "1")}
    else ${backoffCase(limits, "t.failures + 1")} end,
  expires_ms = cast(? as bigint)
where t.tat_ms <= cast(? as bigint) and t.next_check_ms <= cast(? as bigint)
returning failures`

export type Reservation = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }

/** Reserve one password check under `key` at `now`, or say how long to wait. */
export const reserveCheck = async (
  db: Database,
  limits: RateLimits,
  key: string,
  now: number,
): Promise<Reservation> => {
  checkIntegers(limits)
  const { intervalMs, toleranceMs } = accountBudget(limits)
  // Long enough that the budget has refilled and the backoff has passed when the row expires.
  const expires = now + Math.max(limits.forgetFailuresAfterMs, toleranceMs + intervalMs, limits.maxBackoffMs)
  const result = await db.knex.raw(reserveSql(limits), [
    key,
    now + intervalMs,
    now + backoffMs(limits, 1),
    expires,
    now,
    now,
    intervalMs,
    now,
    now,
    now,
    expires,
    now + toleranceMs,
    now,
  ])
  if (returnedRows(result).length === 1) return { ok: true }
  return { ok: false, retryAfterMs: Math.max(await checkWait(db, limits, key, now), 1) }
}

/**
 * How long until `key` may have a check (0: now). A plain read, for answering 429 early without
 * using up anything; the reservation above is what decides.
 */
export const checkWait = async (db: Database, limits: RateLimits, key: string, now: number) => {
  const { toleranceMs } = accountBudget(limits)
  const row = (await db.knex("login_throttle").where({ key }).first("tat_ms", "next_check_ms")) as
    { tat_ms: number | string; next_check_ms: number | string } | undefined
  if (row === undefined) return 0
  return Math.max(0, Number(row.tat_ms) - toleranceMs - now, Number(row.next_check_ms) - now)
}

/** The right password: the key's failures are forgotten and the check's slot is given back. */
export const checkSucceeded = async (db: Database, limits: RateLimits, key: string) => {
  const { intervalMs } = accountBudget(limits)
  await db
    .knex("login_throttle")
    .where({ key })
    .update({ failures: 0, next_check_ms: 0, tat_ms: db.knex.raw("tat_ms - ?", [intervalMs]) })
}

/** Reserve one password check for this username (known or not) at `now`, or say how long to wait. */
export const reserveAccountCheck = (db: Database, limits: RateLimits, username: string, now: number) =>
  reserveCheck(db, limits, accountKey(username), now)

/** How long until the account may have a check (0: now), for attempts from devices it does not know. */
export const accountWait = (db: Database, limits: RateLimits, username: string, now: number) =>
  checkWait(db, limits, accountKey(username), now)

/** The right password from a device the account does not know. */
export const accountCheckSucceeded = (db: Database, limits: RateLimits, username: string) =>
  checkSucceeded(db, limits, accountKey(username))

/** Lift the account's lock entirely (a new password was set by the operator). */
export const clearAccountThrottle = async (db: Database, username: string) => {
  await db
    .knex("login_throttle")
    .where({ key: accountKey(username) })
    .delete()
}
