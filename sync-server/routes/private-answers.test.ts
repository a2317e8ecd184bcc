/**
 * Every GET of the API, signed in and not (routes/private-answers.ts): an administrator's answer is
 * `Cache-Control: private, no-store` with `Vary: Cookie`, whatever the route (the list cache's
 * 304-capable reads and the media library included); an anonymous answer of the same URL keeps its
 * caching exactly, whether it comes from the fast path (no cookie) or from Express (a visitor with a
 * session that is not signed in). The table is checked against the GET routes the app registers, so a
 * new admin read cannot be left out. On SQLite, and on PostgreSQL under `npm run test:pg`.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { createApp } from "../app.ts"
import { openDatabase } from "../db/connection.ts"
import { migrateToLatest } from "../db/migrate.ts"
import { makePicture, mediaServerPerFile, upload } from "../test-support/media/media-test-support.ts"
import {
  apiClient,
  sampleCollaboration,
  sampleEmployee,
  samplePost,
  sampleProject,
  sampleTeam,
  sampleTool,
} from "../test-support/client.ts"
import { loginAs } from "../test-support/test-server.ts"

const media = mediaServerPerFile()
const api = () => apiClient(media.server.url)

/** The ids the table's addresses use, made once by the first test. */
const ids = { employee: 0, team: 0, project: 0, tool: 0, draft: 0, media: 0 }

/** What an anonymous visitor gets today: the status and the caching headers (null: none sent). */
interface Anonymous {
  readonly status: number
  readonly cacheControl: string | null
  readonly vary: string | null
}

const publicList: Anonymous = {
  status: 200,
  cacheControl: "no-cache",
  vary: "Cookie, Accept-Language, Accept-Encoding",
}
const adminOnly: Anonymous = { status: 401, cacheControl: null, vary: null }
const noStore: Anonymous = { status: 200, cacheControl: "no-store", vary: null }
const publicRow: Anonymous = { status: 200, cacheControl: "no-cache", vary: null }

interface Read {
  /** The route as the app registers it. */
  readonly route: string
  readonly url: () => string
  readonly anonymous: Anonymous
}

