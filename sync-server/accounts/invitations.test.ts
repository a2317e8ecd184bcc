/**
 * Invitation links over HTTP (issue 29): invite -> check -> accept -> sign in with the chosen password;
 * a link is single use, expires (INVITATION_HOURS, on the server's injected clock), carries 256 random
 * bits and is stored only as its SHA-256; every dead link gets the same 410; bad input is a 400 in the
 * person's language; failures are limited per address.
 */
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { acceptInvitation, cookieOf, inviteAccount, signIn, tokenOf } from "../test-support/accounts.ts"
import { type Json, apiClient } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

const hourMs = 60 * 60 * 1000
let clock = Date.parse("2030-01-01T00:00:00Z")
let server: TestServer
let db: Database
let adminCookie = ""
const api = () => apiClient(server.url)
const admin = () => ({ api: api(), cookie: adminCookie })

beforeAll(async () => {
  server = await startTestServerWith({ invitationHours: 24 }, { now: () => clock })
  adminCookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db?.knex.destroy()
  await server?.stop()
})

const check = (token: string, language = "zh-CN") =>
  api().post("/api/invitations/check", { body: { token }, headers: { "Accept-Language": language } })

const expectInvalid = (answer: { status: number; body: Json }, language: "zh-CN" | "en" = "zh-CN") => {
  expect(answer.status).toBe(410)
  expect(answer.body).toEqual({
    code: "INVITATION_INVALID",
    message:
      language === "en"
        ? "This invitation link is invalid, used or expired; ask an administrator for a new one"
        : "邀请链接无效、已使用或已过期，请向管理员索取新的链接",
  })
}

const accountNamed = async (username: string): Promise<Json> =>
  ((await api().get("/api/accounts", { cookie: adminCookie })).body as Json[]).find(
    (account) => account.username === username,
  )

describe("an invitation from start to sign-in", () => {
  test("invite -> check -> accept -> signed in -> sign in again with the chosen password", async () => {
    const { account, invitation } = await inviteAccount(admin(), {
      username: "alice",
      displayName: "Alice Example",
      role: "editor",
    })
    expect(account).toMatchObject({
      username: "alice",
      displayName: "Alice Example",
      role: "editor",
      state: "active",
      canSignIn: false,
      activeSessions: 0,
      lastSeenAt: null,
      invitationExpiresAt: invitation.expiresAt,
    })
    // The token rides in the fragment, never in a path or query a server would log; 24 h (INVITATION_HOURS).
    expect(invitation.url).toMatch(new RegExp(`^${server.url}/systemadmin/invite#[A-Za-z0-9_-]{43}$`))
    expect(Date.parse(invitation.expiresAt)).toBe(clock + 24 * hourMs)
    const token = tokenOf(invitation)

    const checked = await check(token)
    expect(checked.status).toBe(200)
    expect(checked.headers.get("cache-control")).toBe("no-store")
    expect(checked.body).toEqual({
      username: "alice",
      displayName: "Alice Example",
      role: "editor",
      expiresAt: invitation.expiresAt,
    })

    const accepted = await acceptInvitation(server.url, { token, password: "alice-chosen-pw" })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toEqual({
      id: account.id,
      username: "alice",
      displayName: "Alice Example",
      role: "editor",
    })
    expect((await api().get("/api/user", { cookie: accepted.cookie })).body).toMatchObject({
      username: "alice",
    })

    const again = await signIn(server.url, { username: "alice", password: "alice-chosen-pw" })
    expect((await api().get("/api/user", { cookie: again })).body).toMatchObject({ role: "editor" })
    expect(await accountNamed("alice")).toMatchObject({
      canSignIn: true,
      invitationExpiresAt: null,
      activeSessions: 2,
      lastSeenAt: new Date(clock).toISOString(),
    })

    const records = (await api().get("/api/activity?entity=users", { cookie: adminCookie })).body
      .records as AuditRecord[]
    const ofAlice = records.filter((record) => record.entityId === account.id)
    // The later password sign-in, the sign-in the accepted link made, the acceptance, the invitation.
    expect(ofAlice.map((record) => record.action)).toEqual([
      "login",
      "login",
      "invitation_accept",
      "account_invite",
    ])
    expect(ofAlice[3]).toMatchObject({
      actor: { username: "admin" },
      before: null,
      after: { username: "alice", displayName: "Alice Example", role: "editor", state: "active" },
    })
    expect(ofAlice[2]).toMatchObject({ actor: { id: account.id, username: "alice" } })
    // Neither the token nor its hash is in the trail.
    const stored = (await db.knex("invitations").where({ user_id: account.id }).first()) as Json
    expect(JSON.stringify(records)).not.toContain(token)
    expect(JSON.stringify(records)).not.toContain(stored.token_hash)
  })

  test("accepting in a browser signed in as someone else replaces that session with a new one", async () => {
    const { invitation } = await inviteAccount(admin(), { username: "bert", role: "viewer" })
    const adminElsewhere = await loginAs(server.url, {
      username: "admin",
      password: "admin-password",
      captcha: "TEST",
    })
    const accepted = await acceptInvitation(
      server.url,
      { token: tokenOf(invitation), password: "bert-chosen-pw" },
      { Cookie: adminElsewhere },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.cookie).not.toBe(adminElsewhere)
    expect((await api().get("/api/user", { cookie: accepted.cookie })).body.username).toBe("bert")
    // The session id the browser had before is worth nothing now.
    expect((await api().get("/api/user", { cookie: adminElsewhere })).status).toBe(401)
  })
})

