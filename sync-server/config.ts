/**
 * Server settings from the environment (documented in the README). Read once at start; the rest of
 * the server receives a plain `ServerConfig`, so tests can build one without touching process.env.
 */
import { randomBytes } from "node:crypto"
import { type EnquiryLimits, defaultEnquiryLimits } from "./enquiry-limits.ts"

export interface ServerConfig {
  readonly port: number
  readonly host: string | undefined
  /** `sqlite:PATH` or `postgres://...` */
  readonly databaseUrl: string
  readonly sessionSecret: string
  readonly production: boolean
  readonly adminUsername: string | undefined
  readonly adminPassword: string | undefined
  readonly demoContent: boolean
  /** When set, every captcha has this text (tests only; refused in production). */
  readonly captchaTestText: string | undefined
  /** The built app; served with the SPA fallback. */
  readonly staticDir: string | undefined
  /**
   * Express's "trust proxy" value (TRUST_PROXY): false (the default) believes no X-Forwarded-* header;
   * a hop count, or addresses/subnets ("loopback", "10.0.0.0/8"), believes the proxies named.
   * The three settings below are optional here so tests and scripts can leave them at their defaults.
   */
  readonly trustProxy?: boolean | number | string
  /** The site's public origin (PUBLIC_URL, e.g. https://example.com), when it is known. */
  readonly publicOrigin?: string | undefined
  /** How long a stopping server lets requests in flight finish before cutting them (SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownTimeoutMs?: number
  /** Days the audit trail keeps its records (AUDIT_RETENTION_DAYS); undefined keeps them forever. */
  readonly auditRetentionDays?: number | undefined
  /**
   * Uploaded pictures (docs/media.md): the folder of their variant files (MEDIA_DIR; default a `media`
   * folder beside the SQLite database file, or ./data/media on PostgreSQL), the largest upload in bytes
   * (MEDIA_MAX_BYTES, default 10 MB) and the largest picture in pixels (MEDIA_MAX_PIXELS, 40 megapixels).
   */
  readonly mediaDir?: string | undefined
  readonly mediaMaxBytes?: number | undefined
  readonly mediaMaxPixels?: number | undefined
  /** Limits on public enquiries (ENQUIRY_LIMITS, ENQUIRIES_PER_ADDRESS, ...); unset: the defaults. */
  readonly enquiryLimits?: EnquiryLimits | undefined
  /** Captchas one client address may fetch per minute (CAPTCHAS_PER_MINUTE); unset: the default, 60. */
  readonly captchasPerMinute?: number | undefined
  /** Hours an account invitation link stays valid (INVITATION_HOURS, 1 to 720); unset: 48. */
  readonly invitationHours?: number | undefined
}

export class ConfigError extends Error {}

