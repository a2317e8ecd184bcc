import { afterAll, beforeAll, expect, test } from "vitest"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"
import { apiClient } from "../test-support/client.ts"
import { runSetPasswordCli } from "../test-support/set-password-cli.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

test("npm run admin:password sets a new password read from stdin and ends the user's sessions", async () => {
  const api = apiClient(server.url)
  const old = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const run = await runSetPasswordCli(server.databaseUrl, "admin", "brand-new-password")
  expect(run.code).toBe(0)
  expect(run.stdout).toContain('Password set for "admin"')
  expect((await api.get("/api/user", { cookie: old })).status).toBe(401)
  await expect(
    loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" }),
  ).rejects.toThrow()
  const cookie = await loginAs(server.url, {
    username: "admin",
    password: "brand-new-password",
    captcha: "TEST",
  })
  expect((await api.get("/api/user", { cookie })).status).toBe(200)
})
