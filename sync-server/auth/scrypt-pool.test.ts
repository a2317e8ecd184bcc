/**
 * The password-hashing threads (scrypt-pool.ts): the same keys as node's scrypt, a bounded line of
 * waiting checks, a failed check that leaves the pool working, the settings, and the point of it all:
 * while the hashing threads are busy, file reads on the libuv thread pool are not held up behind them
 * (judged by order, not by time: with the old in-libuv-pool hashing, four checks take all four of
 * its threads and a read waits until one is done).
 */
import { randomBytes, scryptSync } from "node:crypto"
import { readFile } from "node:fs/promises"
import { afterEach, describe, expect, test } from "vitest"
import { PasswordChecksBusy, ScryptPool, type ScryptJob, hashingSettings } from "./scrypt-pool.ts"

const pools: ScryptPool[] = []
const poolOf = (workers: number, maxWaiting: number) => {
  const pool = new ScryptPool({ workers, maxWaiting })
  pools.push(pool)
  return pool
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

const job = (logN: number, password = "a password"): ScryptJob => ({
  password,
  salt: randomBytes(16),
  keyLength: 64,
  logN,
  r: 8,
  p: 1,
})

const expectedKey = (j: ScryptJob) =>
  scryptSync(j.password, j.salt, j.keyLength, {
    N: 2 ** j.logN,
    r: j.r,
    p: j.p,
    maxmem: 256 * 2 ** j.logN * j.r,
  })

describe("the hashing pool", () => {
  test("a worker thread derives node's scrypt key, as the libuv path does", async () => {
    const one = job(10, "pässwörd 密码")
    expect((await poolOf(1, 4).derive(one)).equals(expectedKey(one))).toBe(true)
    expect((await poolOf(0, 4).derive(one)).equals(expectedKey(one))).toBe(true)
  })

  test("one thread busy and the line full: the next check is refused with a wait, the others finish", async () => {
    const pool = poolOf(1, 2)
    const jobs = [job(14), job(14), job(14)]
    // Given in one go: the first runs, two wait, the fourth finds the line full.
    const accepted = jobs.map((j) => pool.derive(j))
    const refused = pool.derive(job(14))
    await expect(refused).rejects.toBeInstanceOf(PasswordChecksBusy)
    const busy = (await refused.catch((error: unknown) => error)) as PasswordChecksBusy
    expect(busy.retryAfterMs).toBeGreaterThan(0)
    const keys = await Promise.all(accepted)
    keys.forEach((key, n) => expect(key.equals(expectedKey(jobs[n]!))).toBe(true))
    // Once the line has cleared, checks are taken again.
    const after = job(10)
    expect((await pool.derive(after)).equals(expectedKey(after))).toBe(true)
  })

  test("an admission holds a place in the line: counted like a waiting check, given back by release", async () => {
    const pool = poolOf(1, 2)
    // One thread and two waiting places: three admissions fill the line before any check is asked for.
    const admissions = [pool.admit(), pool.admit(), pool.admit()]
    expect(() => pool.admit()).toThrow(PasswordChecksBusy)
    await expect(pool.derive(job(10))).rejects.toBeInstanceOf(PasswordChecksBusy)
    // A place given back is free again; a released admission cannot be used.
    admissions[2]!.release()
    admissions[2]!.release()
    const late = pool.admit()
    expect(() => pool.admit()).toThrow(PasswordChecksBusy)
    await expect(admissions[2]!.derive(job(10))).rejects.toThrow("used twice")
    // An admitted check is never refused, however full the line; each place serves one check.
    const jobs = [job(10), job(10), job(10)]
    const keys = await Promise.all([admissions[0]!, admissions[1]!, late].map((a, n) => a.derive(jobs[n]!)))
    keys.forEach((key, n) => expect(key.equals(expectedKey(jobs[n]!))).toBe(true))
    await expect(late.derive(job(10))).rejects.toThrow("used twice")
    // All places are back: the line takes three again.
    const again = [pool.admit(), pool.admit(), pool.admit()]
    expect(() => pool.admit()).toThrow(PasswordChecksBusy)
    again.forEach((a) => a.release())
    // Without hashing threads (the libuv path) nothing is refused.
    const libuv = poolOf(0, 1)
    const free = [libuv.admit(), libuv.admit(), libuv.admit()]
    const one = job(10)
    expect((await free[0]!.derive(one)).equals(expectedKey(one))).toBe(true)
  })

  test("a check that fails in its thread is refused alone; the pool goes on", async () => {
    const pool = poolOf(1, 4)
    // N must be a power of two: node's scrypt refuses 2^1.5.
    await expect(pool.derive({ ...job(10), logN: 1.5 })).rejects.toThrow()
    const next = job(10)
    expect((await pool.derive(next)).equals(expectedKey(next))).toBe(true)
  })

  test(
    "file reads are answered while four real password checks are under way",
    { timeout: 60_000 },
    async () => {
      const pool = poolOf(1, 16)
      const order: string[] = []
      const checks = Array.from({ length: 4 }, (_, n) =>
        pool.derive(job(17)).then(() => order.push(`check ${n}`)),
      )
      const reads = Array.from({ length: 4 }, (_, n) =>
        readFile(new URL(import.meta.url)).then(() => order.push(`read ${n}`)),
      )
      await Promise.all([...checks, ...reads])
      expect(order.slice(0, 4).sort()).toEqual(["read 0", "read 1", "read 2", "read 3"])
    },
  )

  test("the settings: PASSWORD_HASH_WORKERS (0 allowed) and PASSWORD_HASH_QUEUE, checked", () => {
    expect(hashingSettings({ PASSWORD_HASH_WORKERS: "3", PASSWORD_HASH_QUEUE: "5" })).toEqual({
      workers: 3,
      maxWaiting: 5,
    })
    expect(hashingSettings({ PASSWORD_HASH_WORKERS: "0" }).workers).toBe(0)
    const defaults = hashingSettings({})
    expect(defaults.workers).toBeGreaterThanOrEqual(1)
    expect(defaults.maxWaiting).toBe(8)
    expect(() => hashingSettings({ PASSWORD_HASH_WORKERS: "two" })).toThrow(/PASSWORD_HASH_WORKERS/)
    expect(() => hashingSettings({ PASSWORD_HASH_QUEUE: "0" })).toThrow(/PASSWORD_HASH_QUEUE/)
    expect(() => hashingSettings({ PASSWORD_HASH_WORKERS: "-1" })).toThrow(/PASSWORD_HASH_WORKERS/)
  })
})
