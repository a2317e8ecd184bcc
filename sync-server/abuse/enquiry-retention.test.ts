/**
 * Enquiry retention (settings' enquiryRetentionDays, abuse/enquiry-retention.ts), over HTTP on the
 * real server, on SQLite and (npm run test:pg) PostgreSQL: the setting's validation, a sweep deleting
 * only completed and rejected enquiries past the period, with audit records and deletes in an admin's
 * sync feed, 0 keeping everything, and sweeps running at once deleting each enquiry exactly once.
 * The server's clock is set by the test.
 */
import { randomUUID } from "node:crypto"
import { afterEach, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { openDatabase } from "../db/connection.ts"
import { type Json, apiClient, sampleCollaboration } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { sweepEnquiries } from "./enquiry-retention.ts"

const dayMs = 24 * 60 * 60 * 1000
const today = Date.parse("2026-06-01T00:00:00Z")
const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

const onPostgres = process.env.TEST_POSTGRES_URL !== undefined && process.env.TEST_POSTGRES_URL !== ""

const start = async (enquiryRetentionBatch?: number) => {
  const clock = { now: today - 40 * dayMs }
  const server = await startTestServerWith({}, { now: () => clock.now, enquiryRetentionBatch })
  servers.push(server)
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  /** Send mutations through the batched push (many enquiries in one request); their answers. */
  const push = async (mutations: Array<{ method: string; path: string; body: unknown }>) => {
    const answer = await api.post("/api/sync/push", {
      cookie,
      body: { mutations: mutations.map((mutation) => ({ key: randomUUID(), ...mutation })) },
    })
    expect(answer.status).toBe(200)
    const results = (answer.body as Json).results as Array<{ status: number; body: Json }>
    for (const result of results) expect(result.status).toBeLessThan(300)
    return results
  }
  /** `count` enquiries sent now, then set to `status` (none: left new); their ids. */
  const enquiries = async (count: number, status?: string): Promise<number[]> => {
    const ids: number[] = []
    for (let first = 0; first < count; first += 100) {
      const batch = Array.from({ length: Math.min(100, count - first) }, () => ({
        method: "POST",
        path: "/api/collaborations",
        body: sampleCollaboration(),
      }))
      ids.push(...(await push(batch)).map((result) => Number(result.body.id)))
    }
    if (status !== undefined)
      for (let first = 0; first < ids.length; first += 100)
        await push(
          ids.slice(first, first + 100).map((id) => ({
            method: "PATCH",
            path: `/api/collaborations/${id}/status`,
            body: { status },
          })),
        )
    return ids
  }
  /** One enquiry sent now (then set to `status`); its id. */
  const enquiry = async (status?: string): Promise<number> => {
    const [id] = await enquiries(1, status)
    if (id === undefined) throw new Error("no enquiry stored")
    return id
  }
  const setDays = (days: unknown, headers: Record<string, string> = {}) =>
    api.patch("/api/settings", { cookie, headers, body: { enquiryRetentionDays: days } })
  const cursor = async (): Promise<number> =>
    Number((await api.get("/api/sync?since=0", { cookie })).body.cursor)
  /** The admin's feed since `since`, every page. */
  const feed = async (since: number) => {
    const changes: Json[] = []
    let at = since
    for (;;) {
      const page = (await api.get(`/api/sync?since=${at}&limit=2000`, { cookie })).body as Json
      changes.push(...(page.changes as Json[]))
      at = Number(page.cursor)
      if (page.more !== true) return changes
    }
  }
  /** The ids of the enquiries the server holds (from the whole feed). */
  const storedIds = async (): Promise<number[]> =>
    (await feed(0))
      .filter((change) => change.entity === "collaborations" && change.op === "upsert")
      .map((change) => Number(change.id))
      .sort((a, b) => a - b)
  const deleteRecords = async (): Promise<AuditRecord[]> => {
    const records: AuditRecord[] = []
    let before = ""
    for (;;) {
      const page = (
        await api.get(`/api/activity?entity=collaborations&action=delete&limit=200${before}`, { cookie })
      ).body as Json
      records.push(...(page.records as AuditRecord[]))
      if (page.nextCursor === null) return records
      before = `&before=${String(page.nextCursor)}`
    }
  }
  return { server, api, cookie, clock, enquiries, enquiry, setDays, cursor, feed, storedIds, deleteRecords }
}

describe("the setting", () => {
  test("a whole number from 0 to 3650 is saved; anything else is 400 in the person's language and changes nothing", async () => {
    const { api, cookie, setDays } = await start()
    const before = (await api.get("/api/settings")).body as Json
    expect(before.enquiryRetentionDays).toBe(0)
    for (const bad of ["30", "abc", 1.5, -1, 3651, null, true, 1e9]) {
      const chinese = await setDays(bad)
      expect(chinese.status, JSON.stringify(bad)).toBe(400)
      expect(chinese.body).toMatchObject({
        code: "VALIDATION",
        issues: [
          {
            path: ["enquiryRetentionDays"],
            code: "settings.enquiryRetentionDays",
            message: "保留天数必须是 0 到 3650 之间的整数（0 表示永久保留）",
          },
        ],
      })
      const english = await setDays(bad, { "Accept-Language": "en" })
      expect(english.status).toBe(400)
      expect((english.body as Json).issues[0].message).toBe(
        "The days to keep must be a whole number from 0 to 3650 (0 keeps them for ever)",
      )
    }
    // Nothing changed: not the field, not the row's version.
    expect((await api.get("/api/settings")).body).toEqual(before)
    for (const good of [3650, 30, 0]) {
      const saved = await setDays(good)
      expect(saved.status).toBe(200)
      expect((saved.body as Json).enquiryRetentionDays).toBe(good)
    }
    const after = (await api.get("/api/settings", { cookie })).body as Json
    expect(after).toMatchObject({ enquiryRetentionDays: 0, version: before.version + 3 })
  })
})

describe("a sweep", () => {
  test("deletes only completed and rejected enquiries unchanged for longer than the period, recorded and synced", async () => {
    const { server, clock, enquiry, setDays, cursor, feed, storedIds, deleteRecords, api, cookie } =
      await start()
    // 40 days ago: one of each status; 10 days ago: a completed and a rejected one.
    const fresh = await enquiry()
    const contacted = await enquiry("contacted")
    const inProgress = await enquiry("in_progress")
    const completed = await enquiry("completed")
    const rejected = await enquiry("rejected")
    // Completed 40 days ago, reopened 10 days ago: its last change is recent, and it is not handled.
    const reopened = await enquiry("completed")
    clock.now = today - 10 * dayMs
    await api.patch(`/api/collaborations/${reopened}/status`, { cookie, body: { status: "in_progress" } })
    const recentCompleted = await enquiry("completed")
    const recentRejected = await enquiry("rejected")
    clock.now = today
    expect((await setDays(30)).status).toBe(200)
    const since = await cursor()

    expect(await server.sweepEnquiries()).toBe(2)

    expect(await storedIds()).toEqual(
      [fresh, contacted, inProgress, reopened, recentCompleted, recentRejected].sort((a, b) => a - b),
    )
    // An admin device's next pull drops them.
    expect(
      (await feed(since)).filter((change) => change.entity === "collaborations").map((change) => change),
    ).toEqual([
      { entity: "collaborations", id: completed, op: "delete" },
      { entity: "collaborations", id: rejected, op: "delete" },
    ])
    // Recorded as deletes by the retention, with the row as it was.
    const records = await deleteRecords()
    expect(records.map((record) => [record.entityId, record.before?.status])).toEqual([
      [rejected, "rejected"],
      [completed, "completed"],
    ])
    for (const record of records) {
      expect(record).toMatchObject({
        actor: null,
        automatic: "enquiryRetention",
        action: "delete",
        entity: "collaborations",
        after: null,
        at: new Date(today).toISOString(),
        address: null,
        idempotencyKey: null,
      })
    }
    const history = (await api.get(`/api/history/collaborations/${completed}`, { cookie })).body as Json
    expect(history.records[0]).toMatchObject({ action: "delete", automatic: "enquiryRetention" })

    // Nothing more to do: a second sweep deletes and records nothing.
    expect(await server.sweepEnquiries()).toBe(0)
    expect(await deleteRecords()).toHaveLength(2)

    // Twenty days on, the two handled 10 days ago have passed the period too.
    clock.now = today + 20 * dayMs + 1
    expect(await server.sweepEnquiries()).toBe(2)
    expect(await storedIds()).toEqual([fresh, contacted, inProgress, reopened].sort((a, b) => a - b))
  })

  test("0 (the default) keeps every enquiry", async () => {
    const { server, clock, enquiries, setDays, storedIds, deleteRecords } = await start()
    const ids = [
      ...(await enquiries(2, "completed")),
      ...(await enquiries(2, "rejected")),
      ...(await enquiries(1)),
    ]
    clock.now = today + 3650 * dayMs
    expect(await server.sweepEnquiries()).toBe(0)
    expect((await setDays(0)).status).toBe(200)
    expect(await server.sweepEnquiries()).toBe(0)
    expect(await storedIds()).toEqual(ids.sort((a, b) => a - b))
    expect(await deleteRecords()).toEqual([])
  })

  test("sweeps at once, in batches, on more than one connection, delete and record each enquiry exactly once", async () => {
    // Batches of 7: the sweeps' batches interleave, each finding rows the others deleted meanwhile.
    const { server, clock, enquiries, setDays, storedIds, deleteRecords } = await start(7)
    const expired = [...(await enquiries(120, "completed")), ...(await enquiries(30, "rejected"))]
    const kept = await enquiries(20, "in_progress")
    clock.now = today
    expect((await setDays(7)).status).toBe(200)

    // On PostgreSQL another handle on the same database stands for another process, sweeping at the
    // same time. On SQLite one process cannot wait for its own second connection (better-sqlite3 waits
    // synchronously): there the server's sweeps run at once through its one connection (transactions
    // one at a time, as across processes) and the other handle sweeps after them.
    const other = openDatabase(server.databaseUrl)
    try {
      const otherSweep = () => sweepEnquiries(other, () => clock.now, { batchSize: 5 })
      const together = [server.sweepEnquiries(), server.sweepEnquiries(), server.sweepEnquiries()]
      const counts = onPostgres
        ? await Promise.all([...together, otherSweep(), otherSweep()])
        : [...(await Promise.all(together)), await otherSweep()]
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expired.length)
    } finally {
      await other.knex.destroy()
    }
    expect(await storedIds()).toEqual(kept.sort((a, b) => a - b))
    const records = await deleteRecords()
    expect(records.map((record) => record.entityId).sort((a, b) => Number(a) - Number(b))).toEqual(
      expired.sort((a, b) => a - b),
    )
    expect(records.every((record) => record.automatic === "enquiryRetention")).toBe(true)
  })
})