const parsePort = (value: string | undefined): number => {
  if (value === undefined || value === "") return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${value}`)
  return port
}

/** TRUST_PROXY: off/false/0 (default), on/true (one proxy), a hop count, or a list of addresses/subnets. */
const parseTrustProxy = (value: string | undefined): boolean | number | string => {
  const text = (value ?? "").trim().toLowerCase()
  if (["", "off", "false", "no", "0"].includes(text)) return false
  if (["on", "true", "yes"].includes(text)) return 1
  if (/^\d+$/.test(text)) return Number(text)
  if (!/^[0-9a-z.:/,\s]+$/.test(text))
    throw new ConfigError(`TRUST_PROXY is not a hop count or an address list: ${value}`)
  return text
}

const parseOrigin = (value: string | undefined): string | undefined => {
  if (value === undefined || value === "") return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: ${value}`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL: ${value}`)
  return url.origin
}

const parseMs = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0)
    throw new ConfigError(`${name} is not a number of milliseconds: ${value}`)
  return ms
}

/** AUDIT_RETENTION_DAYS: a whole number of days from 1; unset (or empty) keeps records forever. */
const parseRetentionDays = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  const days = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(days) || days < 1)
    throw new ConfigError(`AUDIT_RETENTION_DAYS is not a whole number of days (1 or more): ${value}`)
  return days
}

/** A positive whole number setting (MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS); unset keeps the default. */
const parsePositive = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  const number = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1)
    throw new ConfigError(`${name} is not a whole number (1 or more): ${value}`)
  return number
}

/** INVITATION_HOURS: whole hours from 1 to 720 (30 days: a link is a password, it must not live long). */
const parseInvitationHours = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  const hours = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || hours < 1 || hours > 720)
    throw new ConfigError(`INVITATION_HOURS is not a whole number of hours from 1 to 720: ${value}`)
  return hours
}

/**
 * The enquiry limits (abuse/enquiry-limits.ts). ENQUIRY_LIMITS=off turns the rate limits off and must
 * be written out: anything else but unset or `on` is refused, and off is announced at start.
 */
const parseEnquiryLimits = (env: NodeJS.ProcessEnv): EnquiryLimits => {
  const switched = (env.ENQUIRY_LIMITS ?? "").trim().toLowerCase()
  if (!["", "on", "off"].includes(switched))
    throw new ConfigError(`ENQUIRY_LIMITS must be on or off: ${env.ENQUIRY_LIMITS}`)
  if (switched === "off") console.warn("ENQUIRY_LIMITS=off: public enquiries are not rate limited")
  const windowMinutes = parsePositive("ENQUIRY_ADDRESS_WINDOW_MINUTES", env.ENQUIRY_ADDRESS_WINDOW_MINUTES)
  const d = defaultEnquiryLimits
  return {
    enabled: switched !== "off",
    perAddress: parsePositive("ENQUIRIES_PER_ADDRESS", env.ENQUIRIES_PER_ADDRESS) ?? d.perAddress,
    addressWindowMs: windowMinutes === undefined ? d.addressWindowMs : windowMinutes * 60_000,
    global: parsePositive("ENQUIRIES_PER_HOUR", env.ENQUIRIES_PER_HOUR) ?? d.global,
    globalWindowMs: d.globalWindowMs,
    minFillMs: parseMs("ENQUIRY_MIN_FILL_MS", env.ENQUIRY_MIN_FILL_MS, d.minFillMs),
  }
}

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const production = env.NODE_ENV === "production"
  const captchaTestText = env.CAPTCHA_TEST_TEXT || undefined
  if (production && captchaTestText !== undefined) {
    throw new ConfigError("CAPTCHA_TEST_TEXT must not be set when NODE_ENV=production")
  }
  let sessionSecret = env.SESSION_SECRET
  if (!sessionSecret) {
    if (production) throw new ConfigError("SESSION_SECRET is required when NODE_ENV=production")
    // Sessions survive a restart in the database, but their cookies are signed with this secret:
    // a random one logs everyone out at each restart, which is fine in development only.
    sessionSecret = randomBytes(32).toString("hex")
    console.warn("SESSION_SECRET is not set: using a random one (sessions end when the server restarts)")
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  if (production && trustProxy === false && env.PUBLIC_URL?.startsWith("https:")) {
    // The usual trap: TLS ends at a proxy, the server sees plain HTTP and never sets its Secure cookie.
    console.warn(
      "PUBLIC_URL is https but TRUST_PROXY is off: behind a TLS-terminating proxy set TRUST_PROXY=1, " +
        "or the Secure session cookie is never set and nobody can log in",
    )
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || "sqlite:data/site.db",
    sessionSecret,
    production,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoContent: !["off", "false", "0", "no"].includes((env.DEMO_CONTENT ?? "on").toLowerCase()),
    captchaTestText,
    staticDir: env.STATIC_DIR || "dist",
    trustProxy,
    publicOrigin: parseOrigin(env.PUBLIC_URL),
    shutdownTimeoutMs: parseMs("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000),
    auditRetentionDays: parseRetentionDays(env.AUDIT_RETENTION_DAYS),
    mediaDir: env.MEDIA_DIR || undefined,
    mediaMaxBytes: parsePositive("MEDIA_MAX_BYTES", env.MEDIA_MAX_BYTES),
    mediaMaxPixels: parsePositive("MEDIA_MAX_PIXELS", env.MEDIA_MAX_PIXELS),
    enquiryLimits: parseEnquiryLimits(env),
    captchasPerMinute: parsePositive("CAPTCHAS_PER_MINUTE", env.CAPTCHAS_PER_MINUTE),
    invitationHours: parseInvitationHours(env.INVITATION_HOURS),
  }
}
