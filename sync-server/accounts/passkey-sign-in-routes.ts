/**
 * Signing in with a passkey (issue 29), anonymous, in place of password + captcha:
 * - POST /api/login/passkey/options: a challenge bound to this browser's session, always
 *   username-less (empty allowCredentials: the authenticator offers the passkeys it holds for this
 *   site), so the answer is the same for every username and tells nobody which accounts exist;
 * - POST /api/login/passkey `{ response }`: the credential is looked up by its id, the signature
 *   checked against its public key, this site's origin and RP ID and the claimed challenge, the
 *   signature counter must move forward; then the person is signed in as at the password login.
 * No captcha (the authenticator's signature is worth more than one), but every failure counts against
 * the login's per-address limit, and an address over it gets 429 with Retry-After before any work.
 */
import { type Request, type Response, Router } from "express"
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server"
import { PasskeySignIn, PasskeySignInOptions } from "../../schema/passkeys.ts"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { addressWait, releaseAddressAttempt, reserveAddressAttempt } from "../auth/address-limit.ts"
import { findUserById, signedInUser } from "../auth/users.ts"
import { issueChallenge } from "../auth/webauthn-challenges.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { startSignedInSession } from "../routes/sign-in.ts"
import { ceremonySession, claimFor, verificationFailed } from "./passkey-ceremony.ts"
import { credentialOf, markUsed, passkeyByCredential } from "./passkey-store.ts"
import { tooManyAttempts } from "./rate-limited.ts"
import { bodyOf, noStore } from "./request-parts.ts"
import { relyingPartyOf, userHandleText } from "./relying-party.ts"

const unknownPasskey = () => new HttpError(401, "PASSKEY_UNKNOWN", "error.passkeyUnknown")

export const passkeySignInRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  /** 429 when the address is over the login limit (a plain read: nothing is counted). */
  const refuseOverLimit = async (req: Request, res: Response) => {
    const waitMs = await addressWait(db, ctx.rateLimits, req.ip ?? "unknown", ctx.now())
    if (waitMs > 0) throw tooManyAttempts(res, waitMs)
  }

  router.post("/api/login/passkey/options", noStore, async (req, res) => {
    bodyOf(PasskeySignInOptions, req)
    await refuseOverLimit(req, res)
    const sid = await ceremonySession(req)
    const challenge = await issueChallenge(db.knex, { purpose: "sign-in", sid }, ctx.now())
    const options = await generateAuthenticationOptions({
      rpID: relyingPartyOf(ctx, req).id,
      allowCredentials: [],
      challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
      userVerification: "preferred",
    })
    res.json(options)
  })

  router.post("/api/login/passkey", noStore, async (req, res) => {
    const { response } = bodyOf(PasskeySignIn, req)
    await refuseOverLimit(req, res)
    // Counted as a failure of this address from the start; given back only when the person is in.
    const address = await reserveAddressAttempt(db, ctx.rateLimits, req.ip ?? "unknown", ctx.now())
    if (!address.ok) throw tooManyAttempts(res, address.retryAfterMs)
    const claimed = await claimFor(ctx, req, response.response.clientDataJSON, "sign-in")
    const row = await passkeyByCredential(db.knex, response.id)
    if (row === undefined) throw unknownPasskey()
    const userId = Number(row.user_id)
    const failed = async () => {
      await recordAccountEvent(db.knex, accountSource(ctx, req, null), "login_failed", userId)
      return verificationFailed(401)
    }
    // A user handle, when the authenticator gives one, must be the account the credential belongs to.
    const handle = response.response.userHandle
    if (handle !== undefined && handle !== "" && handle !== userHandleText(userId)) throw await failed()
    const rp = relyingPartyOf(ctx, req)
    const verified = await verifyAuthenticationResponse({
      response: { clientExtensionResults: {}, ...response } as AuthenticationResponseJSON,
      expectedChallenge: claimed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(row),
      requireUserVerification: false,
    }).catch(() => undefined)
    // A counter that did not move forward (a cloned authenticator, or a replay) fails here too.
    if (verified === undefined || !verified.verified) throw await failed()
    if (!(await markUsed(db.knex, row, verified.authenticationInfo.newCounter, ctx.now())))
      throw await failed()
    const user = await findUserById(db.knex, userId)
    if (user === undefined) throw unknownPasskey()
    await releaseAddressAttempt(db, address)
    await startSignedInSession(ctx, req, user, "passkey")
    res.json(signedInUser(user))
  })

  return router
}
