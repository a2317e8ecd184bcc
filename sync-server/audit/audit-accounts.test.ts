/**
 * Sign-in events and password changes in the audit trail: a login, a failed login (a wrong password
 * for an account, an unknown name), a logout, and `npm run admin:password`. A wrong captcha checks no
 * password and is not recorded (docs/audit.md).
 */
import { describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, apiClient } from "../test-support/client.ts"
import { runSetPasswordCli } from "../test-support/set-password-cli.ts"
import { loginAs } from "../test-support/test-server.ts"
import { newestId, recordsSince } from "../test-support/audit/audit-test-support.ts"

const admin = adminSessionPerFile()

const attempt = async (username: string, password: string, captcha = "TEST") => {
  const visitor = apiClient(admin.server.url)
  const image = await fetch(`${admin.server.url}/api/captcha?t=${Date.now()}`)
  const cookie = image.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ")
  return visitor.post("/api/login", {
    cookie,
    body: { username, password, captcha },
    headers: { "User-Agent": "login-test" },
  })
}

const setPassword = async (username: string, password: string): Promise<number | null> =>
  (await runSetPasswordCli(admin.server.databaseUrl, username, password)).code

const adminId = async (): Promise<number> =>
  ((await admin.api.get("/api/user", { cookie: admin.cookie })).body as Json).id

const strip = (records: AuditRecord[]) =>
  records.map(({ action, entity, entityId, actor, before, after, changed }) => ({
    action,
    entity,
    entityId,
    actor,
    before,
    after,
    changed,
  }))

describe("sign-in events", () => {
  test("a login, a wrong password, an unknown name and a logout are recorded once each", async () => {
    const id = await adminId()
    const since = await newestId(admin)
    expect((await attempt("admin", "wrong-password")).status).toBe(401)
    expect((await attempt("nobody-here", "wrong-password")).status).toBe(401)
    const cookie = await loginAs(admin.server.url, {
      username: "admin",
      password: "admin-password",
      captcha: "TEST",
    })
    expect(
      (await admin.api.post("/api/logout", { cookie, headers: { "User-Agent": "logout-test" } })).status,
    ).toBe(200)
    // A logout without a session is nobody's: nothing to record.
    expect((await apiClient(admin.server.url).post("/api/logout")).status).toBe(200)

    const records = await recordsSince(admin, since)
    const none = { before: null, after: null, changed: [] }
    expect(strip(records)).toEqual([
      { action: "logout", entity: "users", entityId: id, actor: { id, username: "admin" }, ...none },
      { action: "login", entity: "users", entityId: id, actor: { id, username: "admin" }, ...none },
      { action: "login_failed", entity: "users", entityId: null, actor: null, ...none },
      { action: "login_failed", entity: "users", entityId: id, actor: null, ...none },
    ])
    expect(records[0]?.userAgent).toBe("logout-test")
    expect(records[3]).toMatchObject({ userAgent: "login-test", idempotencyKey: null, madeAt: null })
    expect(records[3]?.address).toMatch(/127\.0\.0\.1$/)
    // What was typed as the unknown name (it may be a password) is stored nowhere.
    expect(JSON.stringify(records)).not.toContain("nobody-here")
  })

  test("a wrong captcha checks no password and records nothing", async () => {
    const since = await newestId(admin)
    expect((await attempt("admin", "admin-password", "WRONG")).status).toBe(400)
    expect(await recordsSince(admin, since)).toEqual([])
  })

  test("npm run admin:password records a password change of the account", async () => {
    const id = await adminId()
    const since = await newestId(admin)
    expect(await setPassword("admin", "admin-password")).toBe(0)
    // The CLI ended the admin's sessions: read the trail with a new one.
    const cookie = await loginAs(admin.server.url, {
      username: "admin",
      password: "admin-password",
      captcha: "TEST",
    })
    const answer = await admin.api.get("/api/activity?action=password_change", { cookie })
    const records = (answer.body.records as AuditRecord[]).filter((record) => record.id > since)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      action: "password_change",
      entity: "users",
      entityId: id,
      actor: null,
      userAgent: "npm run admin:password",
    })
  })
})
