/** Login (username, password, captcha), logout, current user and the captcha image. */
import { Router } from "express"
import { LoginForm } from "../../schema/forms.ts"
import { decodeWith } from "../../schema/decode.ts"
import { captchaLifetimeMs, captchaMatches, drawCaptcha, newCaptchaText } from "../auth/captcha.ts"
import { hashForUnknownUser, verifyPassword } from "../auth/password.ts"
import { attemptKeys, clearFailures, isRateLimited, recordFailure } from "../auth/rate-limit.ts"
import { destroySession, regenerate, saveSession, sessionCookieName } from "../auth/session.ts"
import { findUser, findUserById } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, unauthorized, validationError } from "../http/errors.ts"

const decodeLogin = decodeWith(LoginForm)

export const authRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  router.get("/api/captcha", async (req, res) => {
    const text = ctx.config.captchaTestText ?? newCaptchaText()
    req.session.captcha = { text, expiresAt: ctx.now() + captchaLifetimeMs }
    await saveSession(req)
    res.setHeader("Cache-Control", "no-store")
    res.type("image/svg+xml").send(drawCaptcha(text))
  })

  router.post("/api/login", async (req, res) => {
    const decoded = decodeLogin(req.body, languageOf(req))
    if (!decoded.ok) throw validationError(decoded.issues)
    const { username, password, captcha } = decoded.value
    const now = ctx.now()
    const keys = attemptKeys(username, req.ip ?? "unknown")
    if (await isRateLimited(db, ctx.rateLimits, keys, now)) {
      throw new HttpError(429, "RATE_LIMITED", "error.rateLimited")
    }
    // Every attempt uses the captcha up, right or wrong: it cannot be replayed against other passwords.
    const stored = req.session.captcha
    delete req.session.captcha
    if (!captchaMatches(stored, captcha, now)) {
      await saveSession(req)
      await recordFailure(db, ctx.rateLimits, [keys.address], now)
      throw new HttpError(400, "CAPTCHA_INVALID", "error.captchaInvalid")
    }
    const user = await findUser(db.knex, username)
    const valid = await verifyPassword(password, user?.password_hash ?? (await hashForUnknownUser()))
    if (user === undefined || !valid) {
      await saveSession(req)
      await recordFailure(db, ctx.rateLimits, [keys.user, keys.address], now)
      throw new HttpError(401, "LOGIN_FAILED", "error.loginFailed")
    }
    await clearFailures(db, keys.user)
    // A new session id at login: a session id planted before login is worth nothing after it.
    await regenerate(req)
    req.session.userId = user.id
    req.session.username = user.username
    await saveSession(req)
    res.json({ id: user.id, username: user.username })
  })

  router.post("/api/logout", async (req, res) => {
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