describe("a link is single use, expires and is unguessable", () => {
  test("a second accept, or a check after it, is 410 (both languages); the password stays the first one", async () => {
    const { invitation } = await inviteAccount(admin(), { username: "carol", role: "viewer" })
    const token = tokenOf(invitation)
    expect((await acceptInvitation(server.url, { token, password: "carol-first-pw" })).status).toBe(200)
    const second = await acceptInvitation(
      server.url,
      { token, password: "carol-second-pw" },
      {
        "Accept-Language": "en",
      },
    )
    expectInvalid(second, "en")
    expect(second.cookie).toBe("")
    expectInvalid(await check(token))
    await expect(signIn(server.url, { username: "carol", password: "carol-second-pw" })).rejects.toThrow(
      /401/,
    )
    expect(await signIn(server.url, { username: "carol", password: "carol-first-pw" })).toContain("sid=")
  })

  test("two accepts of one link at once: exactly one succeeds", async () => {
    const { invitation } = await inviteAccount(admin(), { username: "dora", role: "viewer" })
    const token = tokenOf(invitation)
    const answers = await Promise.all(
      ["dora-pass-one", "dora-pass-two"].map((password) => acceptInvitation(server.url, { token, password })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410])
  })

  test("an expired link is refused (the server's clock, INVITATION_HOURS=24) and sets no password", async () => {
    const { account, invitation } = await inviteAccount(admin(), { username: "erik", role: "editor" })
    const token = tokenOf(invitation)
    clock += 24 * hourMs - 1
    expect((await check(token)).status).toBe(200)
    clock += 1
    expectInvalid(await check(token))
    expectInvalid(await acceptInvitation(server.url, { token, password: "erik-too-late" }))
    const row = (await db.knex("users").where({ id: account.id }).first("password_hash")) as Json
    expect(row.password_hash).toBe("")
    expect(await accountNamed("erik")).toMatchObject({
      canSignIn: false,
      invitationExpiresAt: invitation.expiresAt,
    })
  })

  test("the token is 256 random bits and only its SHA-256 is stored", async () => {
    const { account, invitation } = await inviteAccount(admin(), { username: "fay", role: "viewer" })
    const token = tokenOf(invitation)
    expect(Buffer.from(token, "base64url")).toHaveLength(32)
    const rows = (await db.knex("invitations").where({ user_id: account.id })) as Json[]
    expect(rows).toHaveLength(1)
    expect(rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"))
    expect(JSON.stringify(rows)).not.toContain(token)
    const other = await inviteAccount(admin(), { username: "gus", role: "viewer" })
    expect(tokenOf(other.invitation)).not.toBe(token)
  })

  test("unknown, used, expired and disabled-account links all get the same answer", async () => {
    const { account, invitation } = await inviteAccount(admin(), { username: "hana", role: "viewer" })
    const unknown = await check("x".repeat(43), "en")
    expectInvalid(unknown, "en")
    const disabled = await api().patch(`/api/accounts/${account.id}`, {
      cookie: adminCookie,
      body: { state: "disabled" },
    })
    expect(disabled.status).toBe(200)
    const ofDisabled = await check(tokenOf(invitation), "en")
    expect(ofDisabled.body).toEqual(unknown.body)
    expectInvalid(
      await acceptInvitation(server.url, { token: tokenOf(invitation), password: "hana-password" }),
    )
  })
})

describe("bad input", () => {
  test("400 with issues in the person's language, never a 500, and nothing used up", async () => {
    const { invitation } = await inviteAccount(admin(), { username: "ines", role: "viewer" })
    const token = tokenOf(invitation)
    const short = await acceptInvitation(
      server.url,
      { token, password: "short" },
      { "Accept-Language": "en" },
    )
    expect(short.status).toBe(400)
    expect(short.body.code).toBe("VALIDATION")
    expect(short.body.issues).toEqual([
      {
        path: ["password"],
        code: "account.passwordShort",
        message: "A password must be at least 8 characters",
      },
    ])
    const zh = await acceptInvitation(server.url, { token, password: "short" })
    expect(zh.body.issues[0].message).toBe("密码至少8个字符")
    for (const body of [
      {},
      { token: 42 },
      { token: "short" },
      [],
      "text",
      { token: "t".repeat(500) },
      null,
    ]) {
      for (const path of ["/api/invitations/check", "/api/invitations/accept"]) {
        const answer = await api().post(path, { body: body === null ? "null" : body })
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      }
    }
    // None of that used the link.
    expect((await check(token)).status).toBe(200)
  })
})

describe("failures are limited per address", () => {
  test("20 wrong links in the window, then 429 with Retry-After, even for a good one; a new window lets it in", async () => {
    // A window of its own: the tests above left failures in the current one.
    clock += 15 * 60 * 1000
    const { invitation } = await inviteAccount(admin(), { username: "jon", role: "viewer" })
    // Valid links give their place back: checking the good one often costs nothing.
    for (let n = 0; n < 5; n += 1) expect((await check(tokenOf(invitation))).status).toBe(200)
    for (let n = 0; n < 20; n += 1) expect((await check(`wrong-token-${n}`.padEnd(43, "x"))).status).toBe(410)
    const limited = await check(tokenOf(invitation), "en")
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe("RATE_LIMITED")
    expect(limited.body.message).toMatch(/^Too many attempts, please try again in \d+ min$/)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    const accept = await acceptInvitation(server.url, {
      token: tokenOf(invitation),
      password: "jon-password",
    })
    expect(accept.status).toBe(429)
    clock += 15 * 60 * 1000
    expect((await check(tokenOf(invitation))).status).toBe(200)
  })
})

describe("answers are not cached", () => {
  test("a 410 says no-store too, and sets no cookie", async () => {
    const answer = await check("y".repeat(43))
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(cookieOf(answer.headers)).toBe("")
  })
})
