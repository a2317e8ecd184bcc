/**
 * For the login-limit tests: a test server and, on the same database, a second one started with
 * TRUST_PROXY on (so X-Forwarded-For names the client), both on one injectable clock; and one login
 * attempt as a browser makes it (a fresh captcha, then the form).
 */
import type { RateLimits } from "../../auth/rate-limit.ts"
import { type Database, openDatabase } from "../../db/connection.ts"
import { type RunningServer, startServer } from "../../server.ts"
import { type TestServer, startTestServerWith } from "../test-server.ts"

export interface Clock {
  now: number
}

export interface ServerPair {
  /** TRUST_PROXY off (the default): every request comes from the socket's address, 127.0.0.1. */
  readonly direct: TestServer
  /** TRUST_PROXY=1 on the same database: the last X-Forwarded-For address is the client. */
  readonly proxiedUrl: string
  /** The servers' database, for reading the stored counters. */
  readonly db: Database
  stop(): Promise<void>
}

export const startServerPair = async (clock: Clock, rateLimits: RateLimits): Promise<ServerPair> => {
  const options = { now: () => clock.now, rateLimits }
  const direct = await startTestServerWith({}, options)
  let proxied: RunningServer | undefined
  const db = openDatabase(direct.databaseUrl)
  try {
    proxied = await startServer(
      {
        port: 0,
        host: "127.0.0.1",
        databaseUrl: direct.databaseUrl,
        sessionSecret: "test-session-secret",
        production: false,
        adminUsername: "admin",
        adminPassword: "admin-password",
        demoContent: false,
        captchaTestText: "TEST",
        staticDir: undefined,
        trustProxy: 1,
        shutdownTimeoutMs: 2_000,
      },
      options,
    )
  } catch (error) {
    await db.knex.destroy()
    await direct.stop()
    throw error
  }
  const running = proxied
  return {
    direct,
    proxiedUrl: `http://127.0.0.1:${running.port}`,
    db,
    stop: async () => {
      await db.knex.destroy()
      await running.close()
      await direct.stop()
    },
  }
}

export interface LoginAnswer {
  readonly status: number
  readonly code: string | undefined
  readonly message: string | undefined
  readonly retryAfter: string | null
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** A captcha (its session cookie), then the login form, by default with the captcha's text "TEST". */
export const attemptLogin = async (
  url: string,
  credentials: { username: string; password: string; captcha?: string },
  headers: Record<string, string> = {},
): Promise<LoginAnswer> => {
  const captcha = await fetch(`${url}/api/captcha`, { headers })
  await captcha.arrayBuffer()
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookieOf(captcha.headers), ...headers },
    body: JSON.stringify({ captcha: "TEST", ...credentials }),
  })
  const body = (await response.json()) as { code?: string; message?: string }
  return {
    status: response.status,
    code: body.code,
    message: body.message,
    retryAfter: response.headers.get("retry-after"),
  }
}

/** A client address for X-Forwarded-For, one of 65,536. */
export const forwardedFor = (n: number) => ({ "X-Forwarded-For": `10.0.${(n >> 8) & 255}.${n & 255}` })
