/**
 * A real server for tests (docs/contracts.md): a fresh database, an administrator, captchas with a
 * known text. Runs on SQLite by default; when TEST_POSTGRES_URL is set (npm run test:pg) each server
 * gets a fresh database on that PostgreSQL instead, so the same suites run on both engines.
 */
import { randomBytes } from "node:crypto"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import knex from "knex"
import { type EnquiryLimits, defaultEnquiryLimits } from "../enquiry-limits.ts"
import type { ServerConfig } from "../config.ts"
import { type RunningServer, type StartOptions, startServer } from "../server.ts"

export interface TestServerOptions {
  /** Default false: an empty database (the settings row only). */
  demoContent?: boolean
  /** Default "TEST". */
  captchaText?: string
  /** Default { username: "admin", password: "admin-password" }. */
  admin?: { username: string; password: string }
  /** Default a new temp file (ignored on PostgreSQL). */
  databaseFile?: string
  /** Default unset: audit records are kept forever. */
  auditRetentionDays?: number
  /** A build folder to serve (built-app.ts: the real build); default none, the API only. */
  staticDir?: string
  /**
   * Limits on public enquiries. Default: the real ones raised to 10,000 per address and per hour, so
   * suites that send many enquiries from 127.0.0.1 pass while the counting still runs; the enquiry
   * limit tests give lower ones.
   */
  enquiryLimits?: Partial<EnquiryLimits>
  /** CAPTCHAS_PER_MINUTE (default: unset, the server's default of 60). */
  captchasPerMinute?: number
  /** TRUST_PROXY (default off); "loopback" lets a test speak for several addresses with X-Forwarded-For. */
  trustProxy?: boolean | number | string
  /** INVITATION_HOURS (default: unset, the server's default of 48). */
  invitationHours?: number
}

/** The secret test servers sign their session cookies with. */
export const testSessionSecret = "test-session-secret"

/** The test servers' enquiry limits: counted as in production, never reached by ordinary suites. */
export const testEnquiryLimits: EnquiryLimits = {
  ...defaultEnquiryLimits,
  perAddress: 10_000,
  global: 10_000,
}

export interface TestServer {
  url: string
  port: number
  databaseFile: string
  /** The database URL the server uses (sqlite:FILE or postgres://...). */
  databaseUrl: string
  stop(): Promise<void>
  restart(): Promise<void>
  /** Run an enquiry retention sweep now, as the server does at start and hourly; how many it deleted. */
  sweepEnquiries(): Promise<number>
  /** Carry out the scheduled publications due now by the server's clock; how many it did. */
  runSchedules(): Promise<number>
}

const postgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined

/** A new, empty database on the test PostgreSQL; its URL. */
const createPostgresDatabase = async (adminUrl: string): Promise<string> => {
  const name = `test_${randomBytes(6).toString("hex")}`
  const admin = knex({ client: "pg", connection: adminUrl })
  try {
    await admin.raw(`create database ${name}`)
  } finally {
    await admin.destroy()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const dropPostgresDatabase = async (adminUrl: string, databaseUrl: string) => {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = knex({ client: "pg", connection: adminUrl })
  try {
    await admin.raw(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.destroy()
  }
}

/** Internal: start with app options (an injectable clock, rate limits) that the contract leaves out. */
export const startTestServerWith = async (
  options: TestServerOptions = {},
  appOptions: StartOptions = {},
): Promise<TestServer> => {
  const admin = options.admin ?? { username: "admin", password: "admin-password" }
  const pg = postgresUrl()
  // A folder we create is ours to remove at stop; a file the caller named is left alone.
  const ownDir =
    options.databaseFile === undefined ? mkdtempSync(join(tmpdir(), "sync-server-test-")) : undefined
  const databaseFile = options.databaseFile ?? join(ownDir ?? "", "site.db")
  const databaseUrl = pg === undefined ? `sqlite:${databaseFile}` : await createPostgresDatabase(pg)
  // SQLite keeps its pictures beside its file; on PostgreSQL every server would share data/media, and
  // one whose clock a test moved ahead swept the others' pictures as hour-old orphans (CI saw a 404).
  const mediaDir = pg === undefined ? undefined : join(ownDir ?? tmpdir(), `media-${randomUUID()}`)
  const config = (port: number): ServerConfig => ({
    port,
    host: "127.0.0.1",
    databaseUrl,
    sessionSecret: testSessionSecret,
    production: false,
    adminUsername: admin.username,
    adminPassword: admin.password,
    demoContent: options.demoContent ?? false,
    captchaTestText: options.captchaText ?? "TEST",
    staticDir: options.staticDir,
    trustProxy: options.trustProxy ?? false,
    publicOrigin: undefined,
    shutdownTimeoutMs: 2_000,
    auditRetentionDays: options.auditRetentionDays,
    enquiryLimits: { ...testEnquiryLimits, ...options.enquiryLimits },
    captchasPerMinute: options.captchasPerMinute,
    invitationHours: options.invitationHours,
    mediaDir,
  })
  let running: RunningServer | undefined = await startServer(config(0), appOptions)
  const port = running.port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    databaseFile,
    databaseUrl,
    sweepEnquiries: async () => {
      if (running === undefined) throw new Error("the test server is stopped")
      return running.sweepEnquiries()
    },
    runSchedules: async () => {
      if (running === undefined) throw new Error("the test server is stopped")
      return running.runSchedules()
    },
    restart: async () => {
      await running?.close()
      running = undefined
      running = await startServer(config(port), appOptions)
    },
    stop: async () => {
      await running?.close()
      running = undefined
      if (pg !== undefined) await dropPostgresDatabase(pg, databaseUrl)
      if (ownDir !== undefined) rmSync(ownDir, { recursive: true, force: true })
      if (mediaDir !== undefined) rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

export const startTestServer = (options: TestServerOptions = {}): Promise<TestServer> =>
  startTestServerWith(options)

const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/**
 * Log in through the real calls (captcha, then login) and return the session's Cookie header.
 * `captcha` must be the server's captcha text (the test server's `captchaText`, default "TEST").
 */
export const loginAs = async (
  url: string,
  credentials: { username: string; password: string; captcha: string },
): Promise<string> => {
  const captcha = await fetch(`${url}/api/captcha?t=${Date.now()}`)
  const preLogin = cookieOf(captcha)
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: preLogin },
    body: JSON.stringify(credentials),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  return cookieOf(login)
}
