/** Login (username, password, captcha), logout, current user and the captcha image. */
import { type Response, Router } from "express"
import type { ApiErrorBody } from "../../schema/errors.ts"
import { LoginForm } from "../../schema/forms.ts"
import { decodeWith } from "../../schema/decode.ts"
import { type Language, messageText } from "../../schema/messages.ts"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { addressWait, releaseAddressAttempt, reserveAddressAttempt } from "../auth/address-limit.ts"
import { captchaContentType, captchaLifetimeMs, drawCaptcha, newCaptchaText } from "../auth/captcha.ts"
import { defaultCaptchaLimits, pruneCaptchaCounters, reserveCaptcha } from "../auth/captcha-limit.ts"
import {
  answerMatches,
  captchaCookieName,
  captchaCookieOf,
  captchaCookiePath,
  captchaTokenKey,
  issueCaptchaToken,
  parseCaptchaToken,
} from "../auth/captcha-token.ts"
import { pruneUsedNonces, useNonceOnce } from "../auth/captcha-used.ts"
import {
  issueKnownDevice,
  knownDeviceCookieName,
  knownDeviceCookieOf,
  knownDeviceCookiePath,
  knownDeviceLifetimeMs,
  knownDeviceOf,
  knownDeviceTokenKey,
  newDeviceId,
  parseKnownDevice,
} from "../auth/known-device.ts"
import { checkSucceeded, checkWait, reserveCheck } from "../auth/login-throttle.ts"
import { admitPasswordCheck, hashForUnknownUser, verifyPassword } from "../auth/password.ts"
import { accountKey, deviceKey, pruneLoginCounters } from "../auth/rate-limit.ts"
import { destroySession, sessionCookieName } from "../auth/session.ts"
import { startSignedInSession } from "./sign-in.ts"
import { startTwoStepPending } from "./login-two-step.ts"
import { withTwoStepNotice } from "../auth/two-step-gate.ts"
import { hasTwoStep } from "../auth/two-step-store.ts"
import { findUser, findUserById, signedInUser } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, unauthorized, validationError } from "../http/errors.ts"

const decodeLogin = decodeWith(LoginForm)
const pruneEveryMs = 60 * 1000

/**
 * 429 with Retry-After, and a message giving the same wait in the person's language (the error body's
 * usual shape, written here because the message carries a number).
 */
const sendRateLimited = (
  res: Response,
  language: Language,
  waitMs: number,
  what: "logins" | "captchas" = "logins",
): void => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  const message =
    what === "captchas"
      ? messageText("error.captchaRateLimited", language).replace("{seconds}", String(seconds))
      : seconds < 60
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

/**
 * The login's captcha check: the cookie's token must be well formed, unexpired, unused (it is used up
 * here, whatever the answer) and issued for the typed text. Throws the refusal.
 */
const useCaptcha = async (
  db: ServerContext["db"],
  key: Buffer,
  cookie: string | undefined,
  answer: string,
  now: number,
) => {
  if (cookie === undefined || cookie === "")
    throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaMissing")
  const token = parseCaptchaToken(cookie)
  // An expiry later than a new token's can only be forged: refused like a wrong answer, not stored.
  if (token === undefined || token.expiresAt > now + captchaLifetimeMs)
    throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaInvalid")
  if (token.expiresAt <= now) throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaExpired")
  if (!(await useNonceOnce(db, token.nonce, token.expiresAt)))
    throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaUsed")
  if (!answerMatches(key, token, answer)) throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaInvalid")
}

