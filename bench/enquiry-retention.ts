/**
 * Enquiry retention at scale (docs/security.md, "Public enquiries"):
 * `node --import tsx bench/enquiry-retention.ts`. A fresh SQLite file (or the empty PostgreSQL
 * database of BENCH_URL) gets COUNT (100,000) stored enquiries, every other one completed or
 * rejected 400 days ago, and a retention of 30 days; then one sweep (sync-server/abuse/
 * enquiry-retention.ts, batches of 500) deletes them. Printed: the sweep's time, each batch's write
 * transaction (the time other writers may wait) as median and largest, and a second sweep with
 * nothing to delete (what each hourly sweep costs once the inbox is trimmed).
 */
import { rmSync } from "node:fs"
import type { Knex } from "knex"
import { sweepEnquiries } from "../sync-server/abuse/enquiry-retention.ts"
import { bootstrapDatabase } from "../sync-server/bootstrap/bootstrap.ts"
import { type Database, openDatabase } from "../sync-server/db/connection.ts"
import { insertStoredEnquiries } from "../sync-server/test-support/stored-enquiries.ts"

const dayMs = 24 * 60 * 60 * 1000
const file = ".tmp/bench-enquiry-retention.db"
const count = Number(process.env.COUNT ?? 100_000)
const url = process.env.BENCH_URL ?? `sqlite:${file}`
if (url.startsWith("sqlite:"))
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true })

const db = openDatabase(url)
const now = Date.parse("2026-06-01T00:00:00Z")
await bootstrapDatabase(db, {
  admin: { username: "admin", password: "admin-password" },
  demoContent: false,
  mediaDir: ".tmp/bench-enquiry-retention-media",
  now,
})
let started = Date.now()
await insertStoredEnquiries(db.knex, { count, firstCreatedMs: now - 400 * dayMs, stepMs: 60_000 })
const pg = db.engine === "postgres"
const status = "case when id % 4 = 0 then 'completed' else 'rejected' end"
await db.knex.raw(
  pg
    ? `update collaborations set data = jsonb_set(data::jsonb, '{status}', to_jsonb(${status}))::text where id % 2 = 0`
    : `update collaborations set data = json_set(data, '$.status', ${status}) where id % 2 = 0`,
)
await db
  .knex("settings")
  .where({ id: 1 })
  .update({
    data: db.knex.raw(
      pg
        ? `jsonb_set(data::jsonb, '{enquiryRetentionDays}', '30')::text`
        : `json_set(data, '$.enquiryRetentionDays', 30)`,
    ),
  })
console.log(`${count} enquiries stored in ${Date.now() - started} ms (${db.engine})`)

/** The database with every transaction timed: the sweep's write transactions are its batches. */
const transactions: number[] = []
const timedKnex = new Proxy(db.knex, {
  get(target, property, receiver) {
    if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown
    return async (work: (trx: Knex.Transaction) => Promise<unknown>) => {
      const begun = performance.now()
      try {
        return await target.transaction(work)
      } finally {
        transactions.push(performance.now() - begun)
      }
    }
  },
})
const timed: Database = { ...db, knex: timedKnex }

started = Date.now()
const deleted = await sweepEnquiries(timed, () => now)
const sweepMs = Date.now() - started
const sorted = [...transactions].sort((a, b) => a - b)
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`
console.log(
  `sweep: ${deleted} deleted in ${sweepMs} ms; ${sorted.length} write transactions, median ${ms(
    sorted[Math.floor(sorted.length / 2)],
  )}, largest ${ms(sorted.at(-1))}`,
)
started = Date.now()
const again = await sweepEnquiries(db, () => now)
console.log(
  `second sweep: ${again} deleted in ${Date.now() - started} ms (${count - deleted} enquiries kept)`,
)
await db.knex.destroy()
