/**
 * The administrators' accounts API over HTTP (issue 29): every route x {anonymous, editor, viewer,
 * admin} (401/403 and nothing changed in the database, or the allowed answer); what each answer holds;
 * bad input (400/404/409 in both languages, never a 500); a cross-site Origin refused before anything
 * is read.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestAccount, createAccount, inviteAccount, tokenOf } from "../test-support/accounts.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import type { ApiResponse, Json } from "../test-support/client.ts"

const admin = adminSessionPerFile()
let db: Database
let editor: TestAccount
let viewer: TestAccount

beforeAll(async () => {
  db = openDatabase(admin.server.databaseUrl)
  editor = await createAccount(admin, "editor", "matrix-editor")
  viewer = await createAccount(admin, "viewer", "matrix-viewer")
})
afterAll(() => db?.knex.destroy())

/** What an accounts route could change: accounts, their links, their sessions, the audit trail. */
const stored = async () => ({
  users: await db.knex("users").orderBy("id").select(),
  invitations: await db.knex("invitations").orderBy("id").select(),
  sessions: await db.knex("user_sessions").orderBy("sid").select("sid", "user_id"),
  cookieSessions: await db.knex("sessions").orderBy("sid").select("sid"),
  audit: await db.knex("audit_log").orderBy("id").select("id"),
})

const expectRefused = (answer: ApiResponse<Json>, status: 401 | 403) => {
  expect(answer.status).toBe(status)
  expect(answer.body.code).toBe(status === 401 ? "UNAUTHORIZED" : "FORBIDDEN")
  expect(answer.headers.get("cache-control")).toContain("no-store")
}

interface AccountRoute {
  readonly name: string
  readonly allowed: number
  readonly call: (
    target: number,
    cookie?: string,
    headers?: Record<string, string>,
  ) => Promise<ApiResponse<Json>>
}

const routes: ReadonlyArray<AccountRoute> = [
  {
    name: "GET /api/accounts",
    allowed: 200,
    call: (_t, cookie, headers) => admin.api.get("/api/accounts", { cookie, headers }),
  },
  {
    name: "POST /api/accounts",
    allowed: 201,
    call: (target, cookie, headers) =>
      admin.api.post("/api/accounts", {
        cookie,
        headers,
        body: { username: `made-for-${target}`, displayName: "Intruder", role: "admin" },
      }),
  },
  {
    name: "PATCH /api/accounts/:id",
    allowed: 200,
    call: (target, cookie, headers) =>
      admin.api.patch(`/api/accounts/${target}`, {
        cookie,
        headers,
        body: { role: "admin", displayName: "Boss" },
      }),
  },
  {
    name: "POST /api/accounts/:id/reset",
    allowed: 200,
    call: (target, cookie, headers) => admin.api.post(`/api/accounts/${target}/reset`, { cookie, headers }),
  },
  {
    name: "DELETE /api/accounts/:id",
    allowed: 200,
    call: (target, cookie, headers) => admin.api.delete(`/api/accounts/${target}`, { cookie, headers }),
  },
]

describe("every accounts route x every role", () => {
  for (const route of routes) {
    test(`${route.name}: anonymous 401; editor, viewer and the account itself 403, nothing changed; admin ${route.allowed}`, async () => {
      const target = await createAccount(admin, "viewer")
      const before = await stored()
      expectRefused(await route.call(target.id), 401)
      const asEditor = await route.call(target.id, editor.cookie, { "Accept-Language": "en" })
      expectRefused(asEditor, 403)
      expect(asEditor.body.message).toBe("Your role (Editor) does not allow this")
      const asViewer = await route.call(target.id, viewer.cookie)
      expectRefused(asViewer, 403)
      expect(asViewer.body.message).toBe("你的角色（只读成员）不允许此操作")
      // Nobody promotes, resets or deletes themselves without the role either.
      expectRefused(await route.call(target.id, target.cookie), 403)
      expect(await stored()).toEqual(before)

      const asAdmin = await route.call(target.id, admin.cookie)
      expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(route.allowed)
      expect(asAdmin.headers.get("cache-control")).toContain("no-store")
      // The refused callers are still signed in (a 403 ends nothing).
      expect((await admin.api.get("/api/user", { cookie: editor.cookie })).status).toBe(200)
    })
  }
})

