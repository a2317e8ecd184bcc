/**
 * `npm run test:crash`: crash cycles against the real server (sync-server/test-support/durability/crash-cycles.ts).
 * Options: `--cycles N` (default 200), `--postgres` (or CRASH_ENGINE=postgres: a database on
 * TEST_POSTGRES_URL when set, else on a throwaway cluster), `--seed S`, `--workers W`, `--kill-max MS`.
 * Prints each cycle and the totals; exits 1 if any check failed.
 */
import { type CycleFigures, runCrashCycles } from "../sync-server/test-support/durability/crash-cycles.ts"
import {
  type ScratchDatabase,
  scratchPostgres,
  scratchSqlite,
} from "../sync-server/test-support/durability/scratch-database.ts"
import { type TestPostgres, startPostgres } from "../sync-server/test-support/postgres.ts"

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}
const number = (name: string, fallback: number): number => {
  const value = option(name)
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) {
    console.error(`${name} wants a positive whole number, not ${value}`)
    process.exit(2)
  }
  return parsed
}

const onPostgres = args.includes("--postgres") || process.env.CRASH_ENGINE === "postgres"
const cycles = number("--cycles", 200)
const seedOption = option("--seed")

let cluster: TestPostgres | undefined
let database: ScratchDatabase
if (onPostgres) {
  const existing = process.env.TEST_POSTGRES_URL || undefined
  if (existing === undefined) cluster = await startPostgres()
  database = await scratchPostgres(existing ?? (cluster?.url as string))
} else {
  database = scratchSqlite()
}

const line = (f: CycleFigures) =>
  [
    `cycle ${String(f.cycle).padStart(3)}`,
    `kill at ${String(f.killAfterMs).padStart(3)} ms`,
    `sent ${String(f.sent).padStart(3)}`,
    `acknowledged ${String(f.acknowledged).padStart(3)}`,
    `unanswered ${String(f.unanswered).padStart(2)}`,
    `conflicts ${String(f.conflicts).padStart(2)}`,
    `replayed ${String(f.replays).padStart(3)}`,
    `applied late ${String(f.appliedLate).padStart(2)}`,
    `committed unanswered ${String(f.committedUnanswered).padStart(2)}`,
    `rows ${String(f.rows).padStart(5)}`,
    `seq ${String(f.seq).padStart(6)}`,
    `${f.ms} ms`,
    f.problems.length === 0 ? "ok" : `${f.problems.length} PROBLEM(S)`,
  ].join("  ")

const started = Date.now()
console.log(`Crash cycles on ${database.engine} (${cycles} cycles)`)
let status = 0
try {
  const totals = await runCrashCycles({
    databaseUrl: database.url,
    cycles,
    workers: number("--workers", 6),
    killAfterMs: { min: 10, max: number("--kill-max", 400) },
    seed: seedOption === undefined ? undefined : Number(seedOption),
    onCycle: (figures) => {
      console.log(line(figures))
      for (const problem of figures.problems) console.log(`    ${problem.kind}: ${problem.text}`)
    },
  })
  console.log("")
  console.log(`engine                 ${totals.engine}`)
  console.log(`seed                   ${totals.seed}`)
  console.log(`cycles                 ${totals.cycles}`)
  console.log(`writes sent            ${totals.sent}`)
  console.log(`writes acknowledged    ${totals.acknowledged}`)
  console.log(
    `writes unanswered      ${totals.unanswered} (killed in flight: ${totals.committedUnanswered} had committed and got their stored answer on replay, ${totals.appliedLate} were applied by their replay)`,
  )
  console.log(`replays answered from the stored answer  ${totals.replays}`)
  console.log(`rows lost              ${totals.lost}`)
  console.log(`duplicates             ${totals.duplicates}`)
  console.log(`other problems         ${totals.problems.length - totals.lost - totals.duplicates}`)
  console.log(`time                   ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (totals.problems.length > 0 || totals.cycles < cycles) status = 1
} finally {
  await database.drop()
  cluster?.stop()
}
process.exit(status)
