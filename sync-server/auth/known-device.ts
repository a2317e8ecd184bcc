/**
 * "Known device" cookies: a browser that signed in to an account keeps a signed token saying so, and
 * its later sign-ins to that account are counted under a budget of their own (`device:<user>:<device>`
 * in login_throttle) instead of the account's, which anyone who knows the username can spend. So an
 * attacker's wrong passwords cannot lock the administrator out of the devices they used before.
 *
 * The cookie is `<user id>.<device id>.<expiry>.<mac>`, mac = HMAC-SHA256(key, those three and the
 * account's stored password hash), the key derived from SESSION_SECRET (its own derivation, like the
 * captcha's). The hash is not in the cookie, only in the mac: a new password (new salt, new hash) makes
 * every token issued before it worthless, so a stolen cookie stops working at the next password change.
 * The server stores nothing per device but the throttle row of its attempts.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import type { Request } from "express"
import { cookieValue } from "../http/cookie-value.ts"

export const knownDeviceCookieName = "known_device"
/** Sent with the login call only. */
export const knownDeviceCookiePath = "/api/login"
export const knownDeviceLifetimeMs = 180 * 24 * 60 * 60 * 1000

/** A key of its own, so a known-device mac can never stand for a session or captcha signature. */
export const knownDeviceTokenKey = (sessionSecret: string): Buffer =>
  createHmac("sha256", sessionSecret).update("login known device token, version 1").digest()

export interface KnownDeviceToken {
  readonly userId: number
  readonly deviceId: string
  readonly expiresAt: number
  readonly mac: Buffer
}

/** The account as the token is bound to it: its id and its current password hash. */
export interface DeviceAccount {
  readonly id: number
  readonly password_hash: string
}

const macOf = (key: Buffer, userId: number, deviceId: string, expiresAt: number, passwordHash: string) =>
  createHmac("sha256", key).update(`${userId}.${deviceId}.${expiresAt}.${passwordHash}`).digest()

export const newDeviceId = (): string => randomBytes(16).toString("base64url")

export const issueKnownDevice = (key: Buffer, account: DeviceAccount, deviceId: string, now: number) => {
  const expiresAt = now + knownDeviceLifetimeMs
  const mac = macOf(key, account.id, deviceId, expiresAt, account.password_hash)
  return `${account.id}.${deviceId}.${expiresAt}.${mac.toString("base64url")}`
}

const tokenShape = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/

export const parseKnownDevice = (value: string | undefined): KnownDeviceToken | undefined => {
  const match = value === undefined ? null : tokenShape.exec(value)
  if (match === null) return undefined
  const [, userId = "", deviceId = "", expiresAt = "", mac = ""] = match
  return {
    userId: Number(userId),
    deviceId,
    expiresAt: Number(expiresAt),
    mac: Buffer.from(mac, "base64url"),
  }
}

/**
 * The device id, when the token was issued by this server for this account since its password was
 * last set, and has not expired; otherwise undefined (the attempt counts as from an unknown device).
 */
export const knownDeviceOf = (
  key: Buffer,
  token: KnownDeviceToken | undefined,
  account: DeviceAccount | undefined,
  now: number,
): string | undefined => {
  if (token === undefined || account === undefined || token.userId !== account.id) return undefined
  if (token.expiresAt <= now || token.expiresAt > now + knownDeviceLifetimeMs) return undefined
  const expected = macOf(key, account.id, token.deviceId, token.expiresAt, account.password_hash)
  return timingSafeEqual(expected, token.mac) ? token.deviceId : undefined
}

/** The cookie's value, if the request has one (no cookie parser runs before the routes). */
export const knownDeviceCookieOf = (req: Pick<Request, "headers">): string | undefined =>
  cookieValue(req.headers.cookie, knownDeviceCookieName)
