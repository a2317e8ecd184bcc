/**
 * The login captcha: text from crypto.randomInt (svg-captcha's own generator uses Math.random), drawn
 * as a picture (captcha-image.ts) and carried by the browser in a signed, single-use cookie
 * (captcha-token.ts) for five minutes; every login attempt uses it up. The server stores nothing
 * until a sign-in is attempted. It is friction only; the rate limits (rate-limit.ts) are the control.
 */
import { randomInt } from "node:crypto"

export { captchaContentType, drawCaptchaImage as drawCaptcha } from "./captcha-image.ts"

export const captchaLifetimeMs = 5 * 60 * 1000
/** No 0/O, 1/I/L: easy to read back. */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
const length = 4

export const newCaptchaText = (): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("")

/** What a person typed, as the captcha's text is compared: case and surrounding spaces do not matter. */
export const normalisedAnswer = (answer: string): string => answer.trim().toUpperCase()
