import { afterAll, beforeAll, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"
import { handOver, readSignedIn, takeHandedRead } from "./signed-in-read.ts"
import { policyKey } from "./two-step-store.ts"

// The one read a signed-in request makes (session, account, two-step facts), against the real
// server's database on either engine, after a real login.
let server: TestServer
let db: Database
let sid: string

beforeAll(async () => {
  server = await startTestServer()
  db = openDatabase(server.databaseUrl)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  // The session cookie is sid=s%3A<id>.<signature>, beside the login's other cookies.
  const value = /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? ""
  sid = decodeURIComponent(value).replace(/^s:/, "").split(".")[0] ?? ""
})
afterAll(async () => {
  await db.knex.destroy()
  await server.stop()
})

test("a signed-in session reads with its account, and two-step facts that follow the tables", async () => {
  const first = await readSignedIn(db, sid)
  expect(first.sess?.username).toBe("admin")
  expect(first.account).toMatchObject({ username: "admin", role: "admin", state: "active" })
  expect(Number(first.account?.user_id)).toBe(first.sess?.userId)
  expect(first).toMatchObject({ twoStepRequired: false, twoStepOn: false })

  await db.knex("server_settings").insert({ key: policyKey, value: "true" })
  expect((await readSignedIn(db, sid)).twoStepRequired).toBe(true)
  const userId = Number(first.account?.user_id)
  await db.knex("two_step").insert({ user_id: userId, secret: "sealed", enabled_ms: Date.now() })
  expect((await readSignedIn(db, sid)).twoStepOn).toBe(true)
  await db.knex("two_step").where({ user_id: userId }).update({ enabled_ms: null })
  expect((await readSignedIn(db, sid)).twoStepOn).toBe(false)

  await db.knex("users").where({ id: userId }).update({ state: "disabled" })
  expect((await readSignedIn(db, sid)).account?.state).toBe("disabled")
})

test("an unregistered session has no account; an expired or unknown one is no session", async () => {
  await db.knex("user_sessions").where({ sid }).delete()
  const unregistered = await readSignedIn(db, sid)
  expect(unregistered.sess?.username).toBe("admin")
  expect(unregistered.account).toBeUndefined()

  const later = new Date(Date.now() + 9 * 60 * 60 * 1000)
  expect((await readSignedIn(db, sid, later)).sess).toBeNull()
  expect((await readSignedIn(db, "no-such-session")).sess).toBeNull()
})

test("a handed read is taken once, by its own session, and only while the callback runs", async () => {
  const read = await readSignedIn(db, sid)
  let taken: unknown[] = []
  handOver(sid, read, () => {
    taken = [takeHandedRead("another"), takeHandedRead(sid), takeHandedRead(sid)]
  })
  expect(taken).toEqual([undefined, read, undefined])
  handOver(sid, read, () => undefined)
  expect(takeHandedRead(sid)).toBeUndefined()
  expect(() =>
    handOver(sid, read, () => {
      throw new Error("the chain failed")
    }),
  ).toThrow("the chain failed")
  expect(takeHandedRead(sid)).toBeUndefined()
})
