/**
 * Generated bodies, ids and query strings against every endpoint: the server answers only 2xx or 4xx,
 * and an answer of 4xx never changed a stored row. Among them, what makes a database fail when it
 * reaches it: ids beyond PostgreSQL's integer column, NUL and lone surrogates in any text, bodies
 * nested thousands deep (also with an Idempotency-Key, whose body hash once recursed). On SQLite, and
 * on PostgreSQL under `npm run test:pg`.
 */
import { randomUUID } from "node:crypto"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { messages } from "../schema/messages.ts"
import { maxJsonDepth } from "./http/input-checks.ts"
import { type AdminSession, startAdminSession } from "./test-support/admin-session.ts"
import { type TestServer, loginAs } from "./test-support/test-server.ts"
import {
  sampleCollaboration,
  sampleEmployee,
  samplePost,
  sampleProject,
  sampleTeam,
  sampleTool,
} from "./test-support/client.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
  for (let i = 0; i < 3; i++) {
    await api.post("/api/employees", { cookie, body: sampleEmployee() })
    await api.post("/api/teams", { cookie, body: sampleTeam([1]) })
    await api.post("/api/projects", { cookie, body: sampleProject([1]) })
    await api.post("/api/tools", { cookie, body: sampleTool() })
    await api.post("/api/blog-posts", { cookie, body: samplePost() })
    await api.post("/api/collaborations", { body: sampleCollaboration() })
  }
})
afterAll(() => server.stop())

const samples: Record<string, () => Record<string, unknown>> = {
  employees: () => sampleEmployee(),
  teams: () => sampleTeam([1, 2]),
  projects: () => sampleProject([1]),
  tools: () => sampleTool(),
  "blog-posts": () => samplePost(),
  collaborations: () => sampleCollaboration(),
  settings: () => ({ siteName: "名字", showBlog: true }),
  login: () => ({ username: "admin", password: "admin-password", captcha: "TEST" }),
}

/** Ids around and beyond the id columns' range (PostgreSQL's integer: 2147483647). */
const outOfRangeIds = [
  "2147483648",
  "4294967296",
  "9007199254740993",
  "99999999999999999",
  "1" + "0".repeat(30),
]

const idArb = fc.oneof(
  fc.integer({ min: 1, max: 4 }).map(String),
  fc.integer().map(String),
  fc.constantFrom(
    "0",
    "-1",
    "1e3",
    "1.5",
    "abc",
    "%20",
    "null",
    "%E0%A4%A",
    "%",
    "%00",
    "1%00",
    "2147483647",
  ),
  fc.constantFrom(...outOfRangeIds),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 20n }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
)

/** A text no database keeps as sent: a NUL or a lone surrogate somewhere in it. */
const unstorableArb = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("\u0000", "\ud800", "\udfff", "\udc00\ud83d", "a\u0000b"),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => before + bad + after)

/** A body near a valid one (one field replaced or removed), or anything JSON at all. */
const bodyArb = (resource: string) =>
  fc.oneof(
    fc
      .record({
        key: fc.constantFrom(
          ...Object.keys(samples[resource]?.() ?? { x: 1 }),
          "id",
          "version",
          "isPublished",
          "status",
        ),
        value: fc.jsonValue(),
      })
      .map(({ key, value }) => ({ ...samples[resource]?.(), [key]: value })),
    fc.constantFrom(...Object.keys(samples[resource]?.() ?? { x: 1 })).map((key) => {
      const body = { ...samples[resource]?.() }
      delete body[key]
      return body
    }),
    fc.jsonValue(),
    fc.string().map((text) => ({ raw: text })),
    // A near-valid body with a text no database keeps, in a field or in a key.
    fc
      .record({
        key: fc.constantFrom(...Object.keys(samples[resource]?.() ?? { x: 1 })),
        text: unstorableArb,
        inKey: fc.boolean(),
      })
      .map(({ key, text, inKey }) => ({
        ...samples[resource]?.(),
        ...(inKey ? { [text]: "x" } : { [key]: text }),
      })),
  )

const resources = ["employees", "teams", "projects", "tools", "blog-posts"]

