/**
 * The rows the server renders pages from (public-rows.ts), on a real database (SQLite here,
 * PostgreSQL under `npm run test:pg`) written through the real API: what an anonymous visitor's pull
 * holds, brought up to date after each write, and a new version only when a public row changed.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { type Json, apiClient, sampleCollaboration } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"
import { PublicRowsStore } from "./public-rows.ts"

let server: TestServer
let db: Database
let cookie: string
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer({ demoContent: true })
  db = openDatabase(server.databaseUrl)
  api = apiClient(server.url)
  cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(async () => {
  await db.knex.destroy()
  await server.stop()
})

const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id).sort((a, b) => a - b)

test("holds what an anonymous pull holds: active records, published posts, the settings", async () => {
  const store = new PublicRowsStore(db)
  const { rows } = await store.now()
  const pulled = (await api.get("/api/sync?since=0&limit=2000")).body as Json
  const upserted = (entity: string) =>
    ids((pulled.changes as Json[]).filter((change) => change.entity === entity && change.op === "upsert"))
  expect(ids(rows.employees)).toEqual(upserted("employees"))
  expect(ids(rows.teams)).toEqual(upserted("teams"))
  expect(ids(rows.projects)).toEqual(upserted("projects"))
  expect(ids(rows.tools)).toEqual(upserted("tools"))
  expect(ids(rows.blogPosts)).toEqual(upserted("blogPosts"))
  expect(rows.blogPosts.every((post) => post.isPublished === true)).toBe(true)
  expect(rows.settings?.id).toBe(1)
})

test("a collaboration request changes nothing a page shows: the same version, the same rows", async () => {
  const store = new PublicRowsStore(db)
  const before = await store.now()
  expect((await api.post("/api/collaborations", { body: sampleCollaboration() })).status).toBe(201)
  const after = await store.now()
  expect(after.version).toBe(before.version)
  expect(after.rows).toBe(before.rows)
})

test("each public write is in the next answer, as a new version; a draft leaves it", async () => {
  const store = new PublicRowsStore(db)
  const first = await store.now()
  const [post] = first.rows.blogPosts
  if (post === undefined) throw new Error("no published post in the demo content")
  const current = (await api.get(`/api/blog-posts/${post.id}`)).body as { version: number }
  const unpublished = await api.patch(`/api/blog-posts/${post.id}/publish`, {
    cookie,
    body: { isPublished: false },
    headers: { "If-Match": String(current.version) },
  })
  expect(unpublished.status).toBe(200)
  const second = await store.now()
  expect(second.version).toBe(first.version + 1)
  expect(ids(second.rows.blogPosts)).not.toContain(post.id)
  // The rows a render started with do not change under it.
  expect(ids(first.rows.blogPosts)).toContain(post.id)
  const republished = await api.patch(`/api/blog-posts/${post.id}/publish`, {
    cookie,
    body: { isPublished: true },
    headers: { "If-Match": String((unpublished.body as { version: number }).version) },
  })
  expect(republished.status).toBe(200)
  const third = await store.now()
  expect(third.version).toBe(second.version + 1)
  expect(third.rows.blogPosts.find((row) => row.id === post.id)?.version).toBe(
    (republished.body as { version: number }).version,
  )
})

test("readers at once share one catch-up and all see the write", async () => {
  const store = new PublicRowsStore(db)
  await store.now()
  const [tool] = (await api.get("/api/tools")).body as Array<{ id: number; version: number }>
  if (tool === undefined) throw new Error("no tool in the demo content")
  const edited = await api.patch(`/api/tools/${tool.id}`, {
    cookie,
    body: { name: "同时读到的工具" },
    headers: { "If-Match": String(tool.version) },
  })
  expect(edited.status).toBe(200)
  const answers = await Promise.all(Array.from({ length: 20 }, () => store.now()))
  expect(new Set(answers.map((answer) => answer.rows)).size).toBe(1)
  for (const answer of answers)
    expect(answer.rows.tools.find((row) => row.id === tool.id)?.name).toBe("同时读到的工具")
})
