/**
 * What a first visit pulls (docs/sync.md, "What a first visit pulls"), with the real server: a
 * visitor's device pulls cards (rows without their detail-only fields, marked partial), a detail
 * page's fetch keeps the full row, a newer card makes it partial again, "keep this site offline"
 * brings every body, and a sign-in on a cards device pulls full rows. The feed's `fields` query:
 * cards for anonymous readers only, a bad value refused in the person's language.
 */
import "fake-indexeddb/auto"
import { afterAll, beforeAll, expect, test } from "vitest"
import { cardOf, detailOnlyFields } from "../../schema/detail-fields.ts"
import { type EntityName, entityNames, entityPaths } from "../../schema/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow } from "../db/local-row.ts"
import { fetchFullRow } from "./full-rows.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

const publicEntities = ["employees", "teams", "projects", "tools", "blogPosts"] as const

let server: TestServer
let staff: TestDevice
let visitor: TestDevice

beforeAll(async () => {
  server = await startRealServer({ demoContent: true })
  staff = createTestDevice(server.url)
  visitor = createTestDevice(server.url, {}, {}, "cards")
  await staff.signIn()
})
afterAll(async () => {
  await staff.close()
  await visitor.close()
  await server.stop()
})

/** The public rows of an entity as the API gives them (full), by id. */
const apiRows = async (entity: EntityName): Promise<Map<number, AnyRow>> => {
  const path =
    entity === "blogPosts" ? `${entityPaths.blogPosts}?published=true&limit=200` : entityPaths[entity]
  const response = await fetch(`${server.url}${path}`)
  const rows = (await response.json()) as AnyRow[]
  return new Map(rows.map((row) => [row.id, row]))
}

const rowsOf = (db: SiteDatabase, entity: EntityName) => db.rowsOf(entity).orderBy("id").toArray()

test("a cards pull stores every public row without its detail-only fields, marked partial", async () => {
  expect(await visitor.client.pull()).toBe("done")
  for (const entity of publicEntities) {
    const full = await apiRows(entity)
    const local = await rowsOf(visitor.db, entity)
    expect(local.length).toBe(full.size)
    for (const row of local) {
      const server = full.get(row.id)
      if (server === undefined) throw new Error(`${entity} ${row.id} not public`)
      // Exactly the card's fields: the full row less its detail-only fields, and the local marker.
      expect(row).toEqual({ ...cardOf(entity, server), partial: true })
      for (const name of detailOnlyFields[entity]) expect(row).not.toHaveProperty(name)
    }
  }
  expect((await rowsOf(visitor.db, "blogPosts")).length).toBeGreaterThan(2)
})

test("a detail fetch keeps the full row; a pull of the same version keeps it full", async () => {
  const [post] = await rowsOf(visitor.db, "blogPosts")
  if (post === undefined) throw new Error("demo posts")
  expect(await fetchFullRow(visitor.db, visitor.client.transport, "blogPosts", post.id)).toBe("kept")
  const kept = await visitor.db.blogPosts.get(post.id)
  expect(kept).toEqual((await apiRows("blogPosts")).get(post.id))
  expect(kept?.content.length).toBeGreaterThan(0)
  // Reading the feed again from 0 (a lost cursor, a sign-out) brings the same version as a card.
  await visitor.db.meta.put({ key: "cursor", value: 0 })
  expect(await visitor.client.pull()).toBe("done")
  expect((await visitor.db.blogPosts.get(post.id))?.partial).toBeUndefined()
  expect(await fetchFullRow(visitor.db, visitor.client.transport, "blogPosts", 987_654)).toBe("gone")
})

