/**
 * Failed login attempts per client address (`req.ip`, which believes X-Forwarded-For only from the
 * proxies TRUST_PROXY names), in a fixed window. An attempt is counted by one statement before it is
 * judged, so concurrent attempts cannot all slip under the limit; an attempt that ends well (a
 * success, or a refusal by the account budget) is given back.
 */
import type { Database } from "../db/connection.ts"
import {
  type CounterTable,
  type FixedWindow,
  givePlaceBack,
  takePlace,
  windowWait,
} from "../db/fixed-window.ts"
import { type RateLimits, addressKey } from "./rate-limit.ts"

const counters: CounterTable = { table: "login_attempts", count: "failures" }

const windowOf = (limits: RateLimits, address: string): FixedWindow => ({
  key: addressKey(address),
  max: limits.maxFailuresPerAddress,
  windowMs: limits.addressWindowMs,
})

export type AddressAttempt =
  | { readonly ok: true; readonly key: string; readonly windowStart: number }
  | { readonly ok: false; readonly retryAfterMs: number }

export const reserveAddressAttempt = async (
  db: Database,
  limits: RateLimits,
  address: string,
  now: number,
): Promise<AddressAttempt> => {
  const window = windowOf(limits, address)
  const windowStart = await takePlace(db.knex, counters, window, now)
  if (windowStart !== undefined) return { ok: true, key: window.key, windowStart }
  return { ok: false, retryAfterMs: Math.max(await addressWait(db, limits, address, now), 1) }
}

/** How long until the address may try again (0: now). A plain read, for answering 429 early. */
export const addressWait = (db: Database, limits: RateLimits, address: string, now: number) =>
  windowWait(db.knex, counters, windowOf(limits, address), now)

/** The attempt was not a failure: take it off the window it was counted in (if that is still current). */
export const releaseAddressAttempt = async (
  db: Database,
  attempt: { readonly key: string; readonly windowStart: number },
) => {
  await givePlaceBack(db.knex, counters, attempt.key, attempt.windowStart)
}
