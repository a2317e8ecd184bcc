/**
 * POST /api/account/password (issue 29): a signed-in person changes their password, giving the
 * current one, so a session left open on a shared computer cannot take the account over. The check
 * is a password check like a login's: it is counted against the account's login budget and backoff
 * (auth/login-throttle.ts) before scrypt runs, so it cannot be used to guess around the login limit.
 * A change ends the account's other sessions (a thief's among them); this one stays signed in.
 */
import { Router } from "express"
import { PasswordChange } from "../../schema/accounts.ts"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { endSessionsOf } from "../auth/account.ts"
import { checkSucceeded, checkWait, reserveCheck } from "../auth/login-throttle.ts"
import { admitPasswordCheck, hashPassword, verifyPassword } from "../auth/password.ts"
import { accountKey } from "../auth/rate-limit.ts"
import { findUserById } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, unauthorized } from "../http/errors.ts"
import { tooManyAttempts } from "./rate-limited.ts"
import { actorOf, actorSource, bodyOf, guarded } from "./request-parts.ts"

export const passwordChangeRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  router.post("/api/account/password", guarded("readBackOffice"), async (req, res) => {
    const { current, password } = bodyOf(PasswordChange, req)
    const user = await findUserById(db.knex, actorOf(req).id)
    if (user === undefined) throw unauthorized()
    const key = accountKey(user.username)
    const now = ctx.now()
    // A refusal known already is answered at once, spending nothing.
    const waitMs = await checkWait(db, ctx.rateLimits, key, now)
    if (waitMs > 0) throw tooManyAttempts(res, waitMs)
    const admission = admitPasswordCheck()
    try {
      const check = await reserveCheck(db, ctx.rateLimits, key, now)
      if (!check.ok) throw tooManyAttempts(res, check.retryAfterMs)
      if (!(await verifyPassword(current, user.password_hash, admission))) {
        // Recorded like a failed login of the account (what was typed is never stored).
        await recordAccountEvent(db.knex, accountSource(ctx, req, null), "login_failed", user.id)
        throw new HttpError(400, "WRONG_PASSWORD", "error.wrongPassword")
      }
      await checkSucceeded(db, ctx.rateLimits, key)
    } finally {
      admission.release()
    }
    const passwordHash = await hashPassword(password)
    const source = actorSource(ctx, req)
    await db.knex.transaction(async (trx) => {
      await trx("users").where({ id: user.id }).update({ password_hash: passwordHash })
      await endSessionsOf(trx, user.id, req.sessionID)
      await recordAccountEvent(trx, source, "password_change", user.id)
    })
    res.json({ ok: true })
  })

  return router
}
