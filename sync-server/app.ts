/** The Express application: API routes, the built app, and the error answers. */
import type { RequestListener } from "node:http"
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from "express"
import { ErrorCode, type ApiErrorBody } from "../schema/errors.ts"
import { messageText } from "../schema/messages.ts"
import { PasswordChecksBusy, scryptPool } from "./auth/scrypt-pool.ts"
import { type RateLimits, defaultRateLimits } from "./auth/rate-limit.ts"
import { createSession } from "./auth/session.ts"
import { lastSeenTracker, loadAccount } from "./auth/account.ts"
import { twoStepGate } from "./auth/two-step-gate.ts"
import type { ServerConfig } from "./config.ts"
import type { ServerContext } from "./context.ts"
import type { Database } from "./db/connection.ts"
import { bodyErrorToHttpError, parseJsonBody, requireJsonContentType } from "./http/body.ts"
import { HttpError, languageOf, sendError } from "./http/errors.ts"
import { logServerFault } from "./http/fault-log.ts"
import { withFastReads } from "./routes/fast-reads.ts"
import { watchForDirectClients } from "./security/proxy-warning.ts"
import { checkJsonBody, checkQuery } from "./http/input-checks.ts"
import { privateAnswers } from "./routes/private-answers.ts"
import { auditActorsRouter } from "./audit/actors-route.ts"
import { auditRouter } from "./audit/routes.ts"
import { staticRouter } from "./pages/static.ts"
import { mediaRoutes } from "./media/media-routes.ts"
import type { MediaSettings } from "./media/media-settings.ts"
import { type LivePages, livePages } from "./pages/live-pages.ts"
import { pageResponder } from "./seo/page-responder.ts"
import { seoRouter } from "./seo/seo-router.ts"
import { type WriteRoute, writeRouter } from "./writes/write-route.ts"
import { authRouter } from "./routes/auth.ts"
import { twoStepLoginRouter } from "./routes/login-two-step.ts"
import { accountsRouter } from "./accounts/accounts-router.ts"
import { blogPostWrites, blogPostsRouter } from "./routes/blog-posts.ts"
import { collaborationWrites, collaborationsRouter } from "./routes/collaborations.ts"
import { blogPostSpec, employeeSpec, projectSpec, teamSpec, toolSpec } from "./routes/content-specs.ts"
import { pushRouter } from "./routes/push.ts"
import { resourceRouter, resourceWrites } from "./routes/resource.ts"
import { settingsRouter, settingsWrites } from "./routes/settings.ts"
import { syncRouter } from "./routes/sync.ts"
import { defaultStreamSettings, type StreamSettings, syncStreams } from "./routes/sync-stream.ts"
import { ChangeWatch } from "./sync/change-watch.ts"
import { ListCache } from "./sync/list-cache.ts"
import { type PresenceSettings, PresenceWatch } from "./sync/presence-watch.ts"
import { presenceRouter } from "./routes/presence.ts"
import { previewLinksRouter } from "./preview/preview-routes.ts"
import { previewPageRouter } from "./preview/preview-page.ts"
import { presenceTtlMs } from "../schema/presence.ts"
import { siteDirectives } from "./security/content-security-policy.ts"
import { csrfGuard } from "./security/csrf.ts"
import { type ApplySecurityHeaders, type TrustProxy, securityHeaders } from "./security/headers.ts"
import { readBuildHashes } from "./security/inline-hashes.ts"

export interface AppOptions {
  readonly now?: () => number
  readonly rateLimits?: RateLimits
  /** Serve the built app from config.staticDir (off for the Vite dev server, which serves it). */
  readonly serveStatic?: boolean
  /** Overrides of the media settings (MEDIA_DIR, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS), for tests. */
  readonly media?: Partial<MediaSettings>
  /** Overrides of the change streams' timings and limits (routes/sync-stream.ts), for tests. */
  readonly streams?: Partial<StreamSettings>
  /** Overrides of how long an open edit dialog counts and how often streams look (sync/presence-watch.ts). */
  readonly presence?: Partial<PresenceSettings>
}

