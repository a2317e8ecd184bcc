/**
 * A person's own sessions and password over HTTP (issue 29), for every role: the list (device,
 * address, this one marked, a digest for an id), ending one (another, or this one: a logout), ending
 * all others; the password change needs the current password (a wrong one is a 400 counted against the
 * account's login limit) and ends the other sessions. Anonymous: 401 everywhere, nothing changed.
 */
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestAccount, createAccount, signIn } from "../test-support/accounts.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { type Json, apiClient } from "../test-support/client.ts"

let clock = Date.parse("2031-06-01T08:00:00Z")
let server: TestServer
let db: Database
const admin = {
  get server() {
    return server
  },
  get api() {
    return apiClient(server.url)
  },
  cookie: "",
}

beforeAll(async () => {
  server = await startTestServerWith({}, { now: () => clock })
  admin.cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db?.knex.destroy()
  await server?.stop()
})

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"

/** A login with a browser's User-Agent. */
const signInWith = async (account: TestAccount, userAgent: string): Promise<string> => {
  const captcha = await fetch(`${server.url}/api/captcha`, { headers: { "User-Agent": userAgent } })
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": userAgent,
      Cookie: captcha.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    },
    body: JSON.stringify({ username: account.username, password: account.password, captcha: "TEST" }),
  })
  expect(login.status).toBe(200)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ")
}

const sessionsOf = async (cookie: string, language = "en"): Promise<Json[]> => {
  const answer = await admin.api.get("/api/account/sessions", {
    cookie,
    headers: { "Accept-Language": language },
  })
  expect(answer.status).toBe(200)
  return answer.body
}

const sidOf = (cookie: string): string => {
  const value = decodeURIComponent(/sid=([^;]+)/.exec(cookie)?.[1] ?? "")
  return value.slice(2, value.lastIndexOf("."))
}

const alive = async (cookie: string) => (await admin.api.get("/api/user", { cookie })).status === 200

describe("anonymous", () => {
  test("401 on every own-account route, nothing changed", async () => {
    const before = await db.knex("users").orderBy("id").select()
    const calls = [
      admin.api.get("/api/account/sessions"),
      admin.api.delete("/api/account/sessions/0123456789abcdef"),
      admin.api.post("/api/account/sessions/end-others"),
      admin.api.post("/api/account/password", {
        body: { current: "admin-password", password: "new-password-1" },
      }),
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401)
      expect(answer.body.code).toBe("UNAUTHORIZED")
    }
    expect(await db.knex("users").orderBy("id").select()).toEqual(before)
  })
})

