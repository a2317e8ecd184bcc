/**
 * Passkeys under attack and at the edges (issue 29): anonymous 401 and cross-site 403 on every own
 * route, a disabled account's passkey 403 as at login, failures counting against the login's address
 * limit (429 with Retry-After), an invitation accepted with a passkey (single use after), an
 * administrator's reset removing the passkeys, and malformed bodies answered 400, never 500.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { defaultRateLimits } from "../auth/rate-limit.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { createAccount, inviteAccount, tokenOf } from "../test-support/accounts.ts"
import { apiClient } from "../test-support/client.ts"
import { authenticatorFor, passkeySignIn, registerPasskey } from "../test-support/passkeys.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

const maxFailures = 6
let server: TestServer
let db: Database
let adminCookie = ""
const api = () => apiClient(server.url)
const admin = () => ({ server, api: api(), cookie: adminCookie })

beforeAll(async () => {
  server = await startTestServerWith(
    {},
    { rateLimits: { ...defaultRateLimits, maxFailuresPerAddress: maxFailures } },
  )
  adminCookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db?.knex.destroy()
  await server?.stop()
})

const ownRoutes = [
  ["GET", "/api/account/passkeys"],
  ["POST", "/api/account/passkeys/options"],
  ["POST", "/api/account/passkeys"],
  ["PATCH", "/api/account/passkeys/1"],
  ["DELETE", "/api/account/passkeys/1"],
] as const

describe("who may call the passkey routes", () => {
  test("anonymous: 401 on every own route", async () => {
    for (const [method, path] of ownRoutes) {
      const answer = await api().request(method, path, { body: method === "GET" ? undefined : {} })
      expect(answer.status, `${method} ${path}`).toBe(401)
    }
  })

  test("a cross-site Origin: 403 on every state-changing passkey route, nothing stored", async () => {
    const account = await createAccount(admin(), "editor")
    const routes = [
      ...ownRoutes.filter(([method]) => method !== "GET"),
      ["POST", "/api/login/passkey/options"],
      ["POST", "/api/login/passkey"],
      ["POST", "/api/invitations/passkey/options"],
      ["POST", "/api/invitations/passkey"],
    ] as const
    for (const [method, path] of routes) {
      const answer = await api().request(method, path, {
        cookie: account.cookie,
        body: {},
        headers: { Origin: "https://evil.example" },
      })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.code).toBe("CROSS_SITE_REQUEST")
    }
    expect(await db.knex("webauthn_challenges").where({ sid: "" })).toEqual([])
  })
})

describe("signing in", () => {
  test("a disabled account's passkey: 403 as at login", async () => {
    const account = await createAccount(admin(), "editor")
    const key = authenticatorFor(server.url)
    await registerPasskey(server.url, account.cookie, key)
    await api().patch(`/api/accounts/${account.id}`, { cookie: adminCookie, body: { state: "disabled" } })
    const answer = await passkeySignIn(server.url, key)
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe("ACCOUNT_DISABLED")
    await api().patch(`/api/accounts/${account.id}`, { cookie: adminCookie, body: { state: "active" } })
  })
})

describe("an invitation accepted with a passkey", () => {
  test("options -> register -> signed in; the link is used up; a reset removes the passkey", async () => {
    const { account, invitation } = await inviteAccount(admin(), {
      username: "passkey-person",
      role: "editor",
    })
    const token = tokenOf(invitation)
    const key = authenticatorFor(server.url)
    const options = await api().post("/api/invitations/passkey/options", { body: { token } })
    expect(options.status).toBe(200)
    expect(options.body.user.name).toBe("passkey-person")
    const cookie = options.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const response = key.register(options.body)
    const accepted = await api().post("/api/invitations/passkey", {
      cookie,
      body: { token, response, name: "Phone" },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ id: account.id, username: "passkey-person", role: "editor" })
    const session = accepted.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    expect((await api().get("/api/user", { cookie: session })).status).toBe(200)
    // The link is single use: neither the password nor the passkey acceptance works again.
    const again = await api().post("/api/invitations/passkey/options", { body: { token } })
    expect(again.status).toBe(410)
    const password = await api().post("/api/invitations/accept", {
      body: { token, password: "a-new-password" },
    })
    expect(password.status).toBe(410)
    // The passkey signs the person in later; the accounts screen says the account can sign in.
    expect((await passkeySignIn(server.url, key)).status).toBe(200)
    const listed = (await api().get("/api/accounts", { cookie: adminCookie })).body as Array<{
      id: number
      canSignIn: boolean
    }>
    expect(listed.find((row) => row.id === account.id)?.canSignIn).toBe(true)

    const reset = await api().post(`/api/accounts/${account.id}/reset`, { cookie: adminCookie })
    expect(reset.status).toBe(200)
    expect(await db.knex("passkeys").where({ user_id: account.id })).toEqual([])
    expect((await passkeySignIn(server.url, key)).status).toBe(401)
  })

  test("another link's challenge is refused", async () => {
    const first = await inviteAccount(admin(), { username: "first-invitee", role: "viewer" })
    const second = await inviteAccount(admin(), { username: "second-invitee", role: "viewer" })
    const options = await api().post("/api/invitations/passkey/options", {
      body: { token: tokenOf(first.invitation) },
    })
    const cookie = options.headers.getSetCookie()[0]?.split(";")[0] ?? ""
    const response = authenticatorFor(server.url).register(options.body)
    const swapped = await api().post("/api/invitations/passkey", {
      cookie,
      body: { token: tokenOf(second.invitation), response },
    })
    expect(swapped.status).toBe(400)
    expect(swapped.body.code).toBe("PASSKEY_CHALLENGE")
  })
})

describe("bad input", () => {
  test("malformed bodies: 400 in the person's language, never 500", async () => {
    const account = await createAccount(admin(), "viewer")
    const bodies: unknown[] = [
      {},
      { response: null },
      { response: "x" },
      { response: { id: "a", rawId: "a", type: "public-key", response: {} } },
      {
        response: {
          id: "a b",
          rawId: "a",
          type: "public-key",
          response: { clientDataJSON: "", attestationObject: "" },
        },
      },
      {
        response: {
          id: "a",
          rawId: "a",
          type: "public-key",
          response: {
            clientDataJSON: "e30",
            attestationObject: "AA",
            authenticatorData: "AA",
            signature: "AA",
          },
        },
      },
      {
        response: {
          id: "a",
          rawId: "a",
          type: "public-key",
          response: {
            clientDataJSON: "bm9wZQ",
            attestationObject: "AA",
            authenticatorData: "AA",
            signature: "AA",
          },
        },
      },
      { name: 42 },
      [1, 2, 3],
      { response: { id: "a".repeat(5000), rawId: "a", type: "public-key", response: {} } },
    ]
    const routes = [
      ["POST", "/api/account/passkeys", account.cookie],
      ["PATCH", "/api/account/passkeys/1", account.cookie],
      ["POST", "/api/login/passkey", undefined],
      ["POST", "/api/login/passkey/options", undefined],
      ["POST", "/api/invitations/passkey", undefined],
      ["POST", "/api/invitations/passkey/options", undefined],
    ] as const
    for (const [method, path, cookie] of routes)
      for (const body of bodies) {
        const answer = await api().request(method, path, {
          cookie,
          body,
          headers: { "Accept-Language": "en" },
        })
        const label = `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`
        expect(answer.status, label).toBeGreaterThanOrEqual(200)
        expect(answer.status, label).toBeLessThan(500)
        if (answer.status >= 400) expect(typeof answer.body.message, label).toBe("string")
      }
  })

  test("failures count against the address's login limit: 429 with Retry-After", async () => {
    const key = authenticatorFor(server.url)
    key.register({ challenge: "AAAA", rp: { id: "127.0.0.1" }, user: { id: "OTk5" } })
    let last = await passkeySignIn(server.url, key)
    for (let i = 0; i < maxFailures + 1 && last.status !== 429; i += 1)
      last = await passkeySignIn(server.url, key)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(last.body.code).toBe("RATE_LIMITED")
  })
})
