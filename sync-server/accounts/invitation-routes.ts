/**
 * The invitation page's two calls (issue 29), anonymous: the link's token is the credential.
 * - POST /api/invitations/check `{ token }`: whom the link is for, and until when;
 * - POST /api/invitations/accept `{ token, password }`: the password is set, the link used up, any
 *   other session of the account ended, and this browser signed in (a new session, as at login).
 * An unknown, used, expired or disabled account's link all answer the same 410, so the answer tells
 * nothing about which tokens or accounts exist; failures are limited per address (invitation-limit.ts).
 */
import { type Request, type Response, Router } from "express"
import { AcceptInvitation, type InvitationDetails, InvitationCheck } from "../../schema/accounts.ts"
import { isRole } from "../../schema/roles.ts"
import { accountSource, recordAccountChange } from "../audit/recorder.ts"
import { endSessionsOf } from "../auth/account.ts"
import { clearAccountThrottle } from "../auth/login-throttle.ts"
import { hashPassword } from "../auth/password.ts"
import { withTwoStepNotice } from "../auth/two-step-gate.ts"
import { findUserById, signedInUser } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { startSignedInSession } from "../routes/sign-in.ts"
import { type OpenInvitation, closeInvitations, openInvitation, useInvitation } from "./invitations.ts"
import { releaseInvitationAttempt, reserveInvitationAttempt } from "./invitation-limit.ts"
import { tooManyAttempts } from "./rate-limited.ts"
import { bodyOf, noStore } from "./request-parts.ts"

const invalid = () => new HttpError(410, "INVITATION_INVALID", "error.invitationInvalid")

export const invitationRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  /** The open invitation of `token`, or 410; a miss stays counted against the address, a hit does not. */
  const validInvitation = async (req: Request, res: Response, token: string): Promise<OpenInvitation> => {
    const now = ctx.now()
    const attempt = await reserveInvitationAttempt(db, ctx.rateLimits, req.ip ?? "unknown", now)
    if (!attempt.ok) throw tooManyAttempts(res, attempt.retryAfterMs)
    const invitation = await openInvitation(db.knex, token, now)
    if (invitation === undefined) throw invalid()
    await releaseInvitationAttempt(db, attempt)
    return invitation
  }

  router.post("/api/invitations/check", noStore, async (req, res) => {
    const { token } = bodyOf(InvitationCheck, req)
    const invitation = await validInvitation(req, res, token)
    const details: InvitationDetails = {
      username: invitation.username,
      displayName: invitation.displayName,
      role: isRole(invitation.role) ? invitation.role : "viewer",
      expiresAt: new Date(invitation.expiresMs).toISOString(),
    }
    res.json(details)
  })

  router.post("/api/invitations/accept", noStore, async (req, res) => {
    const { token, password } = bodyOf(AcceptInvitation, req)
    const { userId, username } = await validInvitation(req, res, token)
    // Hashed before the transaction: scrypt takes a while, and nothing should wait on it holding a lock.
    const passwordHash = await hashPassword(password)
    const source = accountSource(ctx, req, { id: userId, username })
    await db.knex.transaction(async (trx) => {
      const now = ctx.now()
      // Read again under the transaction: used or revoked, or its account disabled, since the check above.
      const still = await openInvitation(trx, token, now)
      if (still === undefined || !(await useInvitation(trx, still.id, now))) throw invalid()
      await closeInvitations(trx, userId, now)
      await trx("users").where({ id: userId }).update({ password_hash: passwordHash })
      await endSessionsOf(trx, userId)
      await recordAccountChange(trx, source, "invitation_accept", userId, null, null)
    })
    // A new password: failures counted against the old one say nothing about this person.
    await clearAccountThrottle(db, username)
    const user = await findUserById(db.knex, userId)
    if (user === undefined) throw invalid()
    // Signed in as at login: a new session id, so one planted in this browser before is worth nothing.
    await startSignedInSession(ctx, req, user, "password")
    res.json(await withTwoStepNotice(db.knex, signedInUser(user)))
  })

  return router
}
