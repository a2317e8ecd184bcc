import { type IncomingHttpHeaders, get } from "node:http"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { type Json, sampleCollaboration, sampleEmployee, samplePost } from "../test-support/client.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
})
afterAll(() => server.stop())

const feed = async (since: number, options: { cookie?: string; limit?: number } = {}) => {
  const limit = options.limit === undefined ? "" : `&limit=${options.limit}`
  const response = await api.get(`/api/sync?since=${since}${limit}`, { cookie: options.cookie })
  expect(response.status).toBe(200)
  return response.body as { cursor: number; more: boolean; scope: string; changes: Json[] }
}

describe("GET /api/sync", () => {
  test("since=0 is a full snapshot, then only what changed, with tombstones for anonymous callers", async () => {
    const { body: employee } = await api.post("/api/employees", { cookie, body: sampleEmployee() })
    const { body: post } = await api.post("/api/blog-posts", { cookie, body: samplePost() })
    await api.patch(`/api/blog-posts/${post.id}/publish`, { cookie, body: { isPublished: true } })
    await api.post("/api/collaborations", { body: sampleCollaboration() })

    const snapshot = await feed(0)
    expect(snapshot.scope).toBe("anonymous")
    const keys = snapshot.changes.map((c) => `${c.entity}:${c.id}:${c.op}`)
    expect(keys).toEqual(expect.arrayContaining(["settings:1:upsert", `employees:${employee.id}:upsert`]))
    expect(keys).toContain(`blogPosts:${post.id}:upsert`)
    expect(snapshot.changes.some((c) => c.entity === "collaborations")).toBe(false)
    const row = snapshot.changes.find((c) => c.entity === "employees" && c.id === employee.id).row
    expect(row).toEqual((await api.get(`/api/employees/${employee.id}`)).body)

    const admin = await feed(0, { cookie })
    expect(admin.scope).toBe("admin")
    expect(admin.changes.some((c) => c.entity === "collaborations" && c.op === "upsert")).toBe(true)

    const updated = await api.patch(`/api/employees/${employee.id}`, { cookie, body: { name: "改名" } })
    const next = await feed(snapshot.cursor)
    expect(next.changes).toEqual([{ entity: "employees", id: employee.id, op: "upsert", row: updated.body }])
    expect(next.cursor).toBeGreaterThan(snapshot.cursor)

    await api.patch(`/api/blog-posts/${post.id}/publish`, { cookie, body: { isPublished: false } })
    await api.delete(`/api/employees/${employee.id}`, { cookie })
    const tombstones = await feed(next.cursor)
    expect(tombstones.changes).toEqual([
      { entity: "blogPosts", id: post.id, op: "delete" },
      { entity: "employees", id: employee.id, op: "delete" },
    ])
    // An admin still sees the unpublished post as a row.
    const adminView = await feed(next.cursor, { cookie })
    expect(adminView.changes[0]).toMatchObject({
      entity: "blogPosts",
      op: "upsert",
      row: { isPublished: false },
    })

    expect((await feed(tombstones.cursor)).changes).toEqual([])
  })

  test("pages follow the cursor until more is false", async () => {
    for (let i = 0; i < 5; i++) await api.post("/api/employees", { cookie, body: sampleEmployee(`员工${i}`) })
    const all = await feed(0, { cookie })
    const seen: string[] = []
    let cursor = 0
    for (;;) {
      const page = await feed(cursor, { cookie, limit: 2 })
      expect(page.changes.length).toBeLessThanOrEqual(2)
      seen.push(...page.changes.map((c) => `${c.entity}:${c.id}`))
      cursor = page.cursor
      if (!page.more) break
    }
    expect(seen).toEqual(all.changes.map((c) => `${c.entity}:${c.id}`))
  })

  test("an unknown cursor is 410; a malformed one 400", async () => {
    const response = await api.get("/api/sync?since=99999999")
    expect(response).toMatchObject({ status: 410, body: { code: "CURSOR_EXPIRED" } })
    expect((await api.get("/api/sync?since=-1")).status).toBe(400)
    expect((await api.get("/api/sync?since=abc")).status).toBe(400)
  })
})

describe("list cache", () => {
  test("a conditional GET is 304 until a write changes the list", async () => {
    const first = await api.get("/api/employees")
    const etag = first.headers.get("etag") ?? ""
    expect(etag).not.toBe("")
    const conditional = await fetch(`${server.url}/api/employees`, { headers: { "If-None-Match": etag } })
    expect(conditional.status).toBe(304)
    await api.post("/api/employees", { cookie, body: sampleEmployee("新来的") })
    const after = await fetch(`${server.url}/api/employees`, { headers: { "If-None-Match": etag } })
    expect(after.status).toBe(200)
    expect(((await after.json()) as Json[]).some((e) => e.name === "新来的")).toBe(true)
  })

  test("gzip is sent to clients that accept it, with its own ETag", async () => {
    const plain = await rawGet("/api/employees", { "Accept-Encoding": "identity" })
    const zipped = await rawGet("/api/employees", { "Accept-Encoding": "gzip" })
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString())
    expect(zipped.headers.etag).not.toBe(plain.headers.etag)
    const revalidated = await rawGet("/api/employees", {
      "Accept-Encoding": "gzip",
      "If-None-Match": zipped.headers.etag ?? "",
    })
    expect(revalidated.status).toBe(304)
  })
})

/** A GET without fetch's automatic decompression. */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    }).on("error", reject)
  })
