/** Login (username, password, captcha), logout, current user and the captcha image. */
import { type Response, Router } from "express"
import type { ApiErrorBody } from "../../schema/errors.ts"
import { LoginForm } from "../../schema/forms.ts"
import { decodeWith } from "../../schema/decode.ts"
import { type Language, messageText } from "../../schema/messages.ts"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { addressWait, releaseAddressAttempt, reserveAddressAttempt } from "../auth/address-limit.ts"
import { captchaLifetimeMs, captchaMatches, drawCaptcha, newCaptchaText } from "../auth/captcha.ts"
import { accountCheckSucceeded, accountWait, reserveAccountCheck } from "../auth/login-throttle.ts"
import { hashForUnknownUser, verifyPassword } from "../auth/password.ts"
import { pruneLoginCounters } from "../auth/rate-limit.ts"
import { destroySession, regenerate, saveSession, sessionCookieName } from "../auth/session.ts"
import { findUser, findUserById } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, unauthorized, validationError } from "../http/errors.ts"

const decodeLogin = decodeWith(LoginForm)
const pruneEveryMs = 60 * 1000

/**
 * 429 with Retry-After, and a message giving the same wait in the person's language (the error body's
 * usual shape, written here because the message carries a number).
 */
const sendRateLimited = (res: Response, language: Language, waitMs: number): void => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  const message =
    seconds < 60
      ? messageText("error.rateLimitedSeconds", language).replace("{seconds}", String(seconds))
      : messageText("error.rateLimitedMinutes", language).replace(
          "{minutes}",
          String(Math.ceil(seconds / 60)),
        )
  const body: ApiErrorBody = { message, code: "RATE_LIMITED" }
  res
    .status(429)
    .setHeader("Retry-After", String(seconds))
    .type("application/json")
    .send(JSON.stringify(body))
}

export const authRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx
  // The dummy hash is made once, now: the first unknown username must not take two scrypt runs.
  void hashForUnknownUser()
  // Housekeeping only (the limits live in the database): expired counters go at most once a minute.
  let prunedAt = Number.NEGATIVE_INFINITY

  router.get("/api/captcha", async (req, res) => {
    const text = ctx.config.captchaTestText ?? newCaptchaText()
    req.session.captcha = { text, expiresAt: ctx.now() + captchaLifetimeMs }
    await saveSession(req)
    res.setHeader("Cache-Control", "no-store")
    res.type("image/svg+xml").send(drawCaptcha(text))
  })

  router.post("/api/login", async (req, res) => {
    const language = languageOf(req)
    const decoded = decodeLogin(req.body, language)
    if (!decoded.ok) throw validationError(decoded.issues)
    const { username, password, captcha } = decoded.value
    const now = ctx.now()
    if (now - prunedAt >= pruneEveryMs) {
      prunedAt = now
      await pruneLoginCounters(db, ctx.rateLimits, now)
    }
    const ip = req.ip ?? "unknown"
    // A refusal known already is answered at once, touching nothing (no captcha used, no write).
    const waitMs = Math.max(
      await addressWait(db, ctx.rateLimits, ip, now),
      await accountWait(db, ctx.rateLimits, username, now),
    )
    if (waitMs > 0) return sendRateLimited(res, language, waitMs)
    // Counted as a failure of this address from the start; given back if it turns out not to be one.
    const address = await reserveAddressAttempt(db, ctx.rateLimits, ip, now)
    if (!address.ok) return sendRateLimited(res, language, address.retryAfterMs)
    // Every attempt uses the captcha up, right or wrong: it cannot be replayed against other passwords.
    const stored = req.session.captcha
    delete req.session.captcha
    if (!captchaMatches(stored, captcha, now)) {
      await saveSession(req)
      throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaInvalid")
    }
    // Known and unknown usernames take the same path to here and through the check (no enumeration).
    const check = await reserveAccountCheck(db, ctx.rateLimits, username, now)
    if (!check.ok) {
      await saveSession(req)
      await releaseAddressAttempt(db, address)
      return sendRateLimited(res, language, check.retryAfterMs)
    }
    const user = await findUser(db.knex, username)
    const valid = await verifyPassword(password, user?.password_hash ?? (await hashForUnknownUser()))
    if (user === undefined || !valid) {
      await saveSession(req)
      // Recorded against the account when it exists; what was typed is never stored (it may be a password).
      await recordAccountEvent(db.knex, accountSource(ctx, req, null), "login_failed", user?.id ?? null)
      throw new HttpError(401, "LOGIN_FAILED", "error.loginFailed")
    }
    await accountCheckSucceeded(db, ctx.rateLimits, username)
    await releaseAddressAttempt(db, address)
    // A new session id at login: a session id planted before login is worth nothing after it.
    await regenerate(req)
    req.session.userId = user.id
    req.session.username = user.username
    await saveSession(req)
    await recordAccountEvent(db.knex, accountSource(ctx, req, user), "login", user.id)
    res.json({ id: user.id, username: user.username })
  })

  router.post("/api/logout", async (req, res) => {
    const userId = req.session?.userId
    if (typeof userId === "number") {
      const user = { id: userId, username: req.session.username ?? "" }
      await recordAccountEvent(db.knex, accountSource(ctx, req, user), "logout", userId)
    }
    if (req.session !== undefined) await destroySession(req)
    res.clearCookie(sessionCookieName, { path: "/" })
    res.json({ ok: true })
  })

  router.get("/api/user", async (req, res) => {
    const userId = req.session?.userId
    const user = typeof userId === "number" ? await findUserById(db.knex, userId) : undefined
    if (user === undefined) throw unauthorized()
    res.setHeader("Cache-Control", "no-store")
    res.json({ id: user.id, username: user.username })
  })

  return router
}
