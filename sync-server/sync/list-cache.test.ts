import { afterAll, beforeAll, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"

// Two server processes' worth of state on one database: a write through one must reach the other's
// cached lists, which are invalidated from the change log, not from process memory.
let first: TestServer
let second: RunningServer
const freshnessMs = 50

beforeAll(async () => {
  first = await startTestServer()
  second = await startServer(
    {
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
    },
    { cacheFreshnessMs: freshnessMs },
  )
})
afterAll(async () => {
  await second.close()
  await first.stop()
})

test("a write through one server invalidates another server's cached list", async () => {
  const reader = apiClient(`http://127.0.0.1:${second.port}`)
  const before = await reader.get("/api/employees")
  expect(before.body).toEqual([])
  const etag = before.headers.get("etag") ?? ""
  const cookie = await loginAs(first.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  await apiClient(first.url).post("/api/employees", { cookie, body: sampleEmployee("另一个进程") })
  await new Promise((resolve) => setTimeout(resolve, freshnessMs + 20))
  const after = await reader.get("/api/employees", { headers: { "If-None-Match": etag } })
  expect(after.status).toBe(200)
  expect((after.body as Json[]).map((e) => e.name)).toEqual(["另一个进程"])
  const feed = await reader.get("/api/sync?since=0")
  expect((feed.body.changes as Json[]).some((c) => c.row?.name === "另一个进程")).toBe(true)
})
