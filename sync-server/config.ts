/**
 * Server settings from the environment (documented in the README). Read once at start; the rest of
 * the server receives a plain `ServerConfig`, so tests can build one without touching process.env.
 */
import { randomBytes } from "node:crypto"

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
}

export class ConfigError extends Error {}

const parsePort = (value: string | undefined): number => {
  if (value === undefined || value === "") return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${value}`)
  return port
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
  }
}
