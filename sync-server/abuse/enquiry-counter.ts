/**
 * The enquiry counters in the database (table `enquiry_limits`), never in process memory, so the
 * limits hold across restarts and across server processes sharing one PostgreSQL. Each counter is a
 * fixed window that starts at its first enquiry. A place in it is taken by one statement (an upsert
 * whose condition is checked by the database as it writes), inside the enquiry's own write
 * transaction: concurrent enquiries cannot all slip under the limit, and an enquiry that fails later
 * (or is refused by the next counter) gives its place back with the rollback.
 */
import type { Knex } from "knex"
import type { Database } from "../db/connection.ts"
import { type CounterTable, type FixedWindow, takePlace, windowWait } from "../db/fixed-window.ts"
import { type EnquiryLimits, addressKey, globalKey } from "../enquiry-limits.ts"

const counters: CounterTable = { table: "enquiry_limits", count: "used" }

type Counter = FixedWindow & { readonly which: "address" | "global" }

const countersFor = (limits: EnquiryLimits, address: string | undefined): Counter[] => [
  { key: addressKey(address), max: limits.perAddress, windowMs: limits.addressWindowMs, which: "address" },
  { key: globalKey, max: limits.global, windowMs: limits.globalWindowMs, which: "global" },
]

export type Refusal = { readonly which: "address" | "global"; readonly retryAfterMs: number }

/**
 * Take a place for one enquiry from `address` in both counters, inside the enquiry's transaction.
 * Undefined when it may go on; else which limit refused it and for how long (the caller throws, and
 * the rollback gives back the place it may have taken in the address counter).
 */
export const reserveEnquiry = async (
  trx: Knex.Transaction,
  limits: EnquiryLimits,
  address: string | undefined,
  now: number,
): Promise<Refusal | undefined> => {
  for (const counter of countersFor(limits, address)) {
    if ((await takePlace(trx, counters, counter, now)) === undefined) {
      const retryAfterMs = await windowWait(trx, counters, counter, now)
      return { which: counter.which, retryAfterMs: Math.max(retryAfterMs, 1000) }
    }
  }
  return undefined
}

/**
 * The same judgement as a plain read, before any write lock is taken: a flood that is over a limit
 * is answered 429 without queueing behind the writers. Undefined: there may be a place.
 */
export const enquiryWait = async (
  db: Database,
  limits: EnquiryLimits,
  address: string | undefined,
  now: number,
): Promise<Refusal | undefined> => {
  for (const counter of countersFor(limits, address)) {
    const retryAfterMs = await windowWait(db.knex, counters, counter, now)
    if (retryAfterMs > 0) return { which: counter.which, retryAfterMs: Math.max(retryAfterMs, 1000) }
  }
  return undefined
}

/** Delete counters whose window has ended: they say nothing a missing row would not. */
export const pruneEnquiryCounters = async (
  trx: Knex.Transaction,
  limits: EnquiryLimits,
  now: number,
): Promise<void> => {
  const longest = Math.max(limits.addressWindowMs, limits.globalWindowMs)
  await trx("enquiry_limits")
    .where("window_start_ms", "<=", now - longest)
    .delete()
}
