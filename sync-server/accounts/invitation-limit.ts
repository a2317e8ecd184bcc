/**
 * Invitation links tried per client address (`req.ip`): a token is 256 bits, so guessing one is
 * hopeless, but a client sending wrong tokens without end still costs the server a query each. Only
 * failures count (a valid link gives its place back, like the login's address limit), in a fixed
 * window in `login_attempts` under a key of its own, pruned with the login's counters (same window).
 */
import type { Database } from "../db/connection.ts"
import {
  type CounterTable,
  type FixedWindow,
  givePlaceBack,
  takePlace,
  windowWait,
} from "../db/fixed-window.ts"
import type { RateLimits } from "../auth/rate-limit.ts"

/** Far more than a person mistyping a link ever needs in 15 minutes. */
export const invitationFailuresPerAddress = 20

const counters: CounterTable = { table: "login_attempts", count: "failures" }

const windowOf = (limits: RateLimits, address: string): FixedWindow => ({
  key: `invitation:${address}`,
  max: invitationFailuresPerAddress,
  windowMs: limits.addressWindowMs,
})

export type InvitationAttempt =
  | { readonly ok: true; readonly key: string; readonly windowStart: number }
  | { readonly ok: false; readonly retryAfterMs: number }

/** Counts the attempt as a failure of the address now, or says how long to wait (a refusal writes nothing). */
export const reserveInvitationAttempt = async (
  db: Database,
  limits: RateLimits,
  address: string,
  now: number,
): Promise<InvitationAttempt> => {
  const window = windowOf(limits, address)
  const waitMs = await windowWait(db.knex, counters, window, now)
  if (waitMs > 0) return { ok: false, retryAfterMs: waitMs }
  const windowStart = await takePlace(db.knex, counters, window, now)
  if (windowStart !== undefined) return { ok: true, key: window.key, windowStart }
  return { ok: false, retryAfterMs: Math.max(await windowWait(db.knex, counters, window, now), 1) }
}

/** The link was valid: not a failure. */
export const releaseInvitationAttempt = async (
  db: Database,
  attempt: { readonly key: string; readonly windowStart: number },
): Promise<void> => {
  await givePlaceBack(db.knex, counters, attempt.key, attempt.windowStart)
}
