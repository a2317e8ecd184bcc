/**
 * Failed-login counters in the database (not process memory), so the limit holds across restarts
 * and across several server processes. A fixed window per key: per username and per client address.
 */
import type { Database } from "../db/connection.ts"

export interface RateLimits {
  readonly windowMs: number
  readonly maxFailuresPerUser: number
  readonly maxFailuresPerAddress: number
}

export const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUser: 10,
  maxFailuresPerAddress: 50,
}

interface Counter {
  key: string
  window_start_ms: number | string
  failures: number
}

export const attemptKeys = (username: string, address: string) => ({
  user: `user:${username.toLowerCase()}`,
  address: `addr:${address}`,
})

export const isRateLimited = async (
  db: Database,
  limits: RateLimits,
  keys: { user: string; address: string },
  now: number,
): Promise<boolean> => {
  const rows = (await db.knex("login_attempts").whereIn("key", [keys.user, keys.address])) as Counter[]
  return rows.some((row) => {
    if (now - Number(row.window_start_ms) >= limits.windowMs) return false
    const max = row.key === keys.user ? limits.maxFailuresPerUser : limits.maxFailuresPerAddress
    return row.failures >= max
  })
}

export const recordFailure = async (db: Database, limits: RateLimits, keys: string[], now: number) => {
  await db.knex.transaction(async (trx) => {
    for (const key of keys) {
      const row = (await trx("login_attempts").where({ key }).first()) as Counter | undefined
      if (row === undefined) {
        await trx("login_attempts")
          .insert({ key, window_start_ms: now, failures: 1 })
          .onConflict("key")
          .merge()
      } else if (now - Number(row.window_start_ms) >= limits.windowMs) {
        await trx("login_attempts").where({ key }).update({ window_start_ms: now, failures: 1 })
      } else {
        await trx("login_attempts").where({ key }).increment("failures", 1)
      }
    }
  })
}

export const clearFailures = async (db: Database, key: string) => {
  await db.knex("login_attempts").where({ key }).delete()
}
