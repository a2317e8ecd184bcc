/**
 * How the change watch spaces its announcements (change-watch.ts): a sustained stream of writes is
 * told less and less often (the gap grows), and once the writes come one at a time again each is
 * told soon after its commit, not at the end of the grown gap. On both engines (`npm run test:pg`).
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { migrateToLatest } from "../db/migrate.ts"
import { scratchSpace } from "../test-support/scratch.ts"
import { appendChange, writeTransaction } from "./change-log.ts"
import { ChangeWatch } from "./change-watch.ts"

const scratch = scratchSpace()
let db: Database

beforeAll(async () => {
  db = openDatabase(await scratch.emptyDatabaseUrl(scratch.folder("change-watch-")))
  await migrateToLatest(db.knex)
})
afterAll(() => db.knex.destroy())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One write of `count` change-log entries, committed; when it committed. */
const write = async (count: number): Promise<number> => {
  await writeTransaction(db, async (trx) => {
    for (let n = 0; n < count; n += 1) await appendChange(trx, "employees", 1 + n, "upsert", Date.now())
  })
  return Date.now()
}

test("a burst grows the gap; single writes after it are told soon after their commit", async () => {
  const watch = new ChangeWatch(db, { minGapMs: 60, maxGapMs: 960, pollMs: 20 })
  const told: Array<{ at: number; seq: number }> = []
  const stop = watch.subscribe((seqs) => told.push({ at: Date.now(), seq: seqs.all }))
  try {
    await watch.current()
    // A sustained stream: several entries every 15 ms for 2.5 s.
    const end = Date.now() + 2_500
    while (Date.now() < end) {
      await write(3)
      await sleep(15)
    }
    const gaps = told.slice(1).map((tell, index) => tell.at - (told[index]?.at ?? 0))
    // Grown well past its start: under sustained writes, few announcements.
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(480)
    expect(told.length).toBeLessThan(2_500 / 60)

    // Then an editor's saves, one at a time, 300 ms apart. The first is told with the burst's last
    // entries at the end of the gap under way (several changes: the gap stays grown); the second waits
    // for that gap once more (one change: the gap comes down); from then on each is told at once.
    // Before, each save kept the gap grown and waited most of it (about 660 ms here).
    await sleep(50)
    const delays: number[] = []
    for (let n = 0; n < 5; n += 1) {
      const committed = await write(1)
      const seq = Number((await db.knex("change_log").max({ seq: "seq" }).first())?.seq)
      for (let waited = 0; !told.some((tell) => tell.seq >= seq) && waited < 3_000; waited += 5)
        await sleep(5)
      delays.push((told.find((tell) => tell.seq >= seq)?.at ?? Number.POSITIVE_INFINITY) - committed)
      await sleep(300)
    }
    for (const delay of delays.slice(2)) expect(delay).toBeLessThan(400)
  } finally {
    stop()
    watch.close()
  }
})
