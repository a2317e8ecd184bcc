/**
 * Anonymous cacheable reads (public lists, settings, the anonymous sync snapshot) answered before
 * Express, straight from the list cache: these are most of the traffic, and Express's per-request
 * machinery costs more than the answer itself. Anything else (a session cookie, another query
 * string, an error) goes to the Express app, which answers the same from the same cache entries.
 * Answers here keep their public caching (no-cache, ETag, Vary: Cookie): a request with the session
 * cookie never takes this path, and only such a request can be signed in, whose answers Express makes
 * `private, no-store` (routes/private-answers.ts).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { sessionCookieName } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { serveList, servePull, serveSettings, serveSnapshot } from "./cached-reads.ts"

type FastRoute = (
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void> | undefined

const onlyKeys = (query: URLSearchParams, allowed: ReadonlyArray<string>) =>
  [...query.keys()].every((key) => allowed.includes(key)) &&
  allowed.every((key) => query.getAll(key).length <= 1)

export const withFastReads = (ctx: ServerContext, app: RequestListener): RequestListener => {
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
        const since = query.get("since") ?? "0"
        const limit = query.get("limit") ?? "0"
        // The rows' shape (schema/detail-fields.ts); any other value goes to Express for its 400.
        const fields = query.get("fields") ?? "full"
        if (!onlyKeys(query, ["since", "limit", "fields"]) || !/^\d{1,5}$/.test(limit)) return undefined
        if (fields !== "full" && fields !== "cards") return undefined
        if (since === "0") return serveSnapshot(ctx, "anonymous", Number(limit), req, res, fields)
        // A pull from a cursor, after an announcement: most of the stream's traffic.
        return /^[1-9]\d{0,14}$/.test(since)
          ? servePull(ctx, Number(since), Number(limit), res, fields)
          : undefined
      },
    ],
  ])
  const cookiePrefix = `${sessionCookieName}=`

  return (req, res) => {
    const url = req.url ?? ""
    const queryStart = url.indexOf("?")
    const route =
      req.method === "GET" && !req.headers.cookie?.includes(cookiePrefix)
        ? routes.get(queryStart < 0 ? url : url.slice(0, queryStart))
        : undefined
    const answered = route?.(new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1)), req, res)
    if (answered === undefined) {
      app(req, res)
      return
    }
    answered.catch(() => {
      // Let the full app answer (and log) the failure, unless bytes already went out.
      if (res.headersSent) res.destroy()
      else app(req, res)
    })
  }
}