describe("GET /api/accounts", () => {
  test("every account by username, with role, state, sessions and invitation; never a hash or token", async () => {
    const pending = await inviteAccount(admin, {
      username: "Zed.pending",
      displayName: "Zed",
      role: "editor",
    })
    const answer = await admin.api.get("/api/accounts", { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    const accounts = answer.body as Json[]
    const names = accounts.map((account) => account.username)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")))
    const first = accounts.find((account) => account.username === "admin")
    expect(first).toEqual({
      id: expect.any(Number),
      username: "admin",
      displayName: "admin",
      role: "admin",
      state: "active",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      activeSessions: 1,
      canSignIn: true,
      invitationExpiresAt: null,
    })
    expect(accounts.find((account) => account.username === "Zed.pending")).toMatchObject({
      displayName: "Zed",
      canSignIn: false,
      lastSeenAt: null,
      activeSessions: 0,
      invitationExpiresAt: pending.invitation.expiresAt,
    })
    const text = JSON.stringify(accounts)
    expect(text).not.toMatch(/scrypt|password|token/i)
    expect(text).not.toContain(tokenOf(pending.invitation))
  })
})

describe("POST /api/accounts", () => {
  test("201: the account is active with no password, and its link lasts 48 h by default", async () => {
    const started = Date.now()
    const answer = await admin.api.post("/api/accounts", {
      cookie: admin.cookie,
      body: { username: "new.person@example.com", displayName: "New Person", role: "viewer" },
    })
    expect(answer.status).toBe(201)
    const { account, invitation } = answer.body
    expect(account).toMatchObject({
      username: "new.person@example.com",
      role: "viewer",
      state: "active",
      canSignIn: false,
    })
    expect(invitation.url.startsWith(`${admin.server.url}/systemadmin/invite#`)).toBe(true)
    const lifetime = Date.parse(invitation.expiresAt) - started
    expect(lifetime).toBeGreaterThanOrEqual(48 * 3600_000 - 1000)
    expect(lifetime).toBeLessThanOrEqual(48 * 3600_000 + 60_000)
    const row = (await db.knex("users").where({ id: account.id }).first()) as Json
    expect(row).toMatchObject({
      password_hash: "",
      role: "viewer",
      state: "active",
      display_name: "New Person",
    })
    const records = (await admin.api.get(`/api/history/users/${account.id}`, { cookie: admin.cookie })).body
      .records
    expect(records.map((record: AuditRecord) => record.action)).toEqual(["account_invite"])
  })

  test("a taken username, in any case: 409 in both languages, nothing added", async () => {
    const before = await stored()
    for (const [username, language, message] of [
      ["matrix-editor", "en", "This username is already taken"],
      ["MATRIX-Editor", "zh-CN", "该用户名已被使用"],
    ] as const) {
      const answer = await admin.api.post("/api/accounts", {
        cookie: admin.cookie,
        body: { username, displayName: "Twin", role: "viewer" },
        headers: { "Accept-Language": language },
      })
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ code: "USERNAME_TAKEN", message })
    }
    expect(await stored()).toEqual(before)
  })

  test("two invitations of one new name at once: one 201, one 409", async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        admin.api.post("/api/accounts", {
          cookie: admin.cookie,
          body: { username: "same-time", displayName: "Same", role: "viewer" },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  test("bad bodies: 400 with the field's issue in the person's language, never a 500", async () => {
    const before = await stored()
    const cases: ReadonlyArray<readonly [unknown, string, string]> = [
      [{ username: "ab", displayName: "X", role: "viewer" }, "username", "login.username"],
      [{ username: "with space", displayName: "X", role: "viewer" }, "username", "account.usernameChars"],
      [{ username: "x".repeat(101), displayName: "X", role: "viewer" }, "username", "tooLong"],
      [{ username: "okname", displayName: "", role: "viewer" }, "displayName", "required"],
      [{ username: "okname", displayName: "X", role: "owner" }, "role", "invalidValue"],
      [{ username: "okname", role: "viewer" }, "displayName", "required"],
      [{ username: 42, displayName: "X", role: "viewer" }, "username", "invalidType"],
    ]
    for (const [body, field, code] of cases) {
      const answer = await admin.api.post("/api/accounts", {
        cookie: admin.cookie,
        body,
        headers: { "Accept-Language": "en" },
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe("VALIDATION")
      expect(answer.body.issues[0]).toMatchObject({ path: [field], code })
    }
    const usernameChars = await admin.api.post("/api/accounts", {
      cookie: admin.cookie,
      body: { username: "with space", displayName: "X", role: "viewer" },
      headers: { "Accept-Language": "en" },
    })
    expect(usernameChars.body.issues[0].message).toBe(
      "A username may contain only letters, digits and . _ @ -",
    )
    for (const body of ["[]", "null", '"text"', "42"]) {
      const answer = await admin.api.post("/api/accounts", { cookie: admin.cookie, body })
      expect(answer.status, body).toBe(400)
    }
    expect(await stored()).toEqual(before)
  })
})

describe("ids and bodies of /api/accounts/:id", () => {
  test("not an id: 400; an id no account has: 404 in both languages; a bad change: 400", async () => {
    const target = await createAccount(admin, "viewer")
    const before = await stored()
    for (const id of ["abc", "0", "-1", "1.5", "01"]) {
      expect((await admin.api.patch(`/api/accounts/${id}`, { cookie: admin.cookie, body: {} })).status).toBe(
        400,
      )
      expect((await admin.api.post(`/api/accounts/${id}/reset`, { cookie: admin.cookie })).status).toBe(400)
      expect((await admin.api.delete(`/api/accounts/${id}`, { cookie: admin.cookie })).status).toBe(400)
    }
    for (const id of ["999999", "99999999999999999999"]) {
      const answer = await admin.api.delete(`/api/accounts/${id}`, {
        cookie: admin.cookie,
        headers: { "Accept-Language": "en" },
      })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ code: "NOT_FOUND", message: "No such account" })
      const zh = await admin.api.patch(`/api/accounts/${id}`, {
        cookie: admin.cookie,
        body: { role: "editor" },
      })
      expect(zh.body.message).toBe("账号不存在")
      expect((await admin.api.post(`/api/accounts/${id}/reset`, { cookie: admin.cookie })).status).toBe(404)
    }
    for (const body of [{ role: "owner" }, { state: "gone" }, { displayName: "" }, { role: 1 }, "[]"]) {
      const answer = await admin.api.patch(`/api/accounts/${target.id}`, { cookie: admin.cookie, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe("VALIDATION")
    }
    expect(await stored()).toEqual(before)
  })

  test("an empty change answers the account and records nothing", async () => {
    const target = await createAccount(admin, "viewer")
    const before = await stored()
    const answer = await admin.api.patch(`/api/accounts/${target.id}`, { cookie: admin.cookie, body: {} })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: target.id, role: "viewer", state: "active" })
    expect((await stored()).audit).toEqual(before.audit)
  })

  test("a change is recorded with the account before and after, never its hash", async () => {
    const target = await createAccount(admin, "viewer")
    const answer = await admin.api.patch(`/api/accounts/${target.id}`, {
      cookie: admin.cookie,
      body: { role: "editor", displayName: "Promoted" },
    })
    expect(answer.body).toMatchObject({ role: "editor", displayName: "Promoted" })
    const [record] = (await admin.api.get(`/api/history/users/${target.id}`, { cookie: admin.cookie })).body
      .records as AuditRecord[]
    expect(record).toMatchObject({
      action: "account_update",
      actor: { username: "admin" },
      before: { username: target.username, displayName: target.username, role: "viewer", state: "active" },
      after: { username: target.username, displayName: "Promoted", role: "editor", state: "active" },
      changed: ["displayName", "role"],
    })
    expect(JSON.stringify(record)).not.toContain("scrypt")
  })
})

describe("a cross-site request with an administrator's session", () => {
  const evil = "https://evil.example"
  test("every changing accounts route answers 403 CROSS_SITE_REQUEST and changes nothing", async () => {
    const target = await createAccount(admin, "viewer")
    const before = await stored()
    for (const route of routes.filter((r) => !r.name.startsWith("GET"))) {
      const forged: Array<Record<string, string>> = [
        { Origin: evil },
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "null" },
      ]
      for (const headers of forged) {
        const answer = await route.call(target.id, admin.cookie, { ...headers, "Accept-Language": "en" })
        expect(answer.status, `${route.name} ${JSON.stringify(headers)}`).toBe(403)
        expect(answer.body).toEqual({
          code: "CROSS_SITE_REQUEST",
          message: "Request refused: it came from another site",
        })
      }
    }
    expect(await stored()).toEqual(before)
    // The same call from the site itself goes through.
    const own = await admin.api.patch(`/api/accounts/${target.id}`, {
      cookie: admin.cookie,
      body: { displayName: "Same site" },
      headers: { Origin: admin.server.url, "Sec-Fetch-Site": "same-origin" },
    })
    expect(own.status).toBe(200)
  })
})
