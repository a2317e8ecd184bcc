import { afterAll, beforeAll, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"

// Two servers' worth of state on one database: a write through one must reach the other's cached
// lists at once (the next read asks the database for the change log's newest seq), never later.
let first: TestServer
let second: RunningServer

beforeAll(async () => {
  first = await startTestServer()
  second = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: first.databaseUrl,
    sessionSecret: "test-session-secret",
    production: false,
    adminUsername: undefined,
    adminPassword: undefined,
    demoContent: false,
    captchaTestText: "TEST",
    staticDir: undefined,
  })
})
afterAll(async () => {
  await second.close()
  await first.stop()
})

test("a write through one server is in the other's next list read, with a new ETag", async () => {
  const writer = apiClient(first.url)
  const reader = apiClient(`http://127.0.0.1:${second.port}`)
  const cookie = await loginAs(first.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const readerCookie = await loginAs(`http://127.0.0.1:${second.port}`, {
    username: "admin",
    password: "admin-password",
    captcha: "TEST",
  })
  const identity = { "Accept-Encoding": "identity" }
  let etag = (await reader.get("/api/employees", { headers: identity })).headers.get("etag") ?? ""
  let adminEtag =
    (await reader.get("/api/employees", { cookie: readerCookie, headers: identity })).headers.get("etag") ??
    ""
  // Every round writes and reads back-to-back: a cache that trusted an old seq for even a moment
  // would answer 304 (or the old list) to one of these reads.
  for (let round = 1; round <= 10; round += 1) {
    const created = await writer.post("/api/employees", { cookie, body: sampleEmployee(`员工${round}`) })
    expect(created.status).toBe(201)
    // The anonymous fast path, revalidating the ETag it had.
    const anonymous = await reader.get("/api/employees", { headers: { ...identity, "If-None-Match": etag } })
    expect(anonymous.status).toBe(200)
    expect((anonymous.body as Json[]).map((e) => e.name).at(-1)).toBe(`员工${round}`)
    etag = anonymous.headers.get("etag") ?? ""
    // The Express path (an admin session), gzip and not.
    const admin = await reader.get("/api/employees", {
      cookie: readerCookie,
      headers: { ...identity, "If-None-Match": adminEtag },
    })
    expect(admin.status).toBe(200)
    expect((admin.body as Json[]).length).toBe(round)
    adminEtag = admin.headers.get("etag") ?? ""
    const snapshot = await reader.get("/api/sync?since=0")
    expect((snapshot.body.changes as Json[]).some((c) => c.row?.name === `员工${round}`)).toBe(true)
  }
  // Nothing changed since: the same ETag is a 304 again.
  const unchanged = await reader.get("/api/employees", { headers: { ...identity, "If-None-Match": etag } })
  expect(unchanged.status).toBe(304)
})
