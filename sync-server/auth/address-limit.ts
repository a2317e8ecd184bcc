/**
 * Failed login attempts per client address (`req.ip`, which believes X-Forwarded-For only from the
 * proxies TRUST_PROXY names), in a fixed window. An attempt is counted by one statement before it is
 * judged, so concurrent attempts cannot all slip under the limit; an attempt that ends well (a
 * success, or a refusal by the account budget) is given back.
 */
import type { Database } from "../db/connection.ts"
import { type RateLimits, addressKey, returnedRows } from "./rate-limit.ts"

const reserveSql = `
insert into login_attempts as a (key, window_start_ms, failures)
values (?, ?, 1)
on conflict (key) do update set
  window_start_ms = case when a.window_start_ms <= cast(? as bigint) then cast(? as bigint) else a.window_start_ms end,
  failures = case when a.window_start_ms <= cast(? as bigint) then 1 else a.failures + 1 end
where a.window_start_ms <= cast(? as bigint) or a.failures < ?
returning window_start_ms`

export type AddressAttempt =
  | { readonly ok: true; readonly key: string; readonly windowStart: number }
  | { readonly ok: false; readonly retryAfterMs: number }

export const reserveAddressAttempt = async (
  db: Database,
  limits: RateLimits,
  address: string,
  now: number,
): Promise<AddressAttempt> => {
  const key = addressKey(address)
  const expired = now - limits.addressWindowMs
  const result = await db.knex.raw(reserveSql, [
    key,
    now,
    expired,
    now,
    expired,
    expired,
    limits.maxFailuresPerAddress,
  ])
  const [row] = returnedRows<{ window_start_ms: number | string }>(result)
  if (row !== undefined) return { ok: true, key, windowStart: Number(row.window_start_ms) }
  return { ok: false, retryAfterMs: Math.max(await addressWait(db, limits, address, now), 1) }
}

/** How long until the address may try again (0: now). A plain read, for answering 429 early. */
export const addressWait = async (db: Database, limits: RateLimits, address: string, now: number) => {
  const row = (await db
    .knex("login_attempts")
    .where({ key: addressKey(address) })
    .first("window_start_ms", "failures")) as
    { window_start_ms: number | string; failures: number } | undefined
  if (row === undefined || row.failures < limits.maxFailuresPerAddress) return 0
  return Math.max(0, Number(row.window_start_ms) + limits.addressWindowMs - now)
}

/** The attempt was not a failure: take it off the window it was counted in (if that is still current). */
export const releaseAddressAttempt = async (
  db: Database,
  attempt: { readonly key: string; readonly windowStart: number },
) => {
  await db
    .knex("login_attempts")
    .where({ key: attempt.key, window_start_ms: attempt.windowStart })
    .andWhere("failures", ">", 0)
    .decrement("failures", 1)
}
