/**
 * A signed-in device's pull from its cursor (GET /api/sync?since=N), answered in front of Express
 * (routes/fast-reads.ts; issue 30). After each announcement of the change stream every open
 * back-office tab pulls at once; through Express, a signed-in pull (express-session, the account, the
 * two-step gate, the `/api` chain) cost three times the cached page it sends, and 100 such tabs took
 * a sixth of the server's write throughput (bench:live).
 *
 * It decides with the same one read of the session Express's way makes (auth/signed-in-read.ts) and
 * the same functions (`activeAccountOf`, `heldForTwoStep`), and sends the same bytes with the same
 * private caching. Whatever it does not answer goes to Express, as before (`declined`):
 * - a cookie whose signature does not verify, an unknown or expired session, nobody signed in;
 * - a session not registered in `user_sessions` (from before team accounts) or whose account is not
 *   active (Express ends it);
 * - a session held back until it sets two-step sign-in up (Express answers 403);
 * - a session whose `last_seen_ms` is due (Express writes it, at most once a minute);
 * - a cursor the feed no longer has (410), or any failure.
 *
 * What it does not do is roll the session (a new cookie expiry, the stored expiry pushed forward): a
 * pull is the device's doing, not the person's. The session moves with what the person does (every
 * other request), so a back-office tab left open ends its session 8 hours after the last thing done
 * in it, as a session should.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { syncScopeOf } from "../../schema/roles.ts"
import type { SyncFields } from "../../schema/detail-fields.ts"
import { type LastSeen, activeAccountOf } from "../auth/account.ts"
import { sessionCookieName } from "../auth/session.ts"
import { readSignedIn } from "../auth/signed-in-read.ts"
import { heldForTwoStep } from "../auth/two-step-gate.ts"
import type { ServerContext } from "../context.ts"
import { cookieValue } from "../http/cookie-value.ts"
import { readPull, sendNoStore } from "./cached-reads.ts"

/** Thrown to hand the request to Express. */
const declined = new Error("answered by Express")

/**
 * The session id of a signed cookie value (`s:<id>.<signature>`), or undefined. The signature is the
 * one express-session makes (cookie-signature: HMAC-SHA256 of the id, base64 without padding).
 */
export const unsignedSessionId = (value: string, secret: string): string | undefined => {
  if (!value.startsWith("s:")) return undefined
  const signed = value.slice(2)
  const dot = signed.lastIndexOf(".")
  if (dot <= 0) return undefined
  const id = signed.slice(0, dot)
  const expected = Buffer.from(
    `${id}.${createHmac("sha256", secret).update(id).digest("base64").replace(/=+$/, "")}`,
  )
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
}

/** The first session cookie of a Cookie header, decoded as express-session reads it (`cookie.parse`). */
const sessionCookieOf = (header: string | undefined): string | undefined => {
  const raw = cookieValue(header, sessionCookieName)
  if (raw === undefined) return undefined
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return value.includes("%") ? decodeURIComponent(value) : value
  } catch {
    return value
  }
}

export interface PullAsked {
  readonly since: number
  readonly limit: number
  readonly fields: SyncFields
}

export const signedInPull =
  (ctx: ServerContext, secret: string, lastSeen: LastSeen) =>
  async (asked: PullAsked, req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cookie = sessionCookieOf(req.headers.cookie)
    const sid = cookie === undefined ? undefined : unsignedSessionId(cookie, secret)
    if (sid === undefined) throw declined
    const read = await readSignedIn(ctx.db, sid)
    const sess = read.sess
    if (sess === null || typeof sess.userId !== "number" || sess.tracked !== true) throw declined
    const account = activeAccountOf(sess.userId, read.account)
    if (account === undefined) throw declined
    if (heldForTwoStep(sess.signInMethod, { required: read.twoStepRequired, on: read.twoStepOn }))
      throw declined
    if (lastSeen.isDue(sid, ctx.now())) throw declined
    const body = await readPull(ctx, syncScopeOf(account.role), asked.since, asked.limit, asked.fields)
    sendNoStore(res, body, true)
  }
