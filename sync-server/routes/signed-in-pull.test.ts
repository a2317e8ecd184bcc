/**
 * A signed-in pull from a cursor answered in front of Express (routes/signed-in-pull.ts), against the
 * real server on either engine: the same answer Express gives (bytes and head, the new cookie left
 * out), and everything it cannot vouch for left to Express, which answers as before.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { policyKey } from "../auth/two-step-store.ts"
import { type TestServer, loginAs, startTestServer, testSessionSecret } from "../test-support/test-server.ts"
import { unsignedSessionId } from "./signed-in-pull.ts"

let server: TestServer
let db: Database
let cookie: string

beforeAll(async () => {
  server = await startTestServer({ demoContent: true })
  db = openDatabase(server.databaseUrl)
  cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(async () => {
  await db.knex.destroy()
  await server.stop()
})

const pull = (since: number, sessionCookie = cookie) =>
  fetch(`${server.url}/api/sync?since=${since}&limit=2000`, { headers: { Cookie: sessionCookie } })

/** The answer's head, less what differs between two answers of the same content. */
const headOf = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !["date", "set-cookie", "keep-alive", "connection"].includes(name),
    ),
  )

const newCookie = (response: Response) =>
  response.headers.getSetCookie().filter((line) => line.startsWith("sid="))

test("a back-office tab's pull from a cursor: Express's answer, byte for byte, without rolling the session", async () => {
  // The session's first read after sign-in is Express's: its last-seen write is due (and it rolls the cookie).
  const first = await pull(1)
  expect(first.status).toBe(200)
  expect(newCookie(first)).toHaveLength(1)
  const second = await pull(1)
  expect(second.status).toBe(200)
  expect(newCookie(second)).toEqual([])
  const [firstBody, secondBody] = [await first.text(), await second.text()]
  expect(secondBody).toBe(firstBody)
  expect(JSON.parse(secondBody)).toMatchObject({ scope: "admin" })
  expect(headOf(second)).toEqual(headOf(first))
  expect(second.headers.get("cache-control")).toBe("private, no-store")
  expect(second.headers.get("vary")).toBe("Cookie")
  expect(second.headers.get("content-security-policy")).toBeTruthy()
})

test("the session id of a signed cookie: the signature express-session makes, nothing else", () => {
  const value = decodeURIComponent(/(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? "")
  const id = unsignedSessionId(value, testSessionSecret)
  expect(id).toMatch(/^[\w-]{20,}$/)
  const forged = `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`
  expect(unsignedSessionId(forged, testSessionSecret)).toBeUndefined()
  expect(unsignedSessionId(value, "another-secret")).toBeUndefined()
  expect(unsignedSessionId(value.slice(2), testSessionSecret)).toBeUndefined()
  expect(unsignedSessionId("s:.abc", testSessionSecret)).toBeUndefined()
})

test("what it cannot vouch for goes to Express: a forged cookie, two-step pending, a lost cursor, a disabled account", async () => {
  const value = /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? ""
  const forged = cookie.replace(value, `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`)
  const asNobody = await pull(1, forged)
  expect(asNobody.status).toBe(200)
  expect(await asNobody.json()).toMatchObject({ scope: "anonymous" })

  const lost = await fetch(`${server.url}/api/sync?since=999999999`, {
    headers: { Cookie: cookie, "Accept-Language": "en" },
  })
  expect(lost.status).toBe(410)
  expect(await lost.json()).toMatchObject({
    code: "CURSOR_EXPIRED",
    message: "The sync cursor is no longer known; start over from 0",
  })

  // Two-step sign-in for every account: a password-only session may not read until it sets it up.
  await db.knex("server_settings").insert({ key: policyKey, value: "true" })
  try {
    const held = await pull(1)
    expect(held.status).toBe(403)
    expect(await held.json()).toMatchObject({ code: "TWO_STEP_REQUIRED" })
  } finally {
    await db.knex("server_settings").where({ key: policyKey }).delete()
  }
  expect((await pull(1)).status).toBe(200)

  // A disabled account's session is ended by Express at its next request: a visitor's pull from then on.
  await db.knex("users").where({ username: "admin" }).update({ state: "disabled" })
  try {
    const ended = await pull(1)
    expect(ended.status).toBe(200)
    expect(await ended.json()).toMatchObject({ scope: "anonymous" })
  } finally {
    await db.knex("users").where({ username: "admin" }).update({ state: "active" })
  }
  const after = await pull(1)
  expect(await after.json()).toMatchObject({ scope: "anonymous" })
})