export const authRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx
  const captchaKey = captchaTokenKey(ctx.config.sessionSecret)
  const deviceTokenKey = knownDeviceTokenKey(ctx.config.sessionSecret)
  // The deployment's setting is per minute; tests give their own window through rateLimits.
  const captchaLimits =
    ctx.config.captchasPerMinute === undefined
      ? {
          perAddress: ctx.rateLimits.captchasPerAddress ?? defaultCaptchaLimits.perAddress,
          windowMs: ctx.rateLimits.captchaWindowMs ?? defaultCaptchaLimits.windowMs,
        }
      : { perAddress: ctx.config.captchasPerMinute, windowMs: 60_000 }
  const captchaCookie = {
    httpOnly: true,
    sameSite: "strict",
    secure: ctx.config.production,
    path: captchaCookiePath,
  } as const
  const knownDeviceCookie = {
    httpOnly: true,
    sameSite: "strict",
    secure: ctx.config.production,
    path: knownDeviceCookiePath,
    maxAge: knownDeviceLifetimeMs,
  } as const
  // The dummy hash is made once, now: the first unknown username must not take two scrypt runs.
  void hashForUnknownUser()
  // Housekeeping only (the limits live in the database): expired counters go at most once a minute.
  let prunedAt = Number.NEGATIVE_INFINITY
  let captchaCountersPrunedAt = Number.NEGATIVE_INFINITY

  // Stores nothing but the address's counter: the answer goes in the signed cookie (captcha-token.ts).
  router.get("/api/captcha", async (req, res) => {
    const now = ctx.now()
    if (now - captchaCountersPrunedAt >= pruneEveryMs) {
      captchaCountersPrunedAt = now
      await pruneCaptchaCounters(db, captchaLimits, now)
    }
    const waitMs = await reserveCaptcha(db, captchaLimits, req.ip ?? "unknown", now)
    if (waitMs > 0) return sendRateLimited(res, languageOf(req), waitMs, "captchas")
    const text = ctx.config.captchaTestText ?? newCaptchaText()
    const image = await drawCaptcha(text)
    res.cookie(captchaCookieName, issueCaptchaToken(captchaKey, text, now), {
      ...captchaCookie,
      maxAge: captchaLifetimeMs,
    })
    res.setHeader("Cache-Control", "no-store")
    res.type(captchaContentType).send(image)
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
      await pruneUsedNonces(db, now)
    }
    const ip = req.ip ?? "unknown"
    // A device that signed in to this account before (its signed cookie, known-device.ts) has a
    // budget of password checks of its own: other people's failures on the account do not lock it
    // out. Anyone else, and every name that is not an account, is counted under the account's name.
    const token = parseKnownDevice(knownDeviceCookieOf(req))
    const tokenUser = token === undefined ? undefined : await findUser(db.knex, username)
    const deviceId = knownDeviceOf(deviceTokenKey, token, tokenUser, now)
    const throttleKey =
      tokenUser !== undefined && deviceId !== undefined
        ? deviceKey(tokenUser.id, deviceId)
        : accountKey(username)
    // A refusal known already is answered at once, touching nothing (no captcha used, no write).
    const waitMs = Math.max(
      await addressWait(db, ctx.rateLimits, ip, now),
      await checkWait(db, ctx.rateLimits, throttleKey, now),
    )
    if (waitMs > 0) return sendRateLimited(res, language, waitMs)
    // A place in the hashing line before anything is counted: a full line answers 503 (PasswordChecksBusy)
    // having used up no address attempt, no account check and not the captcha.
    const admission = admitPasswordCheck()
    try {
      // Counted as a failure of this address from the start; given back if it turns out not to be one.
      const address = await reserveAddressAttempt(db, ctx.rateLimits, ip, now)
      if (!address.ok) return sendRateLimited(res, language, address.retryAfterMs)
      // Every attempt uses the captcha up, right or wrong: it cannot be replayed against other passwords.
      res.clearCookie(captchaCookieName, captchaCookie)
      await useCaptcha(db, captchaKey, captchaCookieOf(req), captcha, now)
      // Known and unknown usernames take the same path to here and through the check (no enumeration).
      const check = await reserveCheck(db, ctx.rateLimits, throttleKey, now)
      if (!check.ok) {
        await releaseAddressAttempt(db, address)
        return sendRateLimited(res, language, check.retryAfterMs)
      }
      const user = tokenUser ?? (await findUser(db.knex, username))
      const stored = user?.password_hash ?? (await hashForUnknownUser())
      const valid = await verifyPassword(password, stored, admission)
      if (user === undefined || !valid) {
        // Recorded against the account when it exists; what was typed is never stored (it may be a password).
        await recordAccountEvent(db.knex, accountSource(ctx, req, null), "login_failed", user?.id ?? null)
        throw new HttpError(401, "LOGIN_FAILED", "error.loginFailed")
      }
      // Only the budget the attempt was counted in: a known device's success does not forgive the
      // failures of others on the account.
      await checkSucceeded(db, ctx.rateLimits, throttleKey)
      await releaseAddressAttempt(db, address)
      // An account with an authenticator is not signed in yet: its code comes next (login-two-step.ts).
      const secondStep = await hasTwoStep(db.knex, user.id)
      if (secondStep) await startTwoStepPending(ctx, req, user, throttleKey)
      else await startSignedInSession(ctx, req, user, "password")
      // This device is known to the account from now on (for 180 days, or until the password changes).
      const device = issueKnownDevice(deviceTokenKey, user, deviceId ?? newDeviceId(), now)
      res.cookie(knownDeviceCookieName, device, knownDeviceCookie)
      res.json(secondStep ? { twoStep: true } : await withTwoStepNotice(db.knex, signedInUser(user)))
    } finally {
      admission.release()
    }
  })

  router.post("/api/logout", async (req, res) => {
    const userId = req.session?.userId
    if (typeof userId === "number") {
      const user = { id: userId, username: req.session.username ?? "" }
      await recordAccountEvent(db.knex, accountSource(ctx, req, user), "logout", userId)
    }
    if (req.session !== undefined) {
      await db.knex("user_sessions").where({ sid: req.sessionID }).delete()
      await destroySession(req)
    }
    res.clearCookie(sessionCookieName, { path: "/" })
    res.json({ ok: true })
  })

  router.get("/api/user", async (req, res) => {
    // req.account: a session that was ended, or an account disabled since, is nobody.
    const user = req.account === undefined ? undefined : await findUserById(db.knex, req.account.id)
    if (user === undefined) throw unauthorized()
    res.setHeader("Cache-Control", "no-store")
    // While the two-step policy holds this session back, the app is told to send the person to set it up.
    res.json(
      req.twoStepSetupNeeded === true ? { ...signedInUser(user), twoStepRequired: true } : signedInUser(user),
    )
  })

  return router
}
