import "fake-indexeddb/auto"
import { afterEach, beforeEach, describe, expect, test } from "vitest"
import type { Collaboration, CollaborationStatus } from "../../schema/entities/collaboration.ts"
import { type CollaborationsView, collaborationsPage, contentCounts } from "./admin-queries.ts"
import { SiteDatabase } from "./database.ts"
import type { LocalRow } from "./local-row.ts"

const statuses: CollaborationStatus[] = ["new", "contacted", "in_progress", "completed", "rejected"]

const request = (id: number): LocalRow<Collaboration> => ({
  id,
  version: 1,
  createdAt: new Date(Date.UTC(2026, 0, 1) + Math.abs(id) * 60_000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  companyName: `Company ${id}`,
  contactName: "Contact",
  email: `c${id}@example.com`,
  phone: "13800000000",
  message: id === 7 ? "needle in the haystack" : "hello",
  status: statuses[Math.abs(id) % statuses.length] ?? "new",
})

const view = (values: Partial<CollaborationsView>): CollaborationsView => ({
  status: "all",
  kind: "all",
  search: "",
  matches: () => true,
  limit: 50,
  ...values,
})

const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id)

let db: SiteDatabase

beforeEach(async () => {
  db = new SiteDatabase(`admin-queries-${Math.random().toString(36).slice(2)}`)
  // 1..230 from the server, two made on this device and not sent yet (-1, then -2).
  await db.collaborations.bulkPut([
    ...Array.from({ length: 230 }, (_, index) => request(index + 1)),
    { ...request(-1), syncState: "pending" as const },
    { ...request(-2), syncState: "pending" as const },
  ])
})

afterEach(async () => {
  db.close()
  await db.delete()
})

describe("the inbox's page", () => {
  test("unfiltered: newest first (unsent ones first), one page, every request counted", async () => {
    const page = await collaborationsPage(db, view({}))
    expect(page.total).toBe(232)
    expect(ids(page.rows)).toEqual([-2, -1, ...Array.from({ length: 48 }, (_, index) => 230 - index)])
  })

  test("a longer limit reads further, to the oldest", async () => {
    expect(ids((await collaborationsPage(db, view({ limit: 100 }))).rows).slice(-1)).toEqual([133])
    const all = await collaborationsPage(db, view({ limit: 1000 }))
    expect(all.rows).toHaveLength(232)
    expect(ids(all.rows).slice(-3)).toEqual([3, 2, 1])
  })

  test("a status: its requests only, through the index, newest first, counted", async () => {
    const page = await collaborationsPage(db, view({ status: "contacted", limit: 10 }))
    // ids ≡ 1 (mod 5): 1, 6, ..., 226, and -1.
    expect(page.total).toBe(47)
    expect(ids(page.rows)).toEqual([-1, 226, 221, 216, 211, 206, 201, 196, 191, 186])
    const rejected = await collaborationsPage(db, view({ status: "rejected", limit: 1000 }))
    expect(rejected.total).toBe(46)
    expect(rejected.rows.every((row) => row.status === "rejected")).toBe(true)
  })

  test("a search finds a request far beyond the first page, and counts what it found", async () => {
    const page = await collaborationsPage(
      db,
      view({ search: "needle", matches: (row) => row.message.includes("needle") }),
    )
    expect(page).toMatchObject({ total: 1, rows: [{ id: 7 }] })
    const many = await collaborationsPage(
      db,
      view({ search: "company 1", matches: (row) => row.companyName.startsWith("Company 1"), limit: 5 }),
    )
    // Company 1, 10-19, 100-199: 111 found, the newest five drawn.
    expect(many.total).toBe(111)
    expect(ids(many.rows)).toEqual([199, 198, 197, 196, 195])
  })

  test("a search within a status", async () => {
    const page = await collaborationsPage(
      db,
      view({
        status: "completed",
        search: "company 1",
        matches: (row) => row.companyName.startsWith("Company 1"),
      }),
    )
    expect(
      page.rows.every((row) => row.status === "completed" && row.companyName.startsWith("Company 1")),
    ).toBe(true)
    expect(page.total).toBe(page.rows.length)
    expect(page.total).toBeGreaterThan(0)
  })
})

describe("contact messages beside requests", () => {
  test("the kind filter: messages, requests (rows stored before kinds count as requests), or both", async () => {
    // Every tenth row is a contact message; the rest have no kind, as rows stored before it existed.
    await db.collaborations.bulkPut(
      Array.from({ length: 23 }, (_, index) => ({
        ...request((index + 1) * 10),
        kind: "contact" as const,
        subject: "About a demo",
      })),
    )
    const messages = await collaborationsPage(db, view({ kind: "contact", limit: 5 }))
    expect(messages.total).toBe(23)
    expect(ids(messages.rows)).toEqual([230, 220, 210, 200, 190])
    const requests = await collaborationsPage(db, view({ kind: "collaboration", limit: 1000 }))
    expect(requests.total).toBe(232 - 23)
    expect(requests.rows.some((row) => row.kind === "contact")).toBe(false)
    // Within a status: ids ≡ 0 (mod 5) are new, so every contact message is.
    const newMessages = await collaborationsPage(db, view({ kind: "contact", status: "new", limit: 100 }))
    expect(newMessages.total).toBe(23)
    expect((await collaborationsPage(db, view({ kind: "contact", status: "contacted" }))).total).toBe(0)
    expect((await collaborationsPage(db, view({}))).total).toBe(232)
  })
})

describe("the dashboard's counts", () => {
  test("every section counted, and the new requests", async () => {
    const counts = await contentCounts(db)
    expect(counts).toEqual({
      employees: 0,
      teams: 0,
      projects: 0,
      tools: 0,
      blog: 0,
      collaborations: 232,
      // ids ≡ 0 (mod 5): 5, 10, ..., 230.
      newCollaborations: 46,
    })
    await db.collaborations.update(5, { status: "contacted" })
    expect((await contentCounts(db)).newCollaborations).toBe(45)
  })
})

describe("the database's version 4", () => {
  test("opens over a version 3 database and keeps its enquiries, now indexed by status", async () => {
    const name = `admin-queries-v3-${Math.random().toString(36).slice(2)}`
    const { Dexie } = await import("dexie")
    const old = new Dexie(name)
    old.version(1).stores({ collaborations: "id", settings: "id", meta: "key" })
    old.version(3).stores({ collaborations: "id" })
    await old.table("collaborations").bulkPut([request(1), request(5), request(10)])
    old.close()
    const upgraded = new SiteDatabase(name)
    expect(await upgraded.collaborations.count()).toBe(3)
    expect(await upgraded.collaborations.where("status").equals("new").count()).toBe(2)
    upgraded.close()
    await upgraded.delete()
  })
})