for (const role of ["viewer", "editor", "admin"] as const) {
  describe(`as ${role === "admin" ? "an" : "a"} ${role}`, () => {
    let account: TestAccount
    beforeAll(async () => {
      account = await createAccount(admin, role, `own-${role}`)
    })

    test("the list: newest first, device in the person's language, this one marked, ids are digests", async () => {
      clock += 60_000
      const laptop = await signInWith(account, chrome)
      clock += 2 * 60_000
      const phone = await signInWith(account, iphone)
      const en = await sessionsOf(phone)
      expect(en).toHaveLength(3)
      expect(en[0]).toEqual({
        id: createHash("sha256").update(sidOf(phone)).digest("hex").slice(0, 16),
        device: "Safari on iOS",
        address: expect.stringMatching(/127\.0\.0\.1$/),
        createdAt: new Date(clock).toISOString(),
        lastSeenAt: new Date(clock).toISOString(),
        current: true,
      })
      expect(en[1]).toMatchObject({ device: "Chrome on Linux", current: false })
      // The session its invitation started, from this test's fetch.
      expect(en[2]).toMatchObject({ device: "Node.js", current: false })
      expect(en.filter((session) => session.current)).toHaveLength(1)
      const zh = await sessionsOf(laptop, "zh-CN")
      expect(zh.find((session) => session.current)?.device).toBe("Linux 上的 Chrome")
      // A session id is a credential: no answer carries one.
      expect(JSON.stringify(en)).not.toContain(sidOf(phone))
      // Nobody sees another account's sessions.
      const others = await sessionsOf(admin.cookie)
      expect(others.map((session) => session.id)).not.toContain(en[0].id)
      for (const cookie of [laptop, phone]) await admin.api.post("/api/logout", { cookie })
    })

    test("ending another session: that cookie is signed out at once; this one stays", async () => {
      const other = await signIn(server.url, account)
      const mine = await signIn(server.url, account)
      const target = (await sessionsOf(mine)).find(
        (session) => session.id === createHash("sha256").update(sidOf(other)).digest("hex").slice(0, 16),
      )
      expect(target).toBeDefined()
      const answer = await admin.api.delete(`/api/account/sessions/${target?.id}`, { cookie: mine })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ ended: 1 })
      expect(await alive(other)).toBe(false)
      expect(await alive(mine)).toBe(true)
      const again = await admin.api.delete(`/api/account/sessions/${target?.id}`, {
        cookie: mine,
        headers: { "Accept-Language": "en" },
      })
      expect(again.status).toBe(404)
      expect(again.body).toEqual({ code: "NOT_FOUND", message: "No such session, or it has ended" })
      await admin.api.post("/api/logout", { cookie: mine })
    })

    test("ending this session is a logout; another account's session cannot be ended (404)", async () => {
      const mine = await signIn(server.url, account)
      const adminSession = (await sessionsOf(admin.cookie)).find((session) => session.current)
      const foreign = await admin.api.delete(`/api/account/sessions/${adminSession?.id}`, {
        cookie: mine,
        headers: { "Accept-Language": "zh-CN" },
      })
      expect(foreign.status).toBe(404)
      expect(foreign.body.message).toBe("该会话不存在或已结束")
      expect(await alive(admin.cookie)).toBe(true)
      const current = (await sessionsOf(mine)).find((session) => session.current)
      const answer = await admin.api.delete(`/api/account/sessions/${current?.id}`, { cookie: mine })
      expect(answer.status).toBe(200)
      expect(answer.headers.getSetCookie().join()).toMatch(/sid=;/)
      expect(await alive(mine)).toBe(false)
    })

    test("a malformed session id is a 400, never a 500", async () => {
      const mine = await signIn(server.url, account)
      for (const id of ["xyz", "0123456789ABCDEF", "0123456789abcdef0", "%00", "a".repeat(300)]) {
        const answer = await admin.api.delete(`/api/account/sessions/${id}`, { cookie: mine })
        expect(answer.status, id).toBe(400)
      }
      await admin.api.post("/api/logout", { cookie: mine })
    })

    test("ending all other sessions: they are signed out, this one stays, and it is recorded", async () => {
      const others = [await signIn(server.url, account), await signIn(server.url, account)]
      const mine = await signIn(server.url, account)
      const answer = await admin.api.post("/api/account/sessions/end-others", { cookie: mine })
      expect(answer.status).toBe(200)
      expect(answer.body.ended).toBeGreaterThanOrEqual(2)
      for (const cookie of others) expect(await alive(cookie)).toBe(false)
      expect(await alive(mine)).toBe(true)
      expect((await sessionsOf(mine)).map((session) => session.current)).toEqual([true])
      expect((await admin.api.post("/api/account/sessions/end-others", { cookie: mine })).body).toEqual({
        ended: 0,
      })
      const records = (await admin.api.get(`/api/history/users/${account.id}`, { cookie: admin.cookie })).body
        .records as AuditRecord[]
      expect(
        records.some((record) => record.action === "session_end" && record.actor?.id === account.id),
      ).toBe(true)
      account = { ...account, cookie: mine }
    })

    test("a password change needs the current password; a wrong one is 400 in both languages", async () => {
      for (const [language, message] of [
        ["en", "The current password is wrong"],
        ["zh-CN", "当前密码不正确"],
      ] as const) {
        const answer = await admin.api.post("/api/account/password", {
          cookie: account.cookie,
          body: { current: "not-my-password", password: "a-new-password" },
          headers: { "Accept-Language": language },
        })
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual({ code: "WRONG_PASSWORD", message })
      }
      const short = await admin.api.post("/api/account/password", {
        cookie: account.cookie,
        body: { current: account.password, password: "short" },
        headers: { "Accept-Language": "en" },
      })
      expect(short.status).toBe(400)
      expect(short.body.issues).toEqual([
        {
          path: ["password"],
          code: "account.passwordShort",
          message: "A password must be at least 8 characters",
        },
      ])
      for (const body of [{}, { current: 1, password: "a-new-password" }, "[]"])
        expect((await admin.api.post("/api/account/password", { cookie: account.cookie, body })).status).toBe(
          400,
        )
      // The old password still signs in.
      expect(await alive(await signIn(server.url, account))).toBe(true)
    })

    test("the right one: the new password signs in, the old does not, other sessions end, this one stays", async () => {
      const other = await signIn(server.url, account)
      const answer = await admin.api.post("/api/account/password", {
        cookie: account.cookie,
        body: { current: account.password, password: `${account.password}-changed` },
      })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ ok: true })
      expect(await alive(account.cookie)).toBe(true)
      expect(await alive(other)).toBe(false)
      await expect(signIn(server.url, account)).rejects.toThrow(/401/)
      account = { ...account, password: `${account.password}-changed` }
      expect(await alive(await signIn(server.url, account))).toBe(true)
      const [record] = (
        await admin.api.get(`/api/history/users/${account.id}?limit=1`, { cookie: admin.cookie })
      ).body.records as AuditRecord[]
      expect(record).toMatchObject({ action: "login", actor: { id: account.id } })
      const changes = (
        await admin.api.get(`/api/activity?action=password_change&actor=${account.id}`, {
          cookie: admin.cookie,
        })
      ).body.records as AuditRecord[]
      expect(changes).toHaveLength(1)
      expect(changes[0]).toMatchObject({ entityId: account.id, before: null, after: null })
    })
  })
}

describe("wrong current passwords count against the account's login limit", () => {
  test("after 5 failures the next check waits (429, Retry-After), for the login too; then the right one passes", async () => {
    // A fresh window for the account: earlier tests' failures were minutes ago on the server's clock.
    clock += 2 * 60 * 60 * 1000
    const account = await createAccount(admin, "editor", "limited-editor")
    for (let n = 0; n < 5; n += 1) {
      const answer = await admin.api.post("/api/account/password", {
        cookie: account.cookie,
        body: { current: `guess-${n}`, password: "a-new-password" },
      })
      expect(answer.status).toBe(400)
    }
    const limited = await admin.api.post("/api/account/password", {
      cookie: account.cookie,
      body: { current: account.password, password: "a-new-password" },
      headers: { "Accept-Language": "en" },
    })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts, please try again in 1 s",
    })
    expect(limited.headers.get("retry-after")).toBe("1")
    // The login of the account (from a device it does not know) shares the limit.
    await expect(signIn(server.url, account)).rejects.toThrow(/429/)
    const failed = (await admin.api.get(`/api/activity?action=login_failed`, { cookie: admin.cookie })).body
      .records as AuditRecord[]
    expect(failed.filter((record) => record.entityId === account.id)).toHaveLength(5)
    clock += 1000
    const answer = await admin.api.post("/api/account/password", {
      cookie: account.cookie,
      body: { current: account.password, password: "a-new-password" },
    })
    expect(answer.status).toBe(200)
  })
})
