/**
 * Sealing small secrets kept in the database (two-step sign-in's TOTP secrets): AES-256-GCM with a
 * key derived by HKDF-SHA256 from the server's SESSION_SECRET, so a copy of the database alone (a
 * backup, a leaked dump) does not hold a usable authenticator secret. Pure: no database, no clock.
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url; `openSecret` answers undefined for
 * anything it cannot open (another key, a changed byte), never throws.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto"

const version = "v1"

/** The sealing key for `purpose` ("two-step secret", "recovery code"): one secret, separate keys. */
export const derivedKey = (sessionSecret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "site two-step sign-in", purpose, 32))

export const sealSecret = (key: Buffer, plain: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"))
  return [version, ...parts].join(".")
}

export const openSecret = (key: Buffer, sealed: string | null | undefined): string | undefined => {
  const parts = sealed?.split(".")
  if (parts === undefined || parts.length !== 4 || parts[0] !== version) return undefined
  try {
    const [iv, tag, body] = parts.slice(1).map((part) => Buffer.from(part, "base64url"))
    const decipher = createDecipheriv("aes-256-gcm", key, iv!)
    decipher.setAuthTag(tag!)
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8")
  } catch {
    return undefined
  }
}

/** A keyed digest (HMAC-SHA256, hex) for values compared but never read back, like recovery codes. */
export const keyedDigest = (key: Buffer, value: string): string =>
  createHmac("sha256", key).update(value, "utf8").digest("hex")
