/**
 * Generated bodies, ids and query strings against every endpoint: the server answers only 2xx or 4xx,
 * and an answer of 4xx never changed a stored row.
 */
import fc from "fast-check"
import { afterAll, beforeAll, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "./test-support/admin-session.ts"
import type { TestServer } from "./test-support/test-server.ts"
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

const idArb = fc.oneof(
  fc.integer({ min: 1, max: 4 }).map(String),
  fc.integer().map(String),
  fc.constantFrom("0", "-1", "1e3", "1.5", "99999999999999999", "abc", "%20", "null", "%E0%A4%A", "%"),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
)

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
      fc.constantFrom("since", "limit", "published", "t", "x"),
      fc.oneof(fc.string(), fc.integer().map(String)),
    )
    .chain((query) =>
      fc
        .constantFrom("/api/sync", "/api/blog-posts", "/api/employees", "/api/captcha", "/api/user")
        .map((path) => ({
          method: "GET",
          path: `${path}?${new URLSearchParams(query).toString()}`,
          body: undefined,
        })),
    ),
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
