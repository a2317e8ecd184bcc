/**
 * Recovery codes of two-step sign-in: ten per account, shown once, each good for one sign-in when the
 * authenticator is lost. A code is ten base32 characters (50 random bits), shown as two groups of
 * five; only its keyed digest (secret-box.ts) is stored, so the table alone gives nothing to try.
 */
import { randomInt } from "node:crypto"
import { keyedDigest } from "./secret-box.ts"

export const recoveryCodeCount = 10
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

const newCode = (): string => {
  let text = ""
  for (let index = 0; index < 10; index += 1) text += alphabet[randomInt(alphabet.length)]
  return `${text.slice(0, 5)}-${text.slice(5)}`
}

export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, newCode)

/** A code as typed: case, spaces and dashes do not matter; anything else cannot be one. */
export const normalizeRecoveryCode = (typed: string): string | undefined => {
  const code = typed.replace(/[\s-]/g, "").toUpperCase()
  return /^[A-Z2-7]{10}$/.test(code) ? code : undefined
}

export const recoveryCodeDigest = (key: Buffer, typed: string): string | undefined => {
  const code = normalizeRecoveryCode(typed)
  return code === undefined ? undefined : keyedDigest(key, code)
}
