/**
 * The login's second step (issue 29). POST /api/login with the right password for an account that has
 * an authenticator does not sign in: it answers `{ twoStep: true }` and marks the (new) session as
 * waiting for that account's code for a few minutes. POST /api/login/two-step then takes the code or a
 * recovery code and finishes the sign-in (routes/sign-in.ts, method "two-step"). Wrong codes count
 * against the same limits as wrong passwords (the address's failures and the account's budget and
 * backoff) and, after a few, end the waiting state: the password must be typed again.
 */
import { type Request, type Response, Router } from "express"
import { decodeWith } from "../../schema/decode.ts"
import { messageText } from "../../schema/messages.ts"
import { TwoStepLogin } from "../../schema/two-step.ts"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { addressWait, releaseAddressAttempt, reserveAddressAttempt } from "../auth/address-limit.ts"
import { checkSucceeded, checkWait, reserveCheck } from "../auth/login-throttle.ts"
import { regenerate, saveSession } from "../auth/session.ts"
import {
  isTwoStepOn,
  spendCode,
  spendRecoveryCode,
  twoStepKeys,
  twoStepRowOf,
} from "../auth/two-step-store.ts"
import { type UserRow, findUserById, signedInUser } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import { startSignedInSession } from "./sign-in.ts"

declare module "express-session" {
  interface SessionData {
    /** The password was right; the account's code is awaited until `untilMs`. */
    twoStepPending: {
      userId: number
      untilMs: number
      failures: number
      /** The login limit's key the password was counted under (the account's, or a known device's). */
      throttleKey: string
    }
  }
}

/** How long the code may take to come, and how many wrong ones end the wait. */
export const twoStepPendingMs = 5 * 60 * 1000
export const maxWrongCodes = 5

const notPending = () => new HttpError(401, "UNAUTHORIZED", "error.twoStepNotPending")

const tooMany = (res: Response, waitMs: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  res.setHeader("Retry-After", String(seconds))
  return seconds < 60
    ? new HttpError(429, "RATE_LIMITED", "error.rateLimitedSeconds", { params: { seconds } })
    : new HttpError(429, "RATE_LIMITED", "error.rateLimitedMinutes", {
        params: { minutes: Math.ceil(seconds / 60) },
      })
}

/** After the right password: a new session, waiting for the second step (nobody is signed in yet). */
export const startTwoStepPending = async (
  ctx: ServerContext,
  req: Request,
  user: UserRow,
  throttleKey: string,
): Promise<void> => {
  if (user.state !== "active") throw new HttpError(403, "ACCOUNT_DISABLED", "error.accountDisabled")
  // Whatever this browser was signed in as ends here, as at any sign-in.
  await ctx.db.knex("user_sessions").where({ sid: req.sessionID }).delete()
  await regenerate(req)
  req.session.twoStepPending = {
    userId: user.id,
    untilMs: ctx.now() + twoStepPendingMs,
    failures: 0,
    throttleKey,
  }
  await saveSession(req)
}

const decodeBody = decodeWith(TwoStepLogin)

export const twoStepLoginRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx
  const keys = twoStepKeys(ctx.config.sessionSecret)

  router.post("/api/login/two-step", async (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    const language = languageOf(req)
    const decoded = decodeBody(req.body ?? {}, language)
    if (!decoded.ok) throw validationError(decoded.issues)
    const { code, recoveryCode } = decoded.value
    if (code === undefined && recoveryCode === undefined)
      throw validationError([
        { path: ["code"], code: "twoStep.code", message: messageText("twoStep.code", language) },
      ])
    const now = ctx.now()
    const pending = req.session?.twoStepPending
    if (pending === undefined || pending.untilMs <= now) {
      if (pending !== undefined) delete req.session.twoStepPending
      throw notPending()
    }
    const ip = req.ip ?? "unknown"
    const waitMs = Math.max(
      await addressWait(db, ctx.rateLimits, ip, now),
      await checkWait(db, ctx.rateLimits, pending.throttleKey, now),
    )
    if (waitMs > 0) throw tooMany(res, waitMs)
    // Counted as failures from the start (as a password is), given back when the code is right.
    const address = await reserveAddressAttempt(db, ctx.rateLimits, ip, now)
    if (!address.ok) throw tooMany(res, address.retryAfterMs)
    const check = await reserveCheck(db, ctx.rateLimits, pending.throttleKey, now)
    if (!check.ok) {
      await releaseAddressAttempt(db, address)
      throw tooMany(res, check.retryAfterMs)
    }
    const user = await findUserById(db.knex, pending.userId)
    const row = await twoStepRowOf(db.knex, pending.userId)
    const right =
      user !== undefined &&
      isTwoStepOn(row) &&
      (code !== undefined
        ? await spendCode(db.knex, keys, row, row.secret, code, now)
        : await spendRecoveryCode(db.knex, keys, pending.userId, recoveryCode ?? "", now))
    if (!right) {
      await recordAccountEvent(db.knex, accountSource(ctx, req, null), "login_failed", pending.userId)
      const failures = pending.failures + 1
      if (failures >= maxWrongCodes) delete req.session.twoStepPending
      else req.session.twoStepPending = { ...pending, failures }
      throw new HttpError(
        401,
        "WRONG_CODE",
        code !== undefined ? "error.twoStepWrongCode" : "error.twoStepWrongRecoveryCode",
      )
    }
    await checkSucceeded(db, ctx.rateLimits, pending.throttleKey)
    await releaseAddressAttempt(db, address)
    await startSignedInSession(ctx, req, user, "two-step")
    res.json(signedInUser(user))
  })

  return router
}
