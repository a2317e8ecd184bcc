/**
 * The short crash run of the suite: 20 cycles of SIGKILL under concurrent writes against the real
 * server, on SQLite (npx vitest run) or PostgreSQL (npm run test:pg). `npm run test:crash` runs 200.
 */
import { describe, expect, it } from "vitest"
import { runCrashCycles } from "../test-support/durability/crash-cycles.ts"
import { scratchPostgres, scratchSqlite } from "../test-support/durability/scratch-database.ts"

const postgresUrl = process.env.TEST_POSTGRES_URL || undefined
const cycles = 20

describe(`crash durability on ${postgresUrl === undefined ? "SQLite" : "PostgreSQL"}`, () => {
  it(`loses no acknowledged write and applies none twice over ${cycles} SIGKILL cycles`, async () => {
    const database = postgresUrl === undefined ? scratchSqlite() : await scratchPostgres(postgresUrl)
    try {
      const totals = await runCrashCycles({
        databaseUrl: database.url,
        cycles,
        killAfterMs: { min: 10, max: 400 },
      })
      console.log(
        `crash cycles on ${totals.engine} (seed ${totals.seed}): ${totals.cycles} cycles, ${totals.sent} writes sent, ` +
          `${totals.acknowledged} acknowledged, ${totals.unanswered} unanswered (${totals.committedUnanswered} committed before the kill, ${totals.appliedLate} applied by ` +
          `their replay), ${totals.replays} replays, ${totals.lost} lost, ${totals.duplicates} duplicates`,
      )
      expect(totals.problems.map((problem) => `${problem.kind}: ${problem.text}`)).toEqual([])
      expect(totals.cycles).toBe(cycles)
      expect(totals.lost).toBe(0)
      expect(totals.duplicates).toBe(0)
      // The run did what it claims: writes were acknowledged, and kills landed with writes in flight.
      expect(totals.acknowledged).toBeGreaterThan(cycles)
      expect(totals.unanswered).toBeGreaterThan(0)
      expect(totals.replays).toBeGreaterThan(totals.acknowledged)
    } finally {
      await database.drop()
    }
  }, 600_000)
})
