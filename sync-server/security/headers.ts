/**
 * The security headers of every answer (API, fast path, static files, pages, errors), decided once at
 * start: helmet builds them (its validation of the policy, its choice of header names and values), we
 * record what it sets, and each request then only loops over two precomputed lists, one for plain
 * HTTP and one for HTTPS (which adds Strict-Transport-Security and upgrade-insecure-requests).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { TLSSocket } from "node:tls"
import helmet, { type HelmetOptions } from "helmet"
import { type Directives, httpsOnlyDirectives } from "./content-security-policy.ts"

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>

/** Express's compiled "trust proxy" setting (`app.get("trust proxy fn")`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean

/**
 * Browser features this site never uses, off for the page and anything it could embed. Only names
 * Chromium knows: an unknown one is warned about on the console of every page (Chromium does not know
 * "bluetooth", so it is not listed; e2e/site/csp.spec.ts watches for the warning).
 */
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  // Not "publickey-credentials-get": the back office signs in with passkeys (WebAuthn, issue 29); its
  // default allowlist is the site itself, so no embedded frame of another origin may use it.
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
export const permissionsPolicy = disabledFeatures.map((feature) => `${feature}=()`).join(", ")

/** One year; no includeSubDomains: this server cannot know whether every sibling host speaks HTTPS. */
const hstsMaxAgeSeconds = 365 * 24 * 60 * 60

/** The headers helmet sets with `options`, recorded from one run against a stand-in response. */
const recordHelmet = (options: HelmetOptions): HeaderList => {
  const headers: Array<[string, string]> = []
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  let done = false
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error))
    done = true
  })
  // helmet's middleware is synchronous; if that ever changed, the lists below would be incomplete.
  if (!done) throw new Error("helmet did not set its headers synchronously")
  return headers
}

const helmetOptions = (directives: Directives, https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: https ? { ...directives, ...httpsOnlyDirectives } : directives,
  },
  strictTransportSecurity: https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: false } : false,
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // A fallback for browsers that do not know frame-ancestors.
  xFrameOptions: { action: "deny" },
})

/** The full list for one kind of request: helmet's headers and the Permissions-Policy. */
export const headerList = (directives: Directives, https: boolean): HeaderList => [
  ...recordHelmet(helmetOptions(directives, https)),
  ["Permissions-Policy", permissionsPolicy],
]

/**
 * Whether the request reached the site over HTTPS, exactly as Express's `req.secure` decides it (its
 * `req.protocol`): a TLS socket, or X-Forwarded-Proto from a proxy "trust proxy" believes. Also for the
 * fast path, which answers before Express.
 */
export const isHttps = (req: IncomingMessage, trust: TrustProxy): boolean => {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true
  if (!trust(req.socket.remoteAddress, 0)) return false
  const header = req.headers["x-forwarded-proto"]
  const value = (Array.isArray(header) ? header[0] : header) ?? ""
  const comma = value.indexOf(",")
  return (comma === -1 ? value : value.slice(0, comma)).trim() === "https"
}

export type ApplySecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void

/** Sets the security headers on `res` (before anything else writes its head). */
export const securityHeaders = (directives: Directives, trust: TrustProxy): ApplySecurityHeaders => {
  const plain = headerList(directives, false)
  const secure = headerList(directives, true)
  return (req, res) => {
    const headers = isHttps(req, trust) ? secure : plain
    for (const [name, value] of headers) res.setHeader(name, value)
  }
}
