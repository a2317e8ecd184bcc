import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, test } from "vitest"
import { ConnectSessionKnexStore } from "connect-session-knex"
import type { SessionData } from "express-session"
import { openDatabase } from "../db/connection.ts"
import { type RunningServer, startServer } from "../server.ts"
import { guardStoreErrors } from "./session.ts"
import { captchaTokenKey, issueCaptchaToken } from "./captcha-token.ts"

// In production the session cookie is Secure (behind a TLS-terminating proxy that sets X-Forwarded-Proto,
// believed because TRUST_PROXY names it).
let running: RunningServer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sync-server-prod-"))
  running = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(dir, "site.db")}`,
    sessionSecret: "production-secret",
    production: true,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: false,
    captchaTestText: undefined,
    staticDir: undefined,
    trustProxy: 1,
  })
})
afterAll(async () => {
  await running.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A production server draws real captchas: the test signs a captcha cookie for a text of its own with
 * the server's secret (what the captcha call would have set), then logs in; the session cookie's.
 */
const loginWithOwnCaptcha = async (headers: Record<string, string>) => {
  const token = issueCaptchaToken(captchaTokenKey("production-secret"), "ABCD", Date.now())
  const response = await fetch(`http://127.0.0.1:${running.port}/api/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Cookie: `captcha=${token}` },
    body: JSON.stringify({ username: "admin", password: "admin-password", captcha: "abcd" }),
  })
  expect(response.status).toBe(200)
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid=")) ?? ""
}

test("the captcha cookie is HttpOnly, SameSite=Strict, Secure in production, and for the login only", async () => {
  const response = await fetch(`http://127.0.0.1:${running.port}/api/captcha?t=1`, {
    headers: { "X-Forwarded-Proto": "https" },
  })
  expect(response.status).toBe(200)
  const cookies = response.headers.getSetCookie()
  expect(cookies).toHaveLength(1)
  const attributes = (cookies[0] ?? "").split("; ")
  expect(attributes[0]).toMatch(/^captcha=\d+\.[\w-]{22}\.[\w-]{43}$/)
  expect(attributes).toEqual(
    expect.arrayContaining(["Max-Age=300", "Path=/api/login", "HttpOnly", "Secure", "SameSite=Strict"]),
  )
})

test("the session cookie is HttpOnly, SameSite=Strict and Secure in production", async () => {
  const cookie = await loginWithOwnCaptcha({ "X-Forwarded-Proto": "https" })
  expect(cookie).toMatch(/^sid=/)
  expect(cookie).toMatch(/; Secure/)
  expect(cookie).toMatch(/; HttpOnly/)
  expect(cookie).toMatch(/; SameSite=Strict/)
})

test("the known-device cookie is HttpOnly, SameSite=Strict, Secure in production, for the login only", async () => {
  const token = issueCaptchaToken(captchaTokenKey("production-secret"), "ABCD", Date.now())
  const response = await fetch(`http://127.0.0.1:${running.port}/api/login`, {
    method: "POST",
    headers: { "X-Forwarded-Proto": "https", "Content-Type": "application/json", Cookie: `captcha=${token}` },
    body: JSON.stringify({ username: "admin", password: "admin-password", captcha: "abcd" }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("known_device=")) ?? ""
  const attributes = cookie.split("; ")
  expect(attributes[0]).toMatch(/^known_device=\d+\.[\w-]{22}\.\d+\.[\w-]{43}$/)
  expect(attributes).toEqual(
    expect.arrayContaining(["Max-Age=15552000", "Path=/api/login", "HttpOnly", "Secure", "SameSite=Strict"]),
  )
})

test("a session's stored expiry moves forward at most once a minute, not on every request", async () => {
  const base = `http://127.0.0.1:${running.port}`
  const headers = { "X-Forwarded-Proto": "https" }
  const cookie = (await loginWithOwnCaptcha(headers)).split(";")[0] ?? ""
  const sid = decodeURIComponent(cookie.slice("sid=".length)).replace(/^s:/, "").split(".")[0]
  const storedExpiry = async () => {
    const db = openDatabase(`sqlite:${join(dir, "site.db")}`)
    try {
      const row = (await db.knex("sessions").where({ sid }).first()) as { expired: unknown } | undefined
      return String(row?.expired)
    } finally {
      await db.knex.destroy()
    }
  }
  // The first request after the save pushes the expiry forward; the next ones within a minute do not.
  await fetch(`${base}/api/user`, { headers: { ...headers, cookie } })
  const afterFirstTouch = await storedExpiry()
  await new Promise((resolve) => setTimeout(resolve, 50))
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${base}/api/user`, { headers: { ...headers, cookie } })
    expect(response.status).toBe(200) // read and touched
  }
  expect(await storedExpiry()).toBe(afterFirstTouch)
  expect(afterFirstTouch).not.toBe("undefined")
})

test("a session store whose database fails answers the error to its caller and does not stop the process", async () => {
  const db = openDatabase(`sqlite:${join(dir, "site.db")}`)
  const store = new ConnectSessionKnexStore({ knex: db.knex, tableName: "sessions", createTable: false })
  clearTimeout(store.nextDbCleanup)
  guardStoreErrors(store)
  await db.knex.destroy() // every query now fails
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on("unhandledRejection", onUnhandled)
  try {
    const errors = await Promise.all([
      new Promise((resolve) => void store.get("sid", (error) => resolve(error))),
      new Promise((resolve) => void store.set("sid", { cookie: {} } as SessionData, resolve)),
      new Promise((resolve) => void store.destroy("sid", resolve)),
      new Promise((resolve) => {
        const expires = new Date(Date.now() + 60_000)
        void store.touch("sid", { cookie: { expires } } as SessionData, resolve as () => void)
      }),
    ])
    for (const error of errors) expect(error).toBeInstanceOf(Error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unhandled).toEqual([])
  } finally {
    process.off("unhandledRejection", onUnhandled)
  }
})