const reads: ReadonlyArray<Read> = [
  { route: "/api/captcha", url: () => "/api/captcha", anonymous: noStore },
  { route: "/api/user", url: () => "/api/user", anonymous: adminOnly },
  { route: "/api/sync", url: () => "/api/sync?since=0", anonymous: publicList },
  { route: "/api/sync", url: () => "/api/sync?since=0&limit=7", anonymous: noStore },
  { route: "/api/sync", url: () => "/api/sync?since=1", anonymous: noStore },
  { route: "/api/health", url: () => "/api/health", anonymous: noStore },
  { route: "/api/settings", url: () => "/api/settings", anonymous: publicList },
  { route: "/api/blog-posts", url: () => "/api/blog-posts?published=true", anonymous: publicList },
  { route: "/api/blog-posts", url: () => "/api/blog-posts", anonymous: adminOnly },
  { route: "/api/employees", url: () => "/api/employees", anonymous: publicList },
  { route: "/api/employees/:id", url: () => `/api/employees/${ids.employee}`, anonymous: publicRow },
  { route: "/api/teams", url: () => "/api/teams", anonymous: publicList },
  { route: "/api/teams/:id", url: () => `/api/teams/${ids.team}`, anonymous: publicRow },
  { route: "/api/projects", url: () => "/api/projects", anonymous: publicList },
  { route: "/api/projects/:id", url: () => `/api/projects/${ids.project}`, anonymous: publicRow },
  { route: "/api/tools", url: () => "/api/tools", anonymous: publicList },
  { route: "/api/tools/:id", url: () => `/api/tools/${ids.tool}`, anonymous: publicRow },
  // A draft: the administrator reads it, a visitor gets the same 404 as for a missing post.
  {
    route: "/api/blog-posts/:id",
    url: () => `/api/blog-posts/${ids.draft}`,
    anonymous: { status: 404, cacheControl: null, vary: null },
  },
  { route: "/api/collaborations", url: () => "/api/collaborations", anonymous: adminOnly },
  {
    route: "/api/history/:entity/:id",
    url: () => `/api/history/employees/${ids.employee}`,
    anonymous: adminOnly,
  },
  { route: "/api/activity", url: () => "/api/activity", anonymous: adminOnly },
  { route: "/api/activity/actors", url: () => "/api/activity/actors", anonymous: adminOnly },
  // The accounts routes say no-store on every answer, their refusals too (sync-server/accounts/).
  {
    route: "/api/accounts",
    url: () => "/api/accounts",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  {
    route: "/api/account/sessions",
    url: () => "/api/account/sessions",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  // One's own passkeys (issue 29).
  {
    route: "/api/account/passkeys",
    url: () => "/api/account/passkeys",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  // Two-step sign-in: one's own status, and the administrators' policy.
  {
    route: "/api/account/two-step",
    url: () => "/api/account/two-step",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  {
    route: "/api/accounts/two-step-policy",
    url: () => "/api/accounts/two-step-policy",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  // Who is editing what (issue 30): back-office sessions only, never cached.
  {
    route: "/api/presence",
    url: () => "/api/presence",
    anonymous: { ...adminOnly, cacheControl: "no-store" },
  },
  // A record's draft preview links (issue 31): back-office sessions only.
  {
    route: "/api/preview-links",
    url: () => `/api/preview-links?entity=blogPosts&id=${ids.draft}`,
    anonymous: adminOnly,
  },
  // The media routes are a sub-app mounted on the main app (media/media-routes.ts): listed by hand.
  { route: "/api/media", url: () => "/api/media", anonymous: adminOnly },
  { route: "/api/media/:id", url: () => `/api/media/${ids.media}`, anonymous: adminOnly },
]

const mediaRoutes = ["/api/media", "/api/media/:id"]
/** The change stream never ends, so it cannot be read whole here: routes/sync-stream.test.ts checks it is no-store. */
const streamRoutes = ["/api/sync/stream"]

interface RouteLayer {
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> }
  readonly handle?: { readonly stack?: ReadonlyArray<RouteLayer> }
}

/** The GET routes of an Express router, mounted routers included. */
const getRoutes = (stack: ReadonlyArray<RouteLayer>): string[] =>
  stack.flatMap((layer) => {
    if (layer.route !== undefined) return layer.route.methods.get === true ? [layer.route.path] : []
    return layer.handle?.stack === undefined ? [] : getRoutes(layer.handle.stack)
  })

const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

const varyNames = (vary: string | null): string[] =>
  (vary ?? "").split(",").map((name) => name.trim().toLowerCase())

describe("caching of every API read", () => {
  test("the table names every GET route of the API", async () => {
    const dir = mkdtempSync(join(tmpdir(), "private-answers-routes-"))
    const db = openDatabase(`sqlite:${join(dir, "site.db")}`)
    await migrateToLatest(db.knex)
    const app = createApp(
      db,
      {
        port: 0,
        host: undefined,
        adminUsername: undefined,
        adminPassword: undefined,
        captchaTestText: undefined,
        databaseUrl: `sqlite:${join(dir, "site.db")}`,
        sessionSecret: "routes",
        production: false,
        demoContent: false,
        staticDir: undefined,
        trustProxy: false,
        publicOrigin: undefined,
      },
      { serveStatic: false },
    )
    try {
      const router = (app.express as unknown as { router: { stack: RouteLayer[] } }).router
      const registered = getRoutes(router.stack).filter(
        (route) => route.startsWith("/api") && !streamRoutes.includes(route),
      )
      expect(registered.length).toBeGreaterThan(10)
      expect([...new Set([...registered, ...mediaRoutes])].sort()).toEqual(
        [...new Set(reads.map((read) => read.route))].sort(),
      )
    } finally {
      // The session store's first queries (its table, a cleanup) go first on the one SQLite connection.
      for (let round = 0; round < 3; round++) await db.knex.raw("select 1")
      app.close()
      await db.knex.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("a signed-in read is private, no-store with Vary: Cookie; an anonymous one is unchanged", async () => {
    const { cookie } = media
    const as = { cookie }
    const employee = await api().post("/api/employees", { ...as, body: sampleEmployee() })
    ids.employee = employee.body.id
    ids.team = (await api().post("/api/teams", { ...as, body: sampleTeam([ids.employee]) })).body.id
    ids.project = (await api().post("/api/projects", { ...as, body: sampleProject([ids.employee]) })).body.id
    ids.tool = (await api().post("/api/tools", { ...as, body: sampleTool() })).body.id
    ids.draft = (await api().post("/api/blog-posts", { ...as, body: samplePost() })).body.id
    expect((await api().post("/api/collaborations", { body: sampleCollaboration() })).status).toBe(201)
    const picture = await upload(media.server.url, await makePicture(64, 48, "jpeg"), { cookie })
    expect(picture.status).toBe(201)
    ids.media = picture.body.id
    expect(Object.values(ids).every((id) => id > 0)).toBe(true)

    // A visitor whose session cookie is not signed in (here: an administrator's, after signing out):
    // Express answers, not the fast path, and must answer as to anyone.
    const signedOut = await loginAs(media.server.url, {
      username: "admin",
      password: "admin-password",
      captcha: "TEST",
    })
    expect((await api().post("/api/logout", { cookie: signedOut, body: {} })).status).toBe(200)
    const visitorCookie = signedOut
    expect(visitorCookie).toContain("sid=")

    for (const read of reads) {
      const url = read.url()
      const admin = await api().get(url, { cookie })
      expect(admin.status, `${url} signed in`).toBe(200)
      expect(admin.headers.get("cache-control"), `${url} signed in`).toBe("private, no-store")
      expect(varyNames(admin.headers.get("vary")), `${url} signed in`).toContain("cookie")

      for (const [who, visitor] of [
        ["anonymous", undefined],
        ["a session not signed in", visitorCookie],
      ] as const) {
        const answer = await api().get(url, visitor === undefined ? {} : { cookie: visitor })
        const seen = {
          status: answer.status,
          cacheControl: answer.headers.get("cache-control"),
          vary: answer.headers.get("vary"),
        }
        expect(seen, `${url} ${who}`).toEqual(read.anonymous)
      }
    }
  })

  test("a 304 of a cached list to a signed-in session is private too; the anonymous 304 is not", async () => {
    const { cookie } = media
    const first = await api().get("/api/employees", { cookie })
    const etag = first.headers.get("etag") ?? ""
    expect(etag).not.toBe("")
    const revalidated = await api().get("/api/employees", { cookie, headers: { "If-None-Match": etag } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get("cache-control")).toBe("private, no-store")

    const anonymous = await api().get("/api/employees")
    const anonymousEtag = anonymous.headers.get("etag") ?? ""
    const fast = await api().get("/api/employees", { headers: { "If-None-Match": anonymousEtag } })
    expect(fast.status).toBe(304)
    expect(fast.headers.get("cache-control")).toBe("no-cache")
  })

  test("the login's own answer, the first signed in, is private", async () => {
    const captcha = await fetch(`${media.server.url}/api/captcha?t=${Date.now()}`)
    const login = await api().post("/api/login", {
      cookie: cookieOf(captcha),
      body: { username: "admin", password: "admin-password", captcha: "TEST" },
    })
    expect(login.status).toBe(200)
    expect(login.headers.get("cache-control")).toBe("private, no-store")
    expect(varyNames(login.headers.get("vary"))).toContain("cookie")
  })
})
