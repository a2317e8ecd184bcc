/**
 * TOTP (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * reads from a QR code. A code is accepted for the step before or after the server's (clocks drift),
 * and only for a step later than the last one accepted for the account: a code, once used, is spent.
 */
import { Secret, TOTP } from "otpauth"

export const totpPeriodSeconds = 30
const digits = 6
const window = 1

/** The name an authenticator app shows above the code. */
export const totpIssuer = "Digital Employees back office"

/** A new random secret (160 bits, RFC 4226's recommendation), as base32 for the person to type. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: "SHA1",
    digits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  })

/** The otpauth:// address the QR code carries. */
export const totpUri = (secret: string, username: string): string => totpOf(secret, username).toString()

/** The time step of `nowMs`. */
export const timeStepOf = (nowMs: number): number => Math.floor(nowMs / 1000 / totpPeriodSeconds)

/** A code as typed: spaces and dashes away; only six digits can be a code. */
export const normalizeCode = (typed: string): string | undefined => {
  const code = typed.replace(/[\s-]/g, "")
  return /^\d{6}$/.test(code) ? code : undefined
}

/**
 * The time step `code` is valid for at `nowMs` (within one step either way), or undefined when it is
 * not valid, or valid only for a step at or before `lastStep` (already used, or older than a used one).
 */
export const acceptedStep = (
  secret: string,
  typed: string,
  nowMs: number,
  lastStep: number | null,
): number | undefined => {
  const code = normalizeCode(typed)
  if (code === undefined) return undefined
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window })
  if (delta === null) return undefined
  const step = timeStepOf(nowMs) + delta
  return lastStep !== null && step <= lastStep ? undefined : step
}

/** The code of `nowMs` (tests, and nothing else: the server never shows a code). */
export const codeAt = (secret: string, nowMs: number): string => totpOf(secret).generate({ timestamp: nowMs })
