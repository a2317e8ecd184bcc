/**
 * Who is signed in, read from the database on every request that carries a session (issue 29).
 * A session is valid while its row in `user_sessions` exists and its account is active: ending a
 * session, disabling an account or changing its role is one database write, seen at once by every
 * server process (they share the database), with no cache to wait for. Permissions come from the
 * role (schema/roles.ts); the app only hides what the server refuses here.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express"
import type { Knex } from "knex"
import type { SignedInUser } from "../../schema/accounts.ts"
import { type Permission, type Role, can, isRole } from "../../schema/roles.ts"
import { HttpError, unauthorized } from "../http/errors.ts"
import { type WriteRequest, headerOf } from "../http/write-request.ts"
import { destroySession } from "./session.ts"
import { type SessionAccountRow, takeHandedRead } from "./signed-in-read.ts"

export type SignedInAccount = SignedInUser

declare module "express-serve-static-core" {
  interface Request {
    /** Set by `loadAccount` for a valid session of an active account; undefined for everyone else. */
    account?: SignedInAccount
    /** The two-step facts read with the session (signed-in-read.ts), for the two-step gate. */
    twoStepFacts?: { readonly required: boolean; readonly on: boolean }
  }
}

/** How often a session's `last_seen_ms` is written at most (the sessions list shows minutes). */
const lastSeenIntervalMs = 60 * 1000
const maxRememberedSeen = 10_000

/**
 * When each session's `last_seen_ms` was last written by this process: `loadAccount` writes it at most
 * once a minute, and the signed-in pull answered before Express (routes/signed-in-pull.ts) leaves a
 * session whose write is due to Express, so both keep to the same minute.
 */
export const lastSeenTracker = () => {
  const seenAt = new Map<string, number>()
  return {
    isDue: (sid: string, now: number): boolean => now - (seenAt.get(sid) ?? 0) >= lastSeenIntervalMs,
    note: (sid: string, now: number): void => {
      if (seenAt.size >= maxRememberedSeen) seenAt.clear()
      seenAt.set(sid, now)
    },
  }
}
export type LastSeen = ReturnType<typeof lastSeenTracker>

const sessionAccount = async (knex: Knex, sid: string): Promise<SessionAccountRow | undefined> =>
  (await knex("user_sessions")
    .join("users", "users.id", "user_sessions.user_id")
    .where("user_sessions.sid", sid)
    .first("users.id as user_id", "users.username", "users.display_name", "users.role", "users.state")) as
    SessionAccountRow | undefined

const clip = (text: string | undefined, max: number): string | null =>
  text === undefined || text === "" ? null : text.slice(0, max)

/** Register a new session of an account (at login, or at an invitation's acceptance). */
/** What the account functions need of the server's context (not the context itself: auth/ sits below it). */
interface AccountContext {
  readonly db: { readonly knex: Knex }
  readonly now: () => number
}

export const trackSession = async (ctx: AccountContext, req: Request, userId: number): Promise<void> => {
  const now = ctx.now()
  await ctx.db.knex("user_sessions").insert({
    sid: req.sessionID,
    user_id: userId,
    created_ms: now,
    last_seen_ms: now,
    user_agent: clip(req.headers["user-agent"], 500),
    address: clip(req.ip, 100),
  })
  req.session.tracked = true
}

/** End sessions everywhere: their cookie sessions and their rows (ON DELETE of neither cascades). */
export const endSessions = async (knex: Knex, sids: ReadonlyArray<string>): Promise<void> => {
  if (sids.length === 0) return
  await knex("sessions").whereIn("sid", sids).delete()
  await knex("user_sessions").whereIn("sid", sids).delete()
}

/** Every session of an account, ended (disabled, reset, deleted). */
export const endSessionsOf = async (knex: Knex, userId: number, except?: string): Promise<void> => {
  const rows = (await knex("user_sessions").where({ user_id: userId }).select("sid")) as Array<{
    sid: string
  }>
  await endSessions(
    knex,
    rows.map((row) => row.sid).filter((sid) => sid !== except),
  )
}

const toAccount = (row: SessionAccountRow): SignedInAccount | undefined =>
  isRole(row.role)
    ? { id: Number(row.user_id), username: row.username, displayName: row.display_name, role: row.role }
    : undefined

