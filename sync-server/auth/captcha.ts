/**
 * The login captcha: text from crypto.randomInt (svg-captcha's own generator uses Math.random), drawn
 * by svg-captcha, kept only in the session for five minutes and used up by every login attempt.
 * It is friction only; the rate limit (rate-limit.ts) is the real control.
 */
import { randomInt, timingSafeEqual } from "node:crypto"
import { createRequire } from "node:module"
import type { create } from "svg-captcha"

export const captchaLifetimeMs = 5 * 60 * 1000
/** No 0/O, 1/I/L: easy to read back. */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
const length = 4

export interface StoredCaptcha {
  readonly text: string
  readonly expiresAt: number
}

// The package's main export is `(text, options) => svg`, which its type declarations leave out.
type DrawCaptcha = (text: string, options?: Parameters<typeof create>[0]) => string
const draw = createRequire(import.meta.url)("svg-captcha") as DrawCaptcha

export const newCaptchaText = (): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("")

export const drawCaptcha = (text: string): string =>
  draw(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: "#f8fafc" })

export const captchaMatches = (stored: StoredCaptcha | undefined, answer: string, now: number): boolean => {
  if (stored === undefined || stored.expiresAt <= now) return false
  const expected = Buffer.from(stored.text.toUpperCase())
  const actual = Buffer.from(answer.trim().toUpperCase())
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
