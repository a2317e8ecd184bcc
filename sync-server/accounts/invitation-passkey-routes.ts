/**
 * An invited person registers a passkey instead of choosing a password (issue 29), anonymous, the
 * link's token being the credential (as in invitation-routes.ts, with the same per-address limit):
 * - POST /api/invitations/passkey/options `{ token }`: registration options for the invited account,
 *   the challenge bound to this browser's session and to the invitation;
 * - POST /api/invitations/passkey `{ token, response, name? }`: the credential is checked and stored,
 *   the link used up (single use, in one transaction with the store), every other session of the
 *   account ended, and this browser signed in with the passkey.
 * The account keeps no password: its passkeys are its way in (an administrator's reset starts again).
 */
import { type Request, type Response, Router } from "express"
import { InvitationPasskey, InvitationPasskeyOptions } from "../../schema/passkeys.ts"
import { accountSource, recordAccountChange } from "../audit/recorder.ts"
import { endSessionsOf } from "../auth/account.ts"
import { findUserById, signedInUser } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { startSignedInSession } from "../routes/sign-in.ts"
import { type OpenInvitation, closeInvitations, openInvitation, useInvitation } from "./invitations.ts"
import { releaseInvitationAttempt, reserveInvitationAttempt } from "./invitation-limit.ts"
import {
  challengeRefused,
  claimFor,
  passkeyName,
  registrationOptions,
  verifyNewPasskey,
} from "./passkey-ceremony.ts"
import { insertPasskey, passkeyByCredential, passkeysOf } from "./passkey-store.ts"
import { tooManyAttempts } from "./rate-limited.ts"
import { bodyOf, noStore } from "./request-parts.ts"

const invalid = () => new HttpError(410, "INVITATION_INVALID", "error.invitationInvalid")

export const invitationPasskeyRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  /** The open invitation of `token`, or 410; a miss stays counted against the address. */
  const validInvitation = async (req: Request, res: Response, token: string): Promise<OpenInvitation> => {
    const attempt = await reserveInvitationAttempt(db, ctx.rateLimits, req.ip ?? "unknown", ctx.now())
    if (!attempt.ok) throw tooManyAttempts(res, attempt.retryAfterMs)
    const invitation = await openInvitation(db.knex, token, ctx.now())
    if (invitation === undefined) throw invalid()
    await releaseInvitationAttempt(db, attempt)
    return invitation
  }

  router.post("/api/invitations/passkey/options", noStore, async (req, res) => {
    const { token } = bodyOf(InvitationPasskeyOptions, req)
    const invitation = await validInvitation(req, res, token)
    const existing = await passkeysOf(db.knex, invitation.userId)
    const options = await registrationOptions(ctx, req, {
      purpose: "invitation",
      userId: invitation.userId,
      username: invitation.username,
      displayName: invitation.displayName,
      invitationId: invitation.id,
      exclude: existing.map((row) => ({ id: row.credential_id })),
    })
    res.json(options)
  })

  router.post("/api/invitations/passkey", noStore, async (req, res) => {
    const { token, response, name } = bodyOf(InvitationPasskey, req)
    const invitation = await validInvitation(req, res, token)
    const claimed = await claimFor(ctx, req, response.response.clientDataJSON, "invitation")
    // The challenge must have been issued for this very link (not another invitation's).
    if (claimed.invitationId !== invitation.id || claimed.userId !== invitation.userId)
      throw challengeRefused()
    const verified = await verifyNewPasskey(ctx, req, response, claimed.challenge)
    if ((await passkeyByCredential(db.knex, verified.credential.id)) !== undefined)
      throw new HttpError(409, "PASSKEY_EXISTS", "error.passkeyExists")
    const { userId, username } = invitation
    const source = accountSource(ctx, req, { id: userId, username })
    await db.knex.transaction(async (trx) => {
      const now = ctx.now()
      // Read again under the transaction: used or revoked, or its account disabled, since the check above.
      const still = await openInvitation(trx, token, now)
      if (still === undefined || !(await useInvitation(trx, still.id, now))) throw invalid()
      await closeInvitations(trx, userId, now)
      await insertPasskey(trx, { userId, ...verified, name: passkeyName(req, name) }, now)
      await endSessionsOf(trx, userId)
      await recordAccountChange(trx, source, "invitation_accept", userId, null, null)
      await recordAccountChange(trx, source, "passkey_add", userId, null, null)
    })
    const user = await findUserById(db.knex, userId)
    if (user === undefined) throw invalid()
    await startSignedInSession(ctx, req, user, "passkey")
    res.json(signedInUser(user))
  })

  return router
}
