/**
 * The media routes (docs/media.md) as an Express app of their own, answering `/api/media…` and
 * `/media/…` in front of the main app: an upload's body is raw picture bytes, which the main app's
 * `/api` chain (JSON only) would refuse. It applies the same security headers, the same CSRF check and
 * the same database sessions (same table, same secret) as the main app, and answers errors with the
 * same JSON body.
 */
import type { RequestListener } from "node:http"
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from "express"
import { createSession, requireAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { bodyErrorToHttpError, parseJsonBody, requireJsonContentType } from "../http/body.ts"
import { HttpError, sendError } from "../http/errors.ts"
import { logServerFault } from "../http/fault-log.ts"
import { checkJsonBody, checkQuery } from "../http/input-checks.ts"
import { siteDirectives } from "../security/content-security-policy.ts"
import { csrfGuard } from "../security/csrf.ts"
import { type TrustProxy, securityHeaders } from "../security/headers.ts"
import { readBuildHashes } from "../security/inline-hashes.ts"
import { deleteHandler, getHandler, listHandler, patchHandler } from "./library-routes.ts"
import { MediaError, UploadAborted, mediaNotFound, sendMediaError } from "./media-errors.ts"
import { sweepOrphanFiles } from "./media-files.ts"
import { type MediaSettings, mediaSettings } from "./media-settings.ts"
import { allMedia } from "./media-table.ts"
import { serveMediaFile } from "./serve-files.ts"
import { uploadHandler } from "./upload-route.ts"
import { mediaHashLength } from "../../schema/media.ts"

export interface MediaOptions {
  /** Overrides of MEDIA_DIR / MEDIA_MAX_BYTES / MEDIA_MAX_PIXELS (tests). */
  readonly settings?: Partial<MediaSettings>
  /** The build folder whose inline-script hashes the policy names (undefined: none, as in `npm run dev`). */
  readonly staticDir: string | undefined
}

export interface MediaApp {
  readonly settings: MediaSettings
  /** Route media paths here and everything else to `inner`. */
  wrap(inner: RequestListener): RequestListener
  close(): void
}

/** Whether a request path (query excluded) is one of ours. */
export const isMediaPath = (url: string | undefined): boolean => {
  const path = (url ?? "").split("?")[0] ?? ""
  return path === "/api/media" || path.startsWith("/api/media/") || path.startsWith("/media/")
}

type Handler = (req: Request, res: Response) => Promise<void>
/** Express 5 passes a rejected promise to the error handler; the wrapper only types it. */
const route = (handler: Handler) => (req: Request, res: Response, next: NextFunction) =>
  handler(req, res).catch(next)

const hourMs = 60 * 60 * 1000

/**
 * Every error is answered: a refusal with its 4xx, anything else with a JSON 500 (no stack) and logged.
 * Only a client that is really gone gets no answer: an upload it abandoned (not a fault, not logged),
 * or a connection closed meanwhile. (`req.destroyed` says nothing of the kind: on Node 20 it is true
 * as soon as the body has been read.)
 */
const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error)
  if (error instanceof UploadAborted) return
  const gone = req.socket.destroyed
  if (error instanceof MediaError) return gone ? undefined : sendMediaError(req, res, error)
  const httpError = error instanceof HttpError ? error : bodyErrorToHttpError(error)
  if (httpError !== undefined) return gone ? undefined : sendError(req, res, httpError)
  logServerFault(error)
  if (!gone) sendError(req, res, new HttpError(500, "INTERNAL", "error.internal"))
}

export const createMediaApp = (ctx: ServerContext, options: MediaOptions): MediaApp => {
  const { config } = ctx
  const settings = mediaSettings(config, options.settings)
  const session = createSession(ctx.db, config.sessionSecret, config.production, Boolean(config.trustProxy))
  const app = express()
  app.disable("x-powered-by")
  // For the files (sendFile takes this setting): a hard reload revalidates with 304 instead of bytes.
  app.set("etag", true)
  app.set("trust proxy", config.trustProxy ?? false)

  // As in the main app: the query's texts (an upload's alt texts) are checked before the session.
  app.use("/api/media", csrfGuard(config.publicOrigin), checkQuery, session.middleware)
  app.post("/api/media", requireAdmin, route(uploadHandler(ctx, settings)))
  app.get("/api/media", requireAdmin, route(listHandler(ctx)))
  app.get("/api/media/:id", requireAdmin, route(getHandler(ctx)))
  app.patch(
    "/api/media/:id",
    requireAdmin,
    requireJsonContentType,
    parseJsonBody,
    checkJsonBody,
    route(patchHandler(ctx)),
  )
  app.delete("/api/media/:id", requireAdmin, route(deleteHandler(ctx, settings)))
  app.get("/media/:file", serveMediaFile(settings))
  app.use((_req, _res, next) => next(mediaNotFound()))
  app.use(errorHandler)

  const setSecurityHeaders = securityHeaders(
    siteDirectives(readBuildHashes(options.staticDir)),
    app.get("trust proxy fn") as TrustProxy,
  )
  const sweep = () =>
    void allMedia(ctx.db.knex)
      .then((rows) => new Set(rows.map((row) => row.content_hash.slice(0, mediaHashLength))))
      .then((known) => sweepOrphanFiles(settings.dir, known, ctx.now()))
      .catch((error: unknown) => console.warn("media sweep failed:", error))
  const firstSweep = setTimeout(sweep, 10_000)
  const sweeps = setInterval(sweep, hourMs)
  firstSweep.unref()
  sweeps.unref()

  return {
    settings,
    wrap: (inner) => (req, res) => {
      if (!isMediaPath(req.url)) return inner(req, res)
      setSecurityHeaders(req, res)
      app(req, res)
    },
    close: () => {
      clearTimeout(firstSweep)
      clearInterval(sweeps)
      session.close()
    },
  }
}
