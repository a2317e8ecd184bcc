/**
 * A preview link's token (issue 31, item 2): `nonce.mac`, where the nonce is 16 random bytes (128
 * bits) and mac = HMAC-SHA256(key, nonce) under a key of its own derived from SESSION_SECRET (as the
 * captcha's, auth/captcha-token.ts). The database keeps only SHA-256(nonce): a copy of it gives no
 * working link (the mac needs the key), and a made-up or changed token is refused by its mac before
 * the database is asked. Both parts are base64url, so the token is safe in an address as it is.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/** A key of the preview links' own, so their mac can never stand for a session's or a captcha's. */
export const previewTokenKey = (sessionSecret: string): Buffer =>
  createHmac("sha256", sessionSecret).update("draft preview link, version 1").digest()

const macOf = (key: Buffer, nonce: string): Buffer => createHmac("sha256", key).update(nonce).digest()

/** What is stored for a token: the hash of its random part (hex, 64 characters). */
export const tokenHashOf = (nonce: string): string => createHash("sha256").update(nonce).digest("hex")

export interface IssuedToken {
  readonly token: string
  readonly hash: string
}

export const issuePreviewToken = (key: Buffer): IssuedToken => {
  const nonce = randomBytes(16).toString("base64url")
  return { token: `${nonce}.${macOf(key, nonce).toString("base64url")}`, hash: tokenHashOf(nonce) }
}

/** 16 bytes and a SHA-256 mac, base64url; anything else is not a token of ours. */
const tokenShape = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/**
 * The stored hash a token stands for, or undefined when it is malformed or its mac is wrong (any
 * changed character: base64url's last character of each part carries bits the decoder drops, so the
 * text is compared again after decoding). Constant time over the mac.
 */
export const verifiedTokenHash = (key: Buffer, token: string): string | undefined => {
  const match = tokenShape.exec(token)
  if (match === null) return undefined
  const [, nonce = "", mac = ""] = match
  const given = Buffer.from(mac, "base64url")
  if (given.toString("base64url") !== mac) return undefined
  if (Buffer.from(nonce, "base64url").toString("base64url") !== nonce) return undefined
  if (!timingSafeEqual(macOf(key, nonce), given)) return undefined
  return tokenHashOf(nonce)
}