const requestArb = fc.oneof(
  fc
    .record({
      method: fc.constantFrom("GET", "POST", "PATCH", "DELETE"),
      resource: fc.constantFrom(...resources),
      id: fc.option(idArb, { nil: undefined }),
      suffix: fc.constantFrom("", "/publish", "/status"),
    })
    .chain(({ method, resource, id, suffix }) =>
      bodyArb(resource).map((body) => ({
        method,
        path: `/api/${resource}${id === undefined ? "" : `/${id}${suffix}`}`,
        body: method === "GET" || method === "DELETE" ? undefined : body,
      })),
    ),
  fc
    .record({ method: fc.constantFrom("POST", "GET"), body: bodyArb("collaborations") })
    .map(({ method, body }) => ({
      method,
      path: "/api/collaborations",
      body: method === "POST" ? body : undefined,
    })),
  fc.tuple(idArb, fc.constantFrom("PATCH", "DELETE"), fc.jsonValue()).map(([id, method, status]) => ({
    method,
    path: `/api/collaborations/${id}${method === "PATCH" ? "/status" : ""}`,
    body: method === "PATCH" ? { status } : undefined,
  })),
  bodyArb("settings").map((body) => ({ method: "PATCH", path: "/api/settings", body })),
  bodyArb("login").map((body) => ({ method: "POST", path: "/api/login", body })),
  fc
    .dictionary(
      fc.constantFrom("since", "limit", "published", "t", "x", "actor", "before", "entity", "action"),
      fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom(...outOfRangeIds), unstorableArb),
    )
    .chain((query) =>
      fc
        .constantFrom(
          "/api/sync",
          "/api/blog-posts",
          "/api/employees",
          "/api/captcha",
          "/api/user",
          "/api/activity",
          "/api/history/employees/1",
          "/api/media",
        )
        .map((path) => ({
          method: "GET",
          path: `${path}?${new URLSearchParams(query).toString()}`,
          body: undefined,
        })),
    ),
  // The media library's reads and writes by id (uploads are media-hostile.test.ts's and media-refusals.test.ts's).
  fc
    .tuple(idArb, fc.constantFrom("GET", "PATCH", "DELETE"), fc.oneof(fc.jsonValue(), unstorableArb))
    .map(([id, method, alt]) => ({
      method,
      path: `/api/media/${id}`,
      body: method === "PATCH" ? { alt } : undefined,
    })),
  fc.tuple(idArb, fc.constantFrom("employees", "users", "media")).map(([id, entity]) => ({
    method: "GET",
    path: `/api/history/${entity}/${id}`,
    body: undefined,
  })),
)

const headersArb = fc.record({
  admin: fc.boolean(),
  key: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), { nil: undefined }),
  ifMatch: fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 5 }).map((v) => `"${v}"`),
      fc.string({ maxLength: 10 }),
    ),
    {
      nil: undefined,
    },
  ),
})

/** Everything stored, as the admin sync snapshot sees it. */
const snapshot = async () => JSON.stringify((await api.get("/api/sync?since=0&limit=2000", { cookie })).body)

test("generated requests get only 2xx/4xx answers, and a 4xx changes nothing", async () => {
  await fc.assert(
    fc.asyncProperty(requestArb, headersArb, async (request, { admin, key, ifMatch }) => {
      const headers: Record<string, string> = {}
      if (key !== undefined && /^[\x20-\x7e]*$/.test(key)) headers["Idempotency-Key"] = key
      if (ifMatch !== undefined && /^[\x20-\x7e]*$/.test(ifMatch)) headers["If-Match"] = ifMatch
      const before = await snapshot()
      const response = await api.request(request.method, request.path, {
        cookie: admin ? cookie : undefined,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        headers,
      })
      expect(response.status, `${request.method} ${request.path}`).toBeGreaterThanOrEqual(200)
      expect(response.status, `${request.method} ${request.path}`).toBeLessThan(500)
      if (response.status >= 400) expect(await snapshot()).toBe(before)
    }),
    { numRuns: 300 },
  )
  // 300 requests take about 2 s on an idle machine; the margin is for shared, loaded CI machines.
}, 180_000)

