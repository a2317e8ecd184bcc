/**
 * The administrators' two-step policy over HTTP (issue 29), on SQLite and PostgreSQL: the policy route
 * by role (anonymous 401, editor and viewer 403 with nothing changed, administrator 200); every new
 * changing route refuses a cross-site request; while the policy is on, a password-only session of an
 * account with no authenticator is refused everything (403 TWO_STEP_REQUIRED, a content write and a
 * back-office read alike) but its own setup, then allowed once set up; an administrator's reset or
 * disable removes the authenticator; malformed bodies get a 400, never a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestAccount, createAccount } from "../test-support/accounts.ts"
import { apiClient, sampleEmployee } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { passwordStep, setUpTwoStep } from "../test-support/two-step.ts"

let clock = Date.parse("2031-07-01T08:00:00Z")
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
const api = () => apiClient(server.url)
const policy = async () => (await db.knex("server_settings").where({ key: "twoStepRequired" }).first())?.value
const setPolicy = (required: unknown, cookie = admin.cookie, headers: Record<string, string> = {}) =>
  api().patch("/api/accounts/two-step-policy", { cookie, headers, body: { required } })

beforeAll(async () => {
  server = await startTestServerWith({}, { now: () => clock })
  admin.cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  db = openDatabase(server.databaseUrl)
})
afterAll(async () => {
  await db?.knex.destroy()
  await server?.stop()
})

describe("the policy route by role", () => {
  test("anonymous 401, editor and viewer 403 (nothing changed), administrator 200 and audited", async () => {
    const editor = await createAccount(admin, "editor", "policy-editor")
    const viewer = await createAccount(admin, "viewer", "policy-viewer")
    expect((await api().get("/api/accounts/two-step-policy")).status).toBe(401)
    expect((await setPolicy(true, "")).status).toBe(401)
    for (const person of [editor, viewer]) {
      expect((await api().get("/api/accounts/two-step-policy", { cookie: person.cookie })).status).toBe(403)
      const refused = await setPolicy(true, person.cookie, { "Accept-Language": "en" })
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe("FORBIDDEN")
    }
    expect(await policy()).toBeUndefined()
    expect((await api().get("/api/accounts/two-step-policy", { cookie: admin.cookie })).body).toEqual({
      required: false,
    })
    // The administrator sets up their own first (they would be the first one held back).
    const first = await setPolicy(true, admin.cookie, { "Accept-Language": "en" })
    expect(first.status).toBe(409)
    expect(first.body.message).toBe(
      "Set up two-step sign-in for your own account first, then require it for everyone",
    )
    expect(await policy()).toBeUndefined()
    await setUpTwoStep(server.url, admin.cookie, "admin-password", clock)
    expect((await setPolicy(true)).body).toEqual({ required: true })
    expect(await policy()).toBe("true")
    expect((await setPolicy(false)).body).toEqual({ required: false })
    const records = await db.knex("audit_log").where({ action: "two_step_policy" }).select()
    expect(records).toHaveLength(2)
  })

  test("malformed bodies: 400 in the person's language, never a 500", async () => {
    const bodies = [{}, { required: "yes" }, { required: null }, [], "x", { required: 1 }, { required: {} }]
    for (const body of bodies) {
      const answer = await setPolicy(
        body === undefined ? undefined : (body as { required: unknown }).required,
      )
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const person = await createAccount(admin, "viewer", "fuzz-viewer")
    const paths = ["setup", "confirm", "recovery-codes", "disable"]
    const junk = [{}, { password: 5 }, { code: ["1"] }, { code: "x".repeat(500) }, { password: null }, "[]"]
    for (const path of paths)
      for (const body of junk) {
        const answer = await api().post(`/api/account/two-step/${path}`, { cookie: person.cookie, body })
        expect([400, 409], `${path} ${JSON.stringify(body)}`).toContain(answer.status)
        expect(typeof answer.body.message).toBe("string")
      }
    for (const body of [{}, { code: 123456 }, { recoveryCode: [] }, { code: "\u0000" }, "null"]) {
      const answer = await api().post("/api/login/two-step", { body })
      expect([400, 401], JSON.stringify(body)).toContain(answer.status)
    }
  })
})

describe("a cross-site request", () => {
  test("every new changing route answers 403 CROSS_SITE_REQUEST and changes nothing", async () => {
    const person = await createAccount(admin, "editor", "csrf-editor")
    const evil = { Origin: "https://evil.example", "Accept-Language": "en" }
    const calls = [
      () => setPolicy(true, admin.cookie, evil),
      () =>
        api().post("/api/account/two-step/setup", {
          cookie: person.cookie,
          headers: evil,
          body: { password: person.password },
        }),
      () =>
        api().post("/api/account/two-step/confirm", {
          cookie: person.cookie,
          headers: evil,
          body: { code: "123456" },
        }),
      () =>
        api().post("/api/account/two-step/recovery-codes", {
          cookie: person.cookie,
          headers: evil,
          body: { password: person.password },
        }),
      () =>
        api().post("/api/account/two-step/disable", {
          cookie: person.cookie,
          headers: evil,
          body: { password: person.password },
        }),
      () => api().post("/api/login/two-step", { headers: evil, body: { code: "123456" } }),
    ]
    for (const call of calls) {
      const answer = await call()
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe("CROSS_SITE_REQUEST")
    }
    expect(await policy()).toBe("false")
    expect(await db.knex("two_step").where({ user_id: person.id }).first()).toBeUndefined()
  })
})

describe("two-step required for every account", () => {
  let person: TestAccount
  beforeAll(async () => {
    person = await createAccount(admin, "editor", "held-editor")
    expect((await setPolicy(true)).status).toBe(200)
  })
  afterAll(async () => {
    await setPolicy(false)
  })

  test("a password session is held back until it sets two-step up, then let through", async () => {
    const login = await passwordStep(server.url, person, { "Accept-Language": "en" })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ id: person.id, twoStepRequired: true })
    const cookie = login.cookie
    expect((await api().get("/api/user", { cookie })).body).toMatchObject({ twoStepRequired: true })
    const write = await api().post("/api/employees", {
      cookie,
      headers: { "Accept-Language": "en" },
      body: sampleEmployee(),
    })
    expect(write.status).toBe(403)
    expect(write.body).toEqual({
      code: "TWO_STEP_REQUIRED",
      message:
        "Your administrator requires two-step sign-in for every account: set it up on My account first",
    })
    const read = await api().get("/api/account/sessions", { cookie })
    expect(read.status).toBe(403)
    expect(read.body.message).toMatch(/两步验证/)
    const push = await api().post("/api/sync/push", { cookie, body: { operations: [] } })
    expect(push.status).toBe(403)
    expect((await api().get("/api/media", { cookie })).status).toBe(403)
    expect(await db.knex("employees").count({ n: "*" }).first()).toMatchObject({ n: expect.anything() })
    // Its own two-step routes are open, and once set up, everything its role allows is.
    expect((await api().get("/api/account/two-step", { cookie })).body).toMatchObject({ required: true })
    await setUpTwoStep(server.url, cookie, person.password, clock)
    expect((await api().get("/api/account/sessions", { cookie })).status).toBe(200)
    expect((await api().get("/api/user", { cookie })).body.twoStepRequired).toBeUndefined()
    const allowed = await api().post("/api/employees", { cookie, body: sampleEmployee("放行") })
    expect(allowed.status).toBe(201)
    // And it cannot be turned off while required.
    const off = await api().post("/api/account/two-step/disable", {
      cookie,
      headers: { "Accept-Language": "en" },
      body: { password: person.password },
    })
    expect(off.status).toBe(409)
    expect(off.body.code).toBe("TWO_STEP_REQUIRED")
  })

  test("the invitation's sign-in is held back the same way", async () => {
    const invited = await createAccount(admin, "viewer", "held-invitee")
    const answer = await api().get("/api/employees", { cookie: invited.cookie })
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe("TWO_STEP_REQUIRED")
    expect((await api().post("/api/logout", { cookie: invited.cookie, body: {} })).status).toBe(200)
  })
})

describe("an administrator's reset or disable", () => {
  test("removes the account's authenticator and recovery codes", async () => {
    for (const change of ["reset", "disable"] as const) {
      clock += 60_000
      const person = await createAccount(admin, "viewer", `removed-by-${change}`)
      await setUpTwoStep(server.url, person.cookie, person.password, clock)
      expect(await db.knex("recovery_codes").where({ user_id: person.id }).first()).toBeDefined()
      const answer =
        change === "reset"
          ? await api().post(`/api/accounts/${person.id}/reset`, { cookie: admin.cookie, body: {} })
          : await api().patch(`/api/accounts/${person.id}`, {
              cookie: admin.cookie,
              body: { state: "disabled" },
            })
      expect(answer.status).toBe(200)
      expect(await db.knex("two_step").where({ user_id: person.id }).first()).toBeUndefined()
      expect(await db.knex("recovery_codes").where({ user_id: person.id }).first()).toBeUndefined()
    }
  })
})
