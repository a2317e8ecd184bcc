/**
 * The pull never misses a change on PostgreSQL: several writer connections run the server's own write
 * code (writeTransaction, rows.ts) at once, each holding its transaction open a random moment after
 * taking its change-log seq, while readers pull `GET /api/sync` from their cursors in a loop. Every
 * reader must end with exactly the server's rows, each version delivered at most once and in order.
 * 50 seeded runs; a failure names its seed (replay with SEED=<seed> npm run test:pg -- <this file>).
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import type { EntityName } from "../../schema/sync.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { deleteRow, deleteRows, getRow, insertRow, updateRow } from "../store/rows.ts"
import { contentTables } from "../db/tables.ts"
import { type RunningServer, startServer } from "../server.ts"
import { maxSeq, writeTransaction } from "../sync/change-log.ts"
import { type PostgresDatabase, createPostgresDatabase } from "../test-support/pg-database.ts"
import { type Random, baseSeed, seededRandom } from "../test-support/seeded-random.ts"
import { loginAs } from "../test-support/test-server.ts"

const runs = 50
const writers = 3
const writesPerWriter = 8
const readers = 3
const entities = ["employees", "tools"] as const satisfies ReadonlyArray<EntityName>
const firstSeed = baseSeed()

let database: PostgresDatabase
let server: RunningServer
let writerDb: Database
let base: string
let cookie: string

beforeAll(async () => {
  database = await createPostgresDatabase()
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: database.url,
    sessionSecret: "feed-order",
    production: false,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: false,
    captchaTestText: "TEST",
    staticDir: undefined,
  })
  base = `http://127.0.0.1:${server.port}`
  // Its own pool: up to 10 connections, so the writers really are concurrent transactions.
  writerDb = openDatabase(database.url)
  cookie = await loginAs(base, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(async () => {
  await writerDb?.knex.destroy()
  await server?.close()
  await database?.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Key = `${string}:${number}`
type Row = Record<string, unknown> & { id: number; version: number }

const fieldsFor = (entity: (typeof entities)[number], random: Random): Record<string, unknown> => {
  const n = random.below(1_000_000)
  return entity === "employees"
    ? {
        name: `员工${n}`,
        image: "/demo/employees/test.svg",
        description: `描述${n}`,
        profession: "测试",
        useCases: ["测试"],
        isActive: true,
        createdAt: new Date().toISOString(),
      }
    : {
        name: `工具${n}`,
        description: `描述${n}`,
        icon: "Wrench",
        isActive: true,
        createdAt: new Date().toISOString(),
      }
}

/** One writer: random inserts, updates and deletes, each transaction held open 0-3 ms after its seq. */
const write = async (random: Random) => {
  for (let i = 0; i < writesPerWriter; i += 1) {
    await writeTransaction(writerDb, async (trx) => {
      const entity = random.pick(entities)
      const ids = (
        (await trx(contentTables[entity]).select("id").orderBy("id")) as Array<{ id: number }>
      ).map((row) => Number(row.id))
      const roll = random.next()
      const now = Date.now()
      if (ids.length === 0 || roll < 0.4) await insertRow(trx, entity, fieldsFor(entity, random), now)
      else if (roll < 0.75) {
        const row = await getRow(trx, entity, random.pick(ids))
        if (row !== undefined)
          await updateRow(trx, entity, row, { description: `改${random.below(1e6)}` }, now)
      } else await deleteRow(trx, entity, random.pick(ids), now)
      await sleep(random.below(4))
    })
    if (random.next() < 0.3) await sleep(random.below(3))
  }
}

interface FeedPage {
  cursor: number
  more: boolean
  changes: Array<{ entity: string; id: number; op: "upsert" | "delete"; row?: Row }>
}

/** One reader: pull from its cursor until the writers are done and a pull after that says no more. */
const read = async (random: Random, from: number, writersDone: () => boolean, seed: number) => {
  const rows = new Map<Key, Row>()
  const lastVersion = new Map<Key, number>()
  let cursor = from
  for (;;) {
    const finished = writersDone()
    const limit = 1 + random.below(20)
    const response = await fetch(`${base}/api/sync?since=${cursor}&limit=${limit}`, {
      headers: { Cookie: cookie },
    })
    expect(response.status, `seed ${seed}`).toBe(200)
    const page = (await response.json()) as FeedPage
    expect(page.cursor, `seed ${seed}: the cursor never goes back`).toBeGreaterThanOrEqual(cursor)
    const keys = page.changes.map((change) => `${change.entity}:${change.id}`)
    expect(new Set(keys).size, `seed ${seed}: an entry twice in one page`).toBe(keys.length)
    for (const change of page.changes) {
      const key: Key = `${change.entity}:${change.id}`
      if (change.op === "delete") {
        rows.delete(key)
        continue
      }
      const row = change.row as Row
      // A row comes again only when it changed again: never the same or an older version.
      expect(row.version, `seed ${seed}: ${key} delivered again or out of order`).toBeGreaterThan(
        lastVersion.get(key) ?? 0,
      )
      lastVersion.set(key, row.version)
      rows.set(key, row)
    }
    cursor = page.cursor
    if (finished && !page.more) return rows
    await sleep(1 + random.below(3))
  }
}

const serverRows = async (): Promise<Map<Key, Row>> => {
  const rows = new Map<Key, Row>()
  for (const entity of entities) {
    const stored = (await writerDb.knex(contentTables[entity]).select("data")) as Array<{ data: string }>
    for (const { data } of stored) {
      const row = JSON.parse(data) as Row
      rows.set(`${entity}:${row.id}`, row)
    }
  }
  return rows
}

const seeds = Array.from({ length: runs }, (_, run) => firstSeed + run)

test.each(seeds)("seed %i: every reader ends with exactly the server's rows", async (seed) => {
  // Each run starts from empty tables, deleted the way the server deletes (each delete logged), and
  // its readers from the log's newest seq after that, so they read only this run's changes. The log
  // is never cut: the server's caches rely on its newest seq never going back (a run that removed its
  // entries once brought that seq back to an earlier value and was served a page cached in a run
  // before, with rows that no longer existed).
  const from = await writeTransaction(writerDb, async (trx) => {
    for (const entity of entities) {
      const ids = (await trx(contentTables[entity]).select("id")) as Array<{ id: number }>
      await deleteRows(
        trx,
        entity,
        ids.map((row) => Number(row.id)),
        Date.now(),
      )
    }
    return maxSeq(trx)
  })
  let done = false
  const pulls = Array.from({ length: readers }, (_, i) =>
    read(seededRandom(seed * 31 + i + 1), from, () => done, seed),
  )
  const writes = Promise.all(
    Array.from({ length: writers }, (_, i) => write(seededRandom(seed * 17 + i + 1))),
  ).finally(() => {
    done = true
  })
  // Everything settles before the run ends (the next run starts from a clean log), then any failure.
  const settled = await Promise.allSettled([writes, ...pulls])
  const failure = settled.find((result) => result.status === "rejected")
  if (failure !== undefined) throw failure.reason
  const results = await Promise.all(pulls)
  const expected = await serverRows()
  for (const result of results) {
    const onlyOurs = new Map([...result].filter(([key]) => entities.some((e) => key.startsWith(`${e}:`))))
    expect(onlyOurs, `seed ${seed}: a reader's rows differ from the server's`).toEqual(expected)
  }
})
