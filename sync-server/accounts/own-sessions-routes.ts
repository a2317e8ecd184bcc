/**
 * A person's own sessions (issue 29): list them, end one (the current one too: that is a logout), end
 * all the others. Any signed-in account may, for itself only. A session is named by a digest of its
 * id, never the id itself: the list must not hand out what would be a working cookie.
 */
import { createHash } from "node:crypto"
import { Router } from "express"
import type { Knex } from "knex"
import type { SessionSummary } from "../../schema/accounts.ts"
import { messageText } from "../../schema/messages.ts"
import { recordAccountChange } from "../audit/recorder.ts"
import { endSessions } from "../auth/account.ts"
import { destroySession, sessionCookieName } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import { userAgentSummary } from "./user-agent-summary.ts"
import { actorOf, actorSource, guarded } from "./request-parts.ts"

export const sessionDigest = (sid: string): string =>
  createHash("sha256").update(sid, "utf8").digest("hex").slice(0, 16)

interface OwnSessionRow {
  sid: string
  created_ms: number | string
  last_seen_ms: number | string
  user_agent: string | null
  address: string | null
}

/** The account's sessions whose cookie session is still stored, most recently used first. */
const ownSessions = async (knex: Knex, userId: number): Promise<OwnSessionRow[]> => {
  const rows = (await knex("user_sessions")
    .join("sessions", "sessions.sid", "user_sessions.sid")
    .where("user_sessions.user_id", userId)
    .select(
      "user_sessions.sid",
      "user_sessions.created_ms",
      "user_sessions.last_seen_ms",
      "user_sessions.user_agent",
      "user_sessions.address",
    )) as OwnSessionRow[]
  return rows.sort((a, b) => Number(b.last_seen_ms) - Number(a.last_seen_ms))
}

export const ownSessionsRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db
  const signedIn = guarded("readBackOffice")

  router.get("/api/account/sessions", signedIn, async (req, res) => {
    const language = languageOf(req)
    const sessions: SessionSummary[] = (await ownSessions(knex, actorOf(req).id)).map((row) => ({
      id: sessionDigest(row.sid),
      device: userAgentSummary(row.user_agent, language),
      address: row.address,
      createdAt: new Date(Number(row.created_ms)).toISOString(),
      lastSeenAt: new Date(Number(row.last_seen_ms)).toISOString(),
      current: row.sid === req.sessionID,
    }))
    res.json(sessions)
  })

  router.delete("/api/account/sessions/:id", signedIn, async (req, res) => {
    const digest = req.params.id
    if (typeof digest !== "string" || !/^[0-9a-f]{16}$/.test(digest))
      throw validationError([
        { path: ["id"], code: "invalidId", message: messageText("invalidId", languageOf(req)) },
      ])
    const actor = actorOf(req)
    const session = (await ownSessions(knex, actor.id)).find((row) => sessionDigest(row.sid) === digest)
    if (session === undefined) throw new HttpError(404, "NOT_FOUND", "error.sessionNotFound")
    await recordAccountChange(knex, actorSource(ctx, req), "session_end", actor.id, null, null)
    await endSessions(knex, [session.sid])
    if (session.sid === req.sessionID) {
      // Ending the session this request came with is a logout: nothing of it may be saved again.
      await destroySession(req)
      res.clearCookie(sessionCookieName, { path: "/" })
    }
    res.json({ ended: 1 })
  })

  router.post("/api/account/sessions/end-others", signedIn, async (req, res) => {
    const actor = actorOf(req)
    const rows = (await knex("user_sessions").where({ user_id: actor.id }).select("sid")) as Array<{
      sid: string
    }>
    const others = rows.map((row) => row.sid).filter((sid) => sid !== req.sessionID)
    if (others.length > 0) {
      await recordAccountChange(knex, actorSource(ctx, req), "session_end", actor.id, null, null)
      await endSessions(knex, others)
    }
    res.json({ ended: others.length })
  })

  return router
}
