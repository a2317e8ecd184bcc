/**
 * Passkeys over HTTP (issue 29), with a software authenticator: register (options -> verify -> listed),
 * sign in username-less with it, rename, remove; the challenge is single use, bound to the session
 * that asked for it and to this site's origin; a counter going backwards is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { createAccount } from "../test-support/accounts.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { apiClient } from "../test-support/client.ts"
import { authenticatorFor, passkeySignIn, registerPasskey, signInOptions } from "../test-support/passkeys.ts"

const admin = adminSessionPerFile()
let db: Database
beforeAll(() => {
  db = openDatabase(admin.server.databaseUrl)
})
afterAll(() => db?.knex.destroy())

const api = () => apiClient(admin.server.url)

describe("registering a passkey", () => {
  test("options -> verify -> listed, with the name given; the stored challenge is a hash", async () => {
    const account = await createAccount(admin, "editor")
    const key = authenticatorFor(admin.server.url)
    const options = await api().post("/api/account/passkeys/options", { cookie: account.cookie })
    expect(options.status).toBe(200)
    expect(options.body).toMatchObject({
      rp: { id: "127.0.0.1" },
      user: { name: account.username },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      excludeCredentials: [],
    })
    const stored = (await db.knex("webauthn_challenges").select("challenge_hash")) as Array<{
      challenge_hash: string
    }>
    expect(stored.map((row) => row.challenge_hash)).not.toContain(options.body.challenge)
    const response = key.register(options.body)
    const added = await api().post("/api/account/passkeys", {
      cookie: account.cookie,
      body: { response, name: "  Work laptop " },
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ name: "Work laptop", lastUsedAt: null })
    const list = await api().get("/api/account/passkeys", { cookie: account.cookie })
    expect(list.status).toBe(200)
    expect(list.headers.get("cache-control")).toContain("no-store")
    expect(list.body).toEqual([added.body])
    // Already registered credentials are excluded from the next options.
    const next = await api().post("/api/account/passkeys/options", { cookie: account.cookie })
    expect(next.body.excludeCredentials).toEqual([{ id: response.id, type: "public-key" }])
  })

  test("a name is made from the device when none is given", async () => {
    const account = await createAccount(admin, "viewer")
    const added = await registerPasskey(admin.server.url, account.cookie, authenticatorFor(admin.server.url))
    expect(added.status).toBe(201)
    expect(added.body.name).toBe("通行密钥 · Node.js")
  })

  test("a reused challenge, another's challenge, a wrong challenge and a wrong origin are refused", async () => {
    const account = await createAccount(admin, "editor")
    const other = await createAccount(admin, "editor")
    const key = authenticatorFor(admin.server.url)
    const options = await api().post("/api/account/passkeys/options", { cookie: account.cookie })
    const response = key.register(options.body)
    // Another session (another account) cannot spend this session's challenge...
    const stolen = await api().post("/api/account/passkeys", { cookie: other.cookie, body: { response } })
    expect(stolen.status).toBe(400)
    expect(stolen.body.code).toBe("PASSKEY_CHALLENGE")
    // ...which stays usable by its own session, once.
    const first = await api().post("/api/account/passkeys", { cookie: account.cookie, body: { response } })
    expect(first.status).toBe(201)
    const replay = await api().post("/api/account/passkeys", {
      cookie: account.cookie,
      body: { response: key.register(options.body) },
      headers: { "Accept-Language": "en" },
    })
    expect(replay.status).toBe(400)
    expect(replay.body).toEqual({
      code: "PASSKEY_CHALLENGE",
      message: "This passkey request has expired or was already used; try again",
    })
    const wrong = await registerPasskey(admin.server.url, account.cookie, key, undefined, {
      challenge: "bm90LXRoZS1jaGFsbGVuZ2U",
    })
    expect(wrong.status).toBe(400)
    const elsewhere = await registerPasskey(admin.server.url, account.cookie, key, undefined, {
      origin: "https://evil.example",
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.code).toBe("PASSKEY_FAILED")
    const otherRp = await registerPasskey(admin.server.url, account.cookie, key, undefined, {
      rpId: "evil.example",
    })
    expect(otherRp.status).toBe(400)
    expect((await api().get("/api/account/passkeys", { cookie: account.cookie })).body).toHaveLength(1)
  })
})

describe("signing in with a passkey", () => {
  test("username-less: empty allowCredentials, then signed in as the passkey's account", async () => {
    const account = await createAccount(admin, "editor")
    const key = authenticatorFor(admin.server.url)
    expect((await registerPasskey(admin.server.url, account.cookie, key)).status).toBe(201)
    const options = await signInOptions(admin.server.url)
    expect(options.status).toBe(200)
    // The Permissions-Policy leaves WebAuthn's get() to the site itself (security/headers.ts).
    expect(options.headers.get("permissions-policy")).not.toContain("publickey-credentials-get")
    expect(options.body).toMatchObject({
      rpId: "127.0.0.1",
      allowCredentials: [],
      userVerification: "preferred",
    })
    const signedIn = await passkeySignIn(admin.server.url, key)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ id: account.id, username: account.username, role: "editor" })
    const user = await api().get("/api/user", { cookie: signedIn.cookie })
    expect(user.status).toBe(200)
    expect(user.body.username).toBe(account.username)
    const [row] = await db.knex("passkeys").where({ user_id: account.id })
    expect(Number(row.counter)).toBe(1)
    expect(row.last_used_ms).not.toBeNull()
    const audit = await db.knex("audit_log").where({ action: "login", entity_id: account.id })
    expect(audit.length).toBeGreaterThan(0)
  })

  test("a counter going backwards, a replayed assertion and another session's challenge are refused", async () => {
    const account = await createAccount(admin, "viewer")
    const key = authenticatorFor(admin.server.url)
    await registerPasskey(admin.server.url, account.cookie, key)
    expect((await passkeySignIn(admin.server.url, key, { counter: 10 })).status).toBe(200)
    const backwards = await passkeySignIn(admin.server.url, key, { counter: 5 })
    expect(backwards.status).toBe(401)
    expect(backwards.body.code).toBe("PASSKEY_FAILED")
    // An assertion made for one browser's challenge, sent from another browser (session): refused.
    const mine = await signInOptions(admin.server.url)
    const theirs = await signInOptions(admin.server.url)
    const response = key.assert(mine.body, { counter: 11 })
    const stolen = await api().post("/api/login/passkey", { cookie: theirs.cookie, body: { response } })
    expect(stolen.status).toBe(400)
    expect(stolen.body.code).toBe("PASSKEY_CHALLENGE")
    const first = await api().post("/api/login/passkey", { cookie: mine.cookie, body: { response } })
    expect(first.status).toBe(200)
    const replay = await api().post("/api/login/passkey", { cookie: mine.cookie, body: { response } })
    expect(replay.status).toBe(400)
    const elsewhere = await passkeySignIn(admin.server.url, key, { origin: "https://evil.example" })
    expect(elsewhere.status).toBe(401)
  })

  test("a read made with the ceremony's cookie never sends it back; a signed-in read rolls its own", async () => {
    // A read that started with the ceremony's cookie and ended after the sign-in would otherwise put
    // the ceremony's session back in the browser, and the person would be nobody at the next load.
    const account = await createAccount(admin, "viewer")
    const key = authenticatorFor(admin.server.url)
    await registerPasskey(admin.server.url, account.cookie, key)
    const ceremony = await signInOptions(admin.server.url)
    expect(ceremony.cookie).toMatch(/^sid=/)
    const sessionCookies = (headers: Headers) =>
      headers.getSetCookie().filter((cookie) => cookie.startsWith("sid="))
    for (const path of ["/api/user", "/api/sync/pull?cursor=0", "/api/blog-posts?published=true"]) {
      const read = await api().get(path, { cookie: ceremony.cookie })
      expect(sessionCookies(read.headers), path).toEqual([])
    }
    const response = key.assert(ceremony.body)
    const signedIn = await api().post("/api/login/passkey", { cookie: ceremony.cookie, body: { response } })
    expect(signedIn.status).toBe(200)
    const newCookie = sessionCookies(signedIn.headers)[0]?.split(";")[0] ?? ""
    expect(newCookie).not.toBe(ceremony.cookie)
    // The new session's reads roll its cookie (its expiry slides), and it is the same session.
    const user = await api().get("/api/user", { cookie: newCookie })
    expect(user.status).toBe(200)
    expect(sessionCookies(user.headers).map((cookie) => cookie.split(";")[0])).toEqual([newCookie])
  })

  test("an unknown passkey is a 401 with a clear message", async () => {
    const key = authenticatorFor(admin.server.url)
    key.register({ challenge: "AAAA", rp: { id: "127.0.0.1" }, user: { id: "OTk5" } })
    const answer = await passkeySignIn(admin.server.url, key)
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      code: "PASSKEY_UNKNOWN",
      message: "此通行密钥未在本站登记（可能已被删除），请使用密码登录",
    })
  })
})

describe("renaming and removing", () => {
  test("rename, remove; another account's passkey is a 404; the last one of a passwordless account is kept", async () => {
    const account = await createAccount(admin, "editor")
    const other = await createAccount(admin, "editor")
    const key = authenticatorFor(admin.server.url)
    const added = await registerPasskey(admin.server.url, account.cookie, key, "Phone")
    const path = `/api/account/passkeys/${added.body.id}`
    const renamed = await api().patch(path, { cookie: account.cookie, body: { name: "Old phone" } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe("Old phone")
    expect((await api().patch(path, { cookie: account.cookie, body: { name: "  " } })).status).toBe(400)
    expect((await api().patch(path, { cookie: other.cookie, body: { name: "Mine" } })).status).toBe(404)
    expect((await api().delete(path, { cookie: other.cookie })).status).toBe(404)
    expect((await api().delete("/api/account/passkeys/abc", { cookie: account.cookie })).status).toBe(404)
    const removed = await api().delete(path, { cookie: account.cookie })
    expect(removed.status).toBe(200)
    expect((await api().get("/api/account/passkeys", { cookie: account.cookie })).body).toEqual([])
    const actions = (await db.knex("audit_log").where({ entity_id: account.id }).select("action")) as Array<{
      action: string
    }>
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["passkey_add", "passkey_rename", "passkey_remove"]),
    )

    // Without a password, the last passkey is the only way in: 409, in the person's language.
    const second = await registerPasskey(admin.server.url, account.cookie, key, "Key")
    await db.knex("users").where({ id: account.id }).update({ password_hash: "" })
    const last = await api().delete(`/api/account/passkeys/${second.body.id}`, {
      cookie: account.cookie,
      headers: { "Accept-Language": "en" },
    })
    expect(last.status).toBe(409)
    expect(last.body).toEqual({
      code: "LAST_PASSKEY",
      message: "This is your only way to sign in: set a password or add another passkey before removing it",
    })
    await registerPasskey(admin.server.url, account.cookie, key, "Spare")
    expect(
      (await api().delete(`/api/account/passkeys/${second.body.id}`, { cookie: account.cookie })).status,
    ).toBe(200)
  })
})
