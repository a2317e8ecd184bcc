/**
 * The captcha's answer travels with the browser, not in a stored session: `GET /api/captcha` sets a
 * cookie `expiry.nonce.mac`, where mac = HMAC-SHA256(key, expiry.nonce.TEXT) and the key is derived
 * from SESSION_SECRET. The text itself is not in the cookie (not even hashed: four characters from 31
 * would be found by trying all 923,521), so without the key the cookie says nothing about it, and it
 * cannot be forged or its expiry moved. A login attempt recomputes the mac from the typed answer and
 * compares it in constant time; the nonce is remembered as used (captcha-used.ts) until the expiry,
 * so each cookie serves one attempt, on any server process.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import type { Request } from "express"
import { captchaLifetimeMs, normalisedAnswer } from "./captcha.ts"
import { cookieValue } from "../http/cookie-value.ts"

export const captchaCookieName = "captcha"
/** Sent with the login call only: no other request carries it. */
export const captchaCookiePath = "/api/login"

/** A key of the captcha's own, so a captcha mac can never stand for a session cookie's signature. */
export const captchaTokenKey = (sessionSecret: string): Buffer =>
  createHmac("sha256", sessionSecret).update("login captcha token, version 1").digest()

const macOf = (key: Buffer, expiresAt: number, nonce: string, text: string): Buffer =>
  createHmac("sha256", key)
    .update(`${expiresAt}.${nonce}.${normalisedAnswer(text)}`)
    .digest()

export const issueCaptchaToken = (key: Buffer, text: string, now: number): string => {
  const expiresAt = now + captchaLifetimeMs
  const nonce = randomBytes(16).toString("base64url")
  return `${expiresAt}.${nonce}.${macOf(key, expiresAt, nonce, text).toString("base64url")}`
}

export interface CaptchaToken {
  readonly expiresAt: number
  readonly nonce: string
  readonly mac: Buffer
}

/** 16 random bytes and a SHA-256 mac, base64url; anything else is not a token of ours. */
const tokenShape = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

export const parseCaptchaToken = (value: string): CaptchaToken | undefined => {
  const match = tokenShape.exec(value)
  if (match === null) return undefined
  const [, expiresAt = "", nonce = "", mac = ""] = match
  return { expiresAt: Number(expiresAt), nonce, mac: Buffer.from(mac, "base64url") }
}

/** The captcha cookie's value, if the request has one (no cookie parser runs before the routes). */
export const captchaCookieOf = (req: Pick<Request, "headers">): string | undefined =>
  cookieValue(req.headers.cookie, captchaCookieName)

/** Whether `answer` is the text the token was issued for. Constant time: both macs are 32 bytes. */
export const answerMatches = (key: Buffer, token: CaptchaToken, answer: string): boolean =>
  timingSafeEqual(macOf(key, token.expiresAt, token.nonce, answer), token.mac)
