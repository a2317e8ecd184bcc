/**
 * The media routes (docs/media.md), `/api/media…` and `/media/…`, as part of the one Express app
 * (app.ts mounts them before its JSON-only `/api` chain: an upload's body is raw picture bytes). They
 * run behind the same security headers and the same database session as every route, with the same
 * CSRF check, and refuse with the same error class (HttpError). A mounted sub-app only because a
 * file's ETag follows the setting of the app that sends it: the variant files get one, API answers
 * not. The upload's body is read by read-upload.ts, which refuses an oversize body at once.
 */
import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express"
import { requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { bodyErrorToHttpError, parseJsonBody, requireJsonContentType } from "../http/body.ts"
import { HttpError, sendError } from "../http/errors.ts"
import { logServerFault } from "../http/fault-log.ts"
import { checkJsonBody, checkQuery } from "../http/input-checks.ts"
import { csrfGuard } from "../security/csrf.ts"
import { deleteHandler, getHandler, listHandler, patchHandler } from "./library-routes.ts"
import { UploadAborted, mediaNotFound } from "./media-errors.ts"
import { sweepOrphanFiles } from "./media-files.ts"
import { type MediaSettings, mediaSettings } from "./media-settings.ts"
import { allMedia } from "./media-table.ts"
import { serveMediaFile } from "./serve-files.ts"
import { uploadHandler } from "./upload-route.ts"
import { mediaHashLength } from "../../schema/media.ts"

export interface MediaRoutes {
  readonly settings: MediaSettings
  /** Mounted on the main app; answers media paths and passes every other request on. */
  readonly app: Express
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
  const httpError = error instanceof HttpError ? error : bodyErrorToHttpError(error)
  if (httpError !== undefined) return gone ? undefined : sendError(req, res, httpError)
  logServerFault(error)
  if (!gone) sendError(req, res, new HttpError(500, "INTERNAL", "error.internal"))
}

/**
 * `session` is the main app's session middleware; `overrides` are MEDIA_DIR / MEDIA_MAX_BYTES /
 * MEDIA_MAX_PIXELS given by tests.
 */
export const mediaRoutes = (
  ctx: ServerContext,
  session: RequestHandler,
  overrides?: Partial<MediaSettings>,
): MediaRoutes => {
  const { config } = ctx
  const settings = mediaSettings(config, overrides)
  const app = express()
  app.disable("x-powered-by")
  // For the files (sendFile takes this setting): a hard reload revalidates with 304 instead of bytes.
  app.set("etag", true)
  app.set("trust proxy", config.trustProxy ?? false)

  // As in the main app: the query's texts (an upload's alt texts) are checked before the session.
  app.use("/api/media", csrfGuard(config.publicOrigin), checkQuery, session)
  app.post("/api/media", requirePermission("editContent"), route(uploadHandler(ctx, settings)))
  app.get("/api/media", requirePermission("readBackOffice"), route(listHandler(ctx)))
  app.get("/api/media/:id", requirePermission("readBackOffice"), route(getHandler(ctx)))
  app.patch(
    "/api/media/:id",
    requirePermission("editContent"),
    requireJsonContentType,
    parseJsonBody,
    checkJsonBody,
    route(patchHandler(ctx)),
  )
  app.delete("/api/media/:id", requirePermission("editContent"), route(deleteHandler(ctx, settings)))
  app.get("/media/:file", serveMediaFile(settings))
  // A media path no route took is the API's JSON 404; any other path goes on to the main app.
  app.use((req, _res, next) => (isMediaPath(req.url) ? next(mediaNotFound()) : next()))
  app.use(errorHandler)

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
    app,
    close: () => {
      clearTimeout(firstSweep)
      clearInterval(sweeps)
    },
  }
}