/**
 * The account a session acts as: its row from `user_sessions` (read with the session), active, of the
 * user the session was signed in as, with a role this build knows. Anything else: nobody.
 */
export const activeAccountOf = (
  userId: number,
  row: SessionAccountRow | undefined,
): SignedInAccount | undefined =>
  row === undefined || row.state !== "active" || Number(row.user_id) !== userId ? undefined : toAccount(row)

/** The active account of a session, read now (a held change stream asks again while it is open). */
export const accountOfSession = async (knex: Knex, sid: string): Promise<SignedInAccount | undefined> => {
  const row = await sessionAccount(knex, sid)
  return row === undefined || row.state !== "active" ? undefined : toAccount(row)
}

/**
 * After the session middleware: `req.account` for a session whose account is active. A session
 * whose row is gone (ended elsewhere) or whose account is disabled is destroyed here, so its cookie
 * is worth nothing from this request on. Sessions from before team accounts (no `tracked` mark)
 * are registered on their first request.
 */
export const loadAccount = (ctx: AccountContext, lastSeen: LastSeen = lastSeenTracker()): RequestHandler => {
  return (req, _res, next) => {
    const userId = req.session?.userId
    // Taken at once, whatever follows: the read is handed over only during this synchronous call.
    const handed = req.sessionID === undefined ? undefined : takeHandedRead(req.sessionID)
    if (typeof userId !== "number") return next()
    // Without a registered session the join found no account, so no two-step row either: not used.
    if (handed?.account !== undefined)
      req.twoStepFacts = { required: handed.twoStepRequired, on: handed.twoStepOn }
    const run = async () => {
      const knex = ctx.db.knex
      let row = handed === undefined ? await sessionAccount(knex, req.sessionID) : handed.account
      if (row === undefined && req.session.tracked !== true) {
        await trackSession(ctx, req, userId).catch(() => undefined)
        row = await sessionAccount(knex, req.sessionID)
      }
      const account = activeAccountOf(userId, row)
      if (account === undefined) {
        await knex("user_sessions").where({ sid: req.sessionID }).delete()
        await destroySession(req)
        return
      }
      req.account = account
      const now = ctx.now()
      if (lastSeen.isDue(req.sessionID, now)) {
        lastSeen.note(req.sessionID, now)
        await knex("user_sessions").where({ sid: req.sessionID }).update({ last_seen_ms: now })
      }
    }
    run().then(() => next(), next)
  }
}

export const accountOf = (req: Pick<WriteRequest, "account">): SignedInAccount | undefined => req.account

export const isSignedIn = (req: Pick<WriteRequest, "account">): boolean => req.account !== undefined

export const hasPermission = (req: Pick<WriteRequest, "account">, permission: Permission): boolean =>
  can(req.account?.role, permission)

/** The refusal of a role, naming it in the person's language. */
export const roleForbidden = (role: Role): HttpError =>
  new HttpError(403, "FORBIDDEN", "error.roleForbidden", { params: { role: { message: `role.${role}` } } })

/** 401 without a session, 403 (naming the role) when the role does not allow `permission`. */
export const checkPermission = (req: Pick<WriteRequest, "account">, permission: Permission): void => {
  const account = req.account
  if (account === undefined) throw unauthorized()
  if (!can(account.role, permission)) throw roleForbidden(account.role)
}

export const requirePermission =
  (permission: Permission): RequestHandler =>
  (req: Request, _res: Response, next: NextFunction) => {
    try {
      checkPermission(req, permission)
      next()
    } catch (error) {
      next(error)
    }
  }

/**
 * An edit queued on a device names the account that made it (X-Made-By; `madeBy` in a pushed batch).
 * Sent under another account's session (someone else signed in on that device before it was
 * delivered) it is refused, never applied under the wrong name; without a session it waits for one
 * (401). The role check that follows is the maker's, since the maker is the one signed in.
 */
export const checkMaker = (req: Pick<WriteRequest, "account" | "headers">): void => {
  const header = headerOf(req, "x-made-by")?.trim()
  if (header === undefined || header === "") return
  if (!/^\d{1,12}$/.test(header)) throw new HttpError(400, "VALIDATION", "invalidValue")
  if (req.account === undefined) throw unauthorized()
  if (Number(header) !== req.account.id) throw new HttpError(403, "MADE_BY_OTHER", "error.madeByOther")
}