/** An open dialog counts for presenceTtlMs after its last word; the streams look every 2 s. */
const defaultPresenceSettings: PresenceSettings = { ttlMs: presenceTtlMs, pollMs: 2_000 }

export interface App {
  readonly express: Express
  /**
   * What the HTTP server runs: the security headers, then the fast path for anonymous cached reads,
   * then the Express app.
   */
  readonly handler: RequestListener
  readonly context: ServerContext
  /** Resolves once the server's renderer and the public rows are loaded (before the first reader). */
  ready(): Promise<void>
  close(): void
}

/**
 * 503 with Retry-After when every password-hashing thread is busy and the line waiting for them is
 * full (auth/scrypt-pool.ts): the server is short of capacity, the person did nothing wrong.
 */
const sendChecksBusy = (req: Request, res: Response, busy: PasswordChecksBusy): void => {
  const seconds = Math.max(1, Math.ceil(busy.retryAfterMs / 1000))
  const message = messageText("error.passwordChecksBusy", languageOf(req)).replace(
    "{seconds}",
    String(seconds),
  )
  const body: ApiErrorBody = { message, code: ErrorCode.serverBusy }
  res
    .status(503)
    .setHeader("Retry-After", String(seconds))
    .type("application/json")
    .send(JSON.stringify(body))
}

const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error)
  if (error instanceof PasswordChecksBusy) return sendChecksBusy(req, res, error)
  const httpError = error instanceof HttpError ? error : bodyErrorToHttpError(error)
  if (httpError !== undefined) return sendError(req, res, httpError)
  // Never a stack trace in an answer; the log keeps it (a bounded number a minute: fault-log.ts).
  logServerFault(error)
  sendError(req, res, new HttpError(500, "INTERNAL", "error.internal"))
}