test("a newer version of a card makes the row partial again", async () => {
  const [post] = await rowsOf(visitor.db, "blogPosts")
  if (post === undefined || post.partial === true) throw new Error("the post fetched above")
  await staff.client.pull()
  await staff.client.change("blogPosts", "update", post.id, { title: "卡片的新版本" })
  await staff.client.syncNow()
  expect(await staff.db.outbox.count()).toBe(0)
  expect(await visitor.client.pull()).toBe("done")
  const card = await visitor.db.blogPosts.get(post.id)
  expect(card?.title).toBe("卡片的新版本")
  expect(card?.version).toBeGreaterThan(post.version)
  expect(card?.partial).toBe(true)
  expect(card).not.toHaveProperty("content")
})

test("keep offline: full rows from now on, every body on the device, remembered", async () => {
  expect(await visitor.client.pullEverything()).toBe("done")
  expect((await visitor.db.meta.get("fields"))?.value).toBe("full")
  for (const entity of publicEntities) {
    const full = await apiRows(entity)
    const local = await rowsOf(visitor.db, entity)
    expect(local.filter((row) => row.partial === true)).toEqual([])
    expect(new Map(local.map((row) => [row.id, row]))).toEqual(full)
  }
  // A later change comes full.
  const [employee] = await rowsOf(visitor.db, "employees")
  if (employee === undefined) throw new Error("demo employees")
  await staff.client.change("employees", "update", employee.id, { technicalDetails: "保存后的新版本" })
  await staff.client.syncNow()
  expect(await visitor.client.pull()).toBe("done")
  expect(await visitor.db.employees.get(employee.id)).toMatchObject({ technicalDetails: "保存后的新版本" })
  expect((await visitor.db.employees.get(employee.id))?.partial).toBeUndefined()
})

test("a sign-in on a cards device pulls full rows", async () => {
  const device = createTestDevice(server.url, {}, {}, "cards")
  try {
    expect(await device.client.pull()).toBe("done")
    expect((await device.db.blogPosts.toArray()).every((post) => post.partial === true)).toBe(true)
    await device.signIn()
    for (const entity of publicEntities) {
      const local = await rowsOf(device.db, entity)
      expect(local.filter((row) => row.partial === true)).toEqual([])
      expect(local).toEqual(await rowsOf(staff.db, entity))
    }
    // Signed out again: a visitor's snapshot from 0, but what the device holds stays full.
    await device.signOut()
    expect((await device.db.blogPosts.toArray()).filter((post) => post.partial === true)).toEqual([])
  } finally {
    await device.close()
  }
})

test("the feed's fields query: cards for anonymous readers only, a bad value refused", async () => {
  const anonymous = (await (await fetch(`${server.url}/api/sync?fields=cards`)).json()) as {
    fields: string
    changes: Array<{ entity: EntityName; row?: Record<string, unknown> }>
  }
  expect(anonymous.fields).toBe("cards")
  const posts = anonymous.changes.filter((change) => change.entity === "blogPosts" && change.row)
  expect(posts.length).toBeGreaterThan(0)
  for (const change of posts) expect(change.row).not.toHaveProperty("content")
  const signedIn = (await staff.get("/api/sync?fields=cards")) as typeof anonymous
  expect(signedIn.fields).toBe("full")
  const staffPosts = signedIn.changes.filter((change) => change.entity === "blogPosts" && change.row)
  for (const change of staffPosts) expect(change.row).toHaveProperty("content")
  const full = (await (await fetch(`${server.url}/api/sync`)).json()) as typeof anonymous
  expect(full.fields).toBe("full")
  for (const [language, text] of [
    ["zh-CN", "取值无效"],
    ["en", "Invalid value"],
  ] as const) {
    for (const query of ["fields=all", "fields=cards&since=3", "fields="]) {
      const response = await fetch(`${server.url}/api/sync?${query}${query.includes("since") ? "x" : ""}`, {
        headers: { "Accept-Language": language },
      })
      expect(response.status, query).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(text)
    }
  }
})

test("every entity with detail-only fields is a public content kind", () => {
  for (const entity of entityNames)
    if (detailOnlyFields[entity].length > 0) expect(publicEntities).toContain(entity)
})
