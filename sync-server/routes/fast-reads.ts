/**
 * Anonymous cacheable reads (public lists, settings, the anonymous sync snapshot) answered before
 * Express, straight from the list cache: these are most of the traffic, and Express's per-request
 * machinery costs more than the answer itself. Anything else (a session cookie, another query
 * string, an error) goes to the Express app, which answers the same from the same cache entries.
 * Answers here keep their public caching (no-cache, ETag, Vary: Cookie): a request with the session
 * cookie never takes these, and only such a request can be signed in, whose answers Express makes
 * `private, no-store` (routes/private-answers.ts). The one read a session makes here is a pull from a
 * cursor (routes/signed-in-pull.ts), answered `private, no-store` as Express would, or left to Express.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { sessionCookieName } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { serveList, servePull, serveSettings, serveSnapshot } from "./cached-reads.ts"
import type { LastSeen } from "../auth/account.ts"
import { type PullAsked, signedInPull } from "./signed-in-pull.ts"

type FastRoute = (
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void> | undefined

const onlyKeys = (query: URLSearchParams, allowed: ReadonlyArray<string>) =>
  [...query.keys()].every((key) => allowed.includes(key)) &&
  allowed.every((key) => query.getAll(key).length <= 1)

/** GET /api/sync's query when this path can answer it (anything else goes to Express, for its 400). */
const syncAsked = (query: URLSearchParams): PullAsked | undefined => {
  const since = query.get("since") ?? "0"
  const limit = query.get("limit") ?? "0"
  // The rows' shape (schema/detail-fields.ts).
  const fields = query.get("fields") ?? "full"
  if (!onlyKeys(query, ["since", "limit", "fields"]) || !/^\d{1,5}$/.test(limit)) return undefined
  if (fields !== "full" && fields !== "cards") return undefined
  if (since !== "0" && !/^[1-9]\d{0,14}$/.test(since)) return undefined
  return { since: Number(since), limit: Number(limit), fields }
}

/**
 * `session`: what a signed-in pull needs to tell its session (the cookie's secret, and when each
 * session's last-seen write is due, shared with Express's `loadAccount`).
 */
export const withFastReads = (
  ctx: ServerContext,
  app: RequestListener,
  session: { readonly secret: string; readonly lastSeen: LastSeen },
): RequestListener => {
  const list =
    (entity: "employees" | "teams" | "projects" | "tools"): FastRoute =>
    (query, req, res) =>
      query.size === 0 ? serveList(ctx, entity, true, req, res) : undefined
  const routes = new Map<string, FastRoute>([
    ["/api/employees", list("employees")],
    ["/api/teams", list("teams")],
    ["/api/projects", list("projects")],
    ["/api/tools", list("tools")],
    [
      "/api/blog-posts",
      (query, req, res) =>
        onlyKeys(query, ["published"]) && query.get("published") === "true"
          ? serveList(ctx, "blogPosts", true, req, res)
          : undefined,
    ],
    ["/api/settings", (query, req, res) => (query.size === 0 ? serveSettings(ctx, req, res) : undefined)],
    [
      "/api/sync",
      (query, req, res) => {
        const asked = syncAsked(query)
        if (asked === undefined) return undefined
        if (asked.since === 0) return serveSnapshot(ctx, "anonymous", asked.limit, req, res, asked.fields)
        // A pull from a cursor, after an announcement: most of the stream's traffic.
        return servePull(ctx, asked.since, asked.limit, res, asked.fields)
      },
    ],
  ])
  // With the session cookie: only a pull from a cursor (routes/signed-in-pull.ts), every back-office
  // tab's after each announcement; everything else a session reads goes through Express.
  const pullSignedIn = signedInPull(ctx, session.secret, session.lastSeen)
  const sessionRoutes = new Map<string, FastRoute>([
    [
      "/api/sync",
      (query, req, res) => {
        const asked = syncAsked(query)
        return asked === undefined || asked.since === 0 ? undefined : pullSignedIn(asked, req, res)
      },
    ],
  ])
  const cookiePrefix = `${sessionCookieName}=`

  return (req, res) => {
    const url = req.url ?? ""
    const queryStart = url.indexOf("?")
    const path = queryStart < 0 ? url : url.slice(0, queryStart)
    const route =
      req.method !== "GET"
        ? undefined
        : req.headers.cookie?.includes(cookiePrefix)
          ? sessionRoutes.get(path)
          : routes.get(path)
    const answered = route?.(new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1)), req, res)
    if (answered === undefined) {
      app(req, res)
      return
    }
    answered.catch(() => {
      // Let the full app answer (and log) the failure, or what this path declined (a signed-in pull it
      // cannot vouch for), unless bytes already went out.
      if (res.headersSent) res.destroy()
      else app(req, res)
    })
  }
}
