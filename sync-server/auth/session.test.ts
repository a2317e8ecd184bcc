import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"

// In production the session cookie is Secure (behind a TLS-terminating proxy that sets X-Forwarded-Proto).
let running: RunningServer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sync-server-prod-"))
  running = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(dir, "site.db")}`,
    sessionSecret: "production-secret",
    production: true,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: false,
    captchaTestText: undefined,
    staticDir: undefined,
  })
})
afterAll(async () => {
  await running.close()
  rmSync(dir, { recursive: true, force: true })
})

test("the session cookie is HttpOnly, SameSite=Strict and Secure in production", async () => {
  const response = await fetch(`http://127.0.0.1:${running.port}/api/captcha?t=1`, {
    headers: { "X-Forwarded-Proto": "https" },
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie()[0] ?? ""
  expect(cookie).toMatch(/^sid=/)
  expect(cookie).toMatch(/; Secure/)
  expect(cookie).toMatch(/; HttpOnly/)
  expect(cookie).toMatch(/; SameSite=Strict/)
})