export const createApp = (db: Database, config: ServerConfig, options: AppOptions = {}): App => {
  const context: ServerContext = {
    db,
    config,
    now: options.now ?? Date.now,
    listCache: new ListCache(db),
    // Few cursors are live at once (devices catch up to the same one); a stranger's made-up cursors
    // only push out other made-up ones.
    feedCache: new ListCache(db, 64),
    changes: new ChangeWatch(db),
    presence: new PresenceWatch(
      db,
      { ...defaultPresenceSettings, ...options.presence },
      options.now ?? Date.now,
    ),
    rateLimits: options.rateLimits ?? defaultRateLimits,
  }
  // The hashing settings (PASSWORD_HASH_WORKERS, PASSWORD_HASH_QUEUE) are read now: a bad one stops the start.
  scryptPool()
  const session = createSession(db, config.sessionSecret, config.production, Boolean(config.trustProxy))
  // The cookie session, then who it belongs to and their role, read fresh on every request (auth/account.ts).
  // When each session's last-seen write is due: shared with the signed-in pull in front of Express.
  const lastSeen = lastSeenTracker()
  const account = loadAccount(context, lastSeen)
  // Then the "two-step sign-in for every account" policy, which holds back a session until it is set up.
  const twoStep = twoStepGate(context)
  const signedIn: RequestHandler = (req, res, next) =>
    session.middleware(req, res, (error?: unknown) =>
      error === undefined
        ? account(req, res, (failed?: unknown) =>
            failed === undefined ? twoStep(req, res, next) : next(failed),
          )
        : next(error),
    )
  const app = express()
  app.disable("x-powered-by")
  app.set("etag", false)
  // X-Forwarded-For/-Proto are believed only from the proxies TRUST_PROXY names (req.ip, req.secure).
  app.set("trust proxy", config.trustProxy ?? false)

  // Uploads and picture files (docs/media.md): before the `/api` chain, which takes JSON bodies only.
  const media = mediaRoutes(context, signedIn, options.media)
  app.use(media.app)
  // Answers to a signed-in session are `private, no-store` (decided when their head is written). Then
  // the forgery check: a refused request is not read, parsed or given a session.
  app.use(
    "/api",
    privateAnswers,
    csrfGuard(config.publicOrigin),
    requireJsonContentType,
    parseJsonBody,
    // Input no database can keep, or nested too deep, is refused before anything reads it.
    checkJsonBody,
    checkQuery,
    signedIn,
  )
  app.use(authRouter(context))
  app.use(twoStepLoginRouter(context))
  app.use(accountsRouter(context))
  // Before syncRouter: /api/sync/stream is not a page of /api/sync.
  const streams = syncStreams(context, { ...defaultStreamSettings, ...options.streams })
  app.use(streams.router)
  app.use(presenceRouter(context))
  app.use(previewLinksRouter(context))
  app.use(syncRouter(context))
  app.use(settingsRouter(context))
  app.use(blogPostsRouter(context))
  const resources = [employeeSpec, teamSpec, projectSpec, toolSpec, blogPostSpec]
  for (const spec of resources) app.use(resourceRouter(context, spec))
  app.use(collaborationsRouter(context))
  app.use(auditRouter(context))
  app.use(auditActorsRouter(context))
  // Every write of the API, each its own route and all of them reachable through the batched push.
  const writes: WriteRoute[] = [
    ...settingsWrites(context),
    ...blogPostWrites(context),
    ...resources.flatMap((spec) => resourceWrites(context, spec)),
    ...collaborationWrites(context),
  ]
  app.use(writeRouter(context, writes))
  app.use(pushRouter(context, writes))
  app.use("/api", (_req, _res, next) => next(new HttpError(404, "NOT_FOUND", "error.notFound")))
  // robots.txt, the sitemap and the feeds (seo/); the pages get their heads through the static router's hook.
  app.use(seoRouter(context))
  const staticDir = options.serveStatic === false ? undefined : config.staticDir
  // Public pages are rendered from the database (pages/); the back office gets index.html with its head.
  const pages: LivePages | undefined = staticDir === undefined ? undefined : livePages(context, staticDir)
  // Draft previews (preview/): their own answer, never the public pages' (which have no drafts), drawn
  // with the same build and public rows.
  app.use(previewPageRouter(context, pages))
  if (staticDir !== undefined) app.use(staticRouter(staticDir, pages?.send, pageResponder(context)))
  // Whatever is left (a POST to a page's path, a GET with no build): a JSON 404 from our error
  // handler, not Express's final handler, whose answer would replace the security headers. Not in
  // front of the Vite dev server (sync-server/dev.ts), which answers what this app leaves.
  if (options.serveStatic !== false)
    app.use((_req, _res, next) => next(new HttpError(404, "NOT_FOUND", "error.notFound")))
  app.use(errorHandler)
  // The policy allows the inline scripts and styles of the build the server sends (by hash).
  const setSecurityHeaders: ApplySecurityHeaders = securityHeaders(
    siteDirectives(readBuildHashes(staticDir)),
    app.get("trust proxy fn") as TrustProxy,
  )
  const fastReads = withFastReads(context, app, { secret: config.sessionSecret, lastSeen })
  // With TRUST_PROXY, a request that came around the proxy is said once in the log (proxy-warning.ts).
  const watchProxy = watchForDirectClients(app.get("trust proxy fn") as TrustProxy)
  const handler: RequestListener = (req, res) => {
    watchProxy(req)
    setSecurityHeaders(req, res)
    fastReads(req, res)
  }
  return {
    express: app,
    handler,
    context,
    ready: async () => {
      await pages?.ready()
    },
    close: () => {
      // Streams end at once (their browsers reconnect to another process), before the drain waits.
      streams.closeAll()
      context.changes.close()
      context.presence.close()
      media.close()
      session.close()
    },
  }
}
