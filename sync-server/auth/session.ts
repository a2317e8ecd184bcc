/**
 * Cookie sessions stored in the app's own database (connect-session-knex given our knex instance),
 * so they survive a restart and are shared by several server processes.
 */
import type { Request, RequestHandler, Response } from "express"
import session from "express-session"
import { ConnectSessionKnexStore } from "connect-session-knex"
import type { Database } from "../db/connection.ts"
import { handOver, readSignedIn } from "./signed-in-read.ts"

declare module "express-session" {
  interface SessionData {
    userId: number
    username: string
    /** Registered in `user_sessions` (auth/account.ts); sessions from before team accounts are not. */
    tracked: boolean
    /** What proved the person at sign-in (routes/sign-in.ts); older sessions have none: a password. */
    signInMethod: "password" | "two-step" | "passkey"
    /** Set when a signed-out browser starts a passkey ceremony: its challenge is bound to this session. */
    passkeyCeremony: boolean
  }
}

export const sessionCookieName = "sid"
const sessionLifetimeMs = 8 * 60 * 60 * 1000

export interface SessionSetup {
  readonly middleware: RequestHandler
  /** Stop the store's periodic cleanup of expired sessions. */
  close(): void
}

/** How often a session's stored expiry is pushed forward at most. */
const touchIntervalMs = 60 * 1000
const maxRememberedTouches = 10_000

/**
 * `rolling` sessions make express-session `touch` the store on every request: an UPDATE and a commit
 * per admin write, which nearly doubled the commits of an outbox replay. The stored expiry is pushed
 * forward at most once a minute per session instead; it then trails the cookie's by under a minute,
 * nothing next to an 8-hour session.
 */
const throttleTouches = (store: ConnectSessionKnexStore) => {
  const touch = store.touch.bind(store)
  const touchedAt = new Map<string, number>()
  store.touch = (sid, data, callback) => {
    const now = Date.now()
    if (now - (touchedAt.get(sid) ?? 0) < touchIntervalMs) {
      callback?.()
      return Promise.resolve()
    }
    if (touchedAt.size >= maxRememberedTouches) touchedAt.clear()
    touchedAt.set(sid, now)
    return touch(sid, data, callback)
  }
}

/**
 * connect-session-knex hands a database error to the callback and then throws it again from its async
 * method, where nobody awaits it: an unhandled rejection that stops the process (seen under heavy login
 * load when SQLite's connection timed out). Its `touch` rejects without calling back at all, which would
 * leave the answer hanging. The guarded store passes every error to the callback once, and only there.
 */
export const guardStoreErrors = (store: ConnectSessionKnexStore): void => {
  const get = store.get.bind(store)
  const set = store.set.bind(store)
  const destroy = store.destroy.bind(store)
  const touch = store.touch.bind(store)
  store.get = (sid, callback) => get(sid, callback).catch(() => null)
  store.set = (sid, data, callback) => set(sid, data, callback).catch(() => undefined)
  store.destroy = (sid, callback) => destroy(sid, callback).catch(() => 0)
  store.touch = (sid, data, callback) => {
    // express-session's touch callback takes the error, though the store's type says it takes none.
    const done = callback as ((error?: unknown) => void) | undefined
    return touch(sid, data).then(
      () => done?.(),
      (error: unknown) => done?.(error),
    )
  }
}

/**
 * The store's `get` reads the session together with its account and two-step facts (signed-in-read.ts),
 * and hands that read to `loadAccount`, which runs within express-session's callback: one query per
 * signed-in request where there were three. An error goes to the callback, as the guarded store's do.
 */
const readWithAccount = (store: ConnectSessionKnexStore, db: Database) => {
  store.get = (sid, callback) =>
    readSignedIn(db, sid)
      .then(
        (read) => {
          handOver(sid, read, () => callback?.(null, read.sess))
          return read.sess
        },
        (error: unknown) => {
          callback?.(error)
          return null
        },
      )
      // Nothing awaits this promise: whatever the callback's chain throws must not stop the process.
      .catch(() => null)
}

/**
 * A read never sends back the cookie of a session nobody is signed in to (a passkey ceremony's, a
 * password waiting for its two-step code). `rolling` sends the cookie again with every answer, and
 * an answer leaves with the session id its request came with: a public pull that started with the
 * ceremony's cookie and ended just after the sign-in (which gives the browser a new session id) put the
 * ceremony's id back in the browser, and the person, signed in a moment before, was nobody at the
 * next page load (Playwright saw it under load). A signed-in session's reads still roll its expiry.
 *
 * Wrapped before express-session wraps `writeHead` (on-headers), so this runs after it has set the
 * cookie, and takes the cookie out again where the session is anonymous.
 */
const keepAnonymousCookieStill = (req: Request, res: Response, cookiePrefix: string) => {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const cookies = res.getHeader("set-cookie")
    if (req.session !== undefined && req.session.userId === undefined && Array.isArray(cookies))
      res.setHeader(
        "set-cookie",
        cookies.filter((cookie) => !cookie.startsWith(cookiePrefix)),
      )
    return writeHead.apply(this, args)
  } as Response["writeHead"]
}

export const createSession = (
  db: Database,
  secret: string,
  production: boolean,
  trustProxy: boolean,
): SessionSetup => {
  const store = new ConnectSessionKnexStore({
    knex: db.knex,
    tableName: "sessions",
    createTable: false,
    cleanupInterval: 15 * 60 * 1000,
    onDbCleanupError: (error) => console.warn("session cleanup failed:", error),
  })
  guardStoreErrors(store)
  readWithAccount(store, db)
  throttleTouches(store)
  const middleware = session({
    name: sessionCookieName,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: trustProxy,
    cookie: { httpOnly: true, sameSite: "strict", secure: production, maxAge: sessionLifetimeMs, path: "/" },
  })
  // A read without a session cookie needs no session: skipping express-session there spares the hot
  // public GETs a session id generation per request. No read starts one (the captcha's answer is in
  // a cookie of its own, captcha-token.ts): only a successful login stores a session.
  const cookiePrefix = `${sessionCookieName}=`
  const maybeSession: RequestHandler = (req, res, next) => {
    const readOnly = req.method === "GET" || req.method === "HEAD"
    if (readOnly && !req.headers.cookie?.includes(cookiePrefix)) return next()
    if (readOnly) keepAnonymousCookieStill(req, res, cookiePrefix)
    middleware(req, res, next)
  }
  return {
    middleware: maybeSession,
    close: () => clearTimeout(store.nextDbCleanup),
  }
}

export const regenerate = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))

export const saveSession = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())))

export const destroySession = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))