/** A batch for POST /api/sync/push: generated writes (see requestArb), or anything JSON at all. */
const pushArb = fc.oneof(
  fc
    .array(
      fc.tuple(
        requestArb.filter((request) => request.method !== "GET"),
        fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        fc.option(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.jsonValue()), { nil: undefined }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((items) => ({
      mutations: items.map(([request, key, ifMatch]) => ({
        key,
        method: request.method,
        path: request.path,
        ...(ifMatch === undefined ? {} : { ifMatch }),
        ...(request.body === undefined ? {} : { body: request.body }),
      })),
    })),
  fc.jsonValue(),
)

test("generated batches get 200 with 2xx/4xx results or 400, and a 400 changes nothing", async () => {
  await fc.assert(
    fc.asyncProperty(pushArb, fc.boolean(), async (batch, admin) => {
      const before = await snapshot()
      const response = await api.post("/api/sync/push", { cookie: admin ? cookie : undefined, body: batch })
      expect([200, 400], JSON.stringify(batch)).toContain(response.status)
      if (response.status === 400) {
        expect(await snapshot()).toBe(before)
        return
      }
      const results = (response.body as { results: Array<{ status: number }> }).results
      expect(results.length).toBeGreaterThan(0)
      for (const [index, result] of results.entries()) {
        expect(result.status).toBeGreaterThanOrEqual(200)
        expect(result.status).toBeLessThan(500)
        // Only the last result may be a failure: the batch stops there.
        if (index < results.length - 1) expect(result.status).toBeLessThan(300)
      }
    }),
    { numRuns: 150 },
  )
}, 180_000)

/** An id no record can have: one past PostgreSQL's integer column. */
const beyond = "2147483648"

describe("what makes a database fail is refused before it gets there (no 500, on either engine)", () => {
  test("an id beyond the id columns is an unknown record: 404 on every route that takes one", async () => {
    const calls: Array<[string, string, unknown?]> = []
    for (const resource of [...resources, "collaborations"]) {
      if (resource !== "collaborations") calls.push(["GET", `/api/${resource}/${beyond}`])
      calls.push(["DELETE", `/api/${resource}/${beyond}`])
    }
    for (const resource of resources) calls.push(["PATCH", `/api/${resource}/${beyond}`, { name: "x" }])
    calls.push(
      ["PATCH", `/api/blog-posts/${beyond}/publish`, { isPublished: true }],
      ["PATCH", `/api/collaborations/${beyond}/status`, { status: "read" }],
      ["GET", `/api/media/${beyond}`],
      ["PATCH", `/api/media/${beyond}`, { alt: "图", altEn: "picture" }],
      ["DELETE", `/api/media/${beyond}`],
    )
    for (const id of outOfRangeIds)
      for (const [method, path, body] of calls) {
        const url = path.replace(beyond, id)
        const response = await api.request(method, url, { cookie, body })
        expect(response.status, `${method} ${url}`).toBe(404)
        expect(response.body.code, `${method} ${url}`).toBe("NOT_FOUND")
        // A visitor is not told more (401 where an admin is needed, else the same 404).
        const anonymous = await api.request(method, url, { body })
        expect([401, 404], `anonymous ${method} ${url}`).toContain(anonymous.status)
      }
    // Inside a pushed batch: the mutation's own 404, and the batch is answered.
    const pushed = await api.post("/api/sync/push", {
      cookie,
      body: {
        mutations: [{ key: randomUUID(), method: "PATCH", path: `/api/employees/${beyond}`, body: {} }],
      },
    })
    expect(pushed.status).toBe(200)
    expect(pushed.body.results).toMatchObject([{ status: 404, body: { code: "NOT_FOUND" } }])
  })

  test("a malformed id stays a 400, as before", async () => {
    const response = await api.get("/api/employees/0x10", { cookie, headers: { "Accept-Language": "en" } })
    expect(response).toMatchObject({
      status: 400,
      body: { code: "VALIDATION", issues: [{ path: ["id"], code: "invalidId", message: "Invalid id" }] },
    })
  })

  test("an id beyond the id columns in a body (a team's members): 400 naming the field", async () => {
    const response = await api.post("/api/teams", {
      cookie,
      body: sampleTeam([Number(beyond)]),
      headers: { "Accept-Language": "en" },
    })
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([
      { path: ["composition", 0], code: "invalidId", message: "Invalid id" },
    ])
  })

  test("?actor= of the activity beyond the id columns: 400 in the person's language", async () => {
    for (const actor of outOfRangeIds.slice(0, 2)) {
      const response = await api.get(`/api/activity?actor=${actor}`, {
        cookie,
        headers: { "Accept-Language": "en" },
      })
      expect(response.status, actor).toBe(400)
      expect(response.body.issues).toEqual([{ path: ["actor"], code: "invalidId", message: "Invalid id" }])
    }
    expect((await api.get("/api/activity?actor=2147483647", { cookie })).status).toBe(200)
  })

  test("a NUL or a lone surrogate in any text of a write: 400 naming the field, in the person's language", async () => {
    const before = await snapshot()
    const texts = ["名\u0000字", "\ud800", "x\udc00", "\u0000"]
    for (const [index, text] of texts.entries()) {
      const language = index % 2 === 0 ? "en" : "zh-CN"
      const headers = { "Accept-Language": language }
      const writes: Array<[string, string, Record<string, unknown>, Array<string | number>, string?]> = [
        ["POST", "/api/employees", { ...sampleEmployee(), name: text }, ["name"]],
        ["POST", "/api/employees", { ...sampleEmployee(), capabilities: ["ok", text] }, ["capabilities", 1]],
        ["PATCH", "/api/tools/1", { description: text }, ["description"]],
        ["PATCH", "/api/settings", { siteName: text }, ["siteName"]],
        ["POST", "/api/collaborations", { ...sampleCollaboration(), message: text }, ["message"], "visitor"],
        ["POST", "/api/collaborations", { ...sampleCollaboration(), [text]: "x" }, [text], "visitor"],
        ["PATCH", "/api/media/1", { alt: text }, ["alt"]],
        [
          "POST",
          "/api/sync/push",
          { mutations: [{ key: randomUUID(), method: "PATCH", path: "/api/teams/1", body: { name: text } }] },
          ["mutations", 0, "body", "name"],
        ],
      ]
      for (const [method, path, body, field, who] of writes) {
        const response = await api.request(method, path, {
          cookie: who === "visitor" ? undefined : cookie,
          body,
          headers: { ...headers, "Idempotency-Key": randomUUID() },
        })
        const where = `${method} ${path} ${JSON.stringify(text)}`
        expect(response.status, where).toBe(400)
        expect(response.body, where).toEqual({
          code: "VALIDATION",
          message: messages["error.unstorableText"][language],
          issues: [{ path: field, code: "unstorableText", message: messages.unstorableText[language] }],
        })
      }
    }
    expect(await snapshot()).toBe(before)
  })

  test("a NUL in a query parameter: 400 naming it, whatever the route", async () => {
    for (const path of [
      "/api/blog-posts?published=%00",
      "/api/activity?entity=x%00",
      "/api/sync?since=0&t=%00",
    ]) {
      const response = await api.get(path, { cookie, headers: { "Accept-Language": "en" } })
      expect(response.status, path).toBe(400)
      expect(response.body.message, path).toBe(
        "The request contains a character that cannot be stored (a NUL or an unpaired surrogate)",
      )
      expect(response.body.issues[0].code, path).toBe("unstorableText")
    }
  })

  test("a NUL in the login's username is refused before anything is checked: the same 400 whatever the password, no session, no record", async () => {
    const newestRecord = async () =>
      (await api.get("/api/activity?limit=1", { cookie })).body.records[0]?.id as unknown
    const recordBefore = await newestRecord()
    const answers = []
    for (const password of ["admin-password", "wrong-password"])
      for (const username of ["admin\u0000", "\u0000admin", "ad\ud800min"]) {
        const response = await api.post("/api/login", { body: { username, password, captcha: "TEST" } })
        expect(response.status).toBe(400)
        expect(response.headers.getSetCookie()).toEqual([])
        answers.push(JSON.stringify(response.body))
      }
    // Nothing in the answers tells a right password from a wrong one: nothing was checked.
    expect(new Set(answers).size).toBe(1)
    expect(await newestRecord()).toBe(recordBefore)
    // And the administrator still signs in as usual.
    await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  })

  for (const withKey of [true, false])
    test(`a body nested deeper than ${maxJsonDepth} levels${withKey ? ", with an Idempotency-Key," : ""} is 400 on every write`, async () => {
      const before = await snapshot()
      const deep = (levels: number) => `${'{"a":'.repeat(levels - 1)}[1]${"}".repeat(levels - 1)}`
      // At the limit: not refused for its depth (then for being no employee).
      for (const [levels, refused] of [
        [maxJsonDepth, false],
        [maxJsonDepth + 1, true],
        [100_000, true],
      ] as const) {
        const body = `{"name":"x","extra":${deep(levels - 1)}}`
        for (const [path, who] of [
          ["/api/employees", cookie],
          ["/api/collaborations", undefined],
          ["/api/sync/push", cookie],
          ["/api/login", undefined],
        ] as const) {
          const response = await api.post(path, {
            cookie: who,
            body,
            headers: {
              "Accept-Language": "en",
              ...(withKey ? { "Idempotency-Key": randomUUID() } : {}),
            },
          })
          expect(response.status, `${path} ${levels}`).toBe(400)
          const tooDeep = {
            code: "VALIDATION",
            message: "The submitted data is nested too deeply (at most 64 levels)",
          }
          if (refused) expect(response.body, `${path} ${levels}`).toEqual(tooDeep)
          else expect(response.body, `${path} ${levels}`).not.toEqual(tooDeep)
        }
      }
      expect(await snapshot()).toBe(before)
      // The same depth as a valid write's extra field, answered 201 (the key remembers its hash).
      const valid = JSON.stringify({
        ...sampleCollaboration(),
        extra: JSON.parse(deep(maxJsonDepth - 1)) as unknown,
      })
      const key = randomUUID()
      const first = await api.post("/api/collaborations", {
        body: valid,
        headers: { "Idempotency-Key": key },
      })
      expect(first.status).toBe(201)
      const again = await api.post("/api/collaborations", {
        body: valid,
        headers: { "Idempotency-Key": key },
      })
      expect(again.body).toEqual(first.body)
      expect(again.headers.get("idempotency-replayed")).toBe("true")
    })
})
