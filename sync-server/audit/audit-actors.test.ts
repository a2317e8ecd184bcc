/**
 * GET /api/activity/actors: the accounts the activity log is filtered by (admin only), every account
 * once with the id that `GET /api/activity?actor=` takes, sorted by name, never a password hash.
 */
import { describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { setUserPassword } from "../auth/users.ts"
import { openDatabase } from "../db/connection.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, apiClient } from "../test-support/client.ts"
import { loginAs } from "../test-support/test-server.ts"

const admin = adminSessionPerFile()

/** Creates accounts straight in the database, as `npm run admin:password` does. */
const createAccounts = async (names: ReadonlyArray<string>) => {
  const db = openDatabase(admin.server.databaseUrl)
  try {
    for (const name of names) await setUserPassword(db.knex, name, `${name}-password`, Date.now())
  } finally {
    await db.knex.destroy()
  }
}

const actors = async () => {
  const answer = await admin.api.get("/api/activity/actors", { cookie: admin.cookie })
  expect(answer.status).toBe(200)
  return answer
}

describe("GET /api/activity/actors", () => {
  test("every account once, sorted by name, with the ids the activity filter takes", async () => {
    await createAccounts(["zoe", "editor", "Bob"])
    const answer = await actors()
    // An answer to a signed-in session: never kept by a cache (routes/private-answers.ts).
    expect(answer.headers.get("cache-control")).toBe("private, no-store")
    const list = answer.body as Array<{ id: number; username: string }>
    expect(list.map((actor) => actor.username)).toEqual(["admin", "Bob", "editor", "zoe"])
    expect(list.every((actor) => Object.keys(actor).join() === "id,username")).toBe(true)
    expect(JSON.stringify(list)).not.toContain("scrypt")
    // The admin's id is the one its session and its records carry.
    const me = (await admin.api.get("/api/user", { cookie: admin.cookie })).body as Json
    expect(list.find((actor) => actor.username === "admin")?.id).toBe(me.id)
    // An account that signs in is found by the id listed here.
    const editor = list.find((actor) => actor.username === "editor")
    await loginAs(admin.server.url, { username: "editor", password: "editor-password", captcha: "TEST" })
    const logins = await admin.api.get(`/api/activity?actor=${editor?.id}&action=login`, {
      cookie: admin.cookie,
    })
    expect((logins.body.records as AuditRecord[]).map((record) => record.actor)).toEqual([
      { id: editor?.id, username: "editor" },
    ])
  })

  test("anonymous callers get 401 in their language, and nothing else answers on the path", async () => {
    const visitor = apiClient(admin.server.url)
    for (const [language, message] of [
      ["en", "Please log in first"],
      ["zh-CN", "请先登录"],
    ] as const) {
      const answer = await visitor.get("/api/activity/actors", { headers: { "Accept-Language": language } })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ code: "UNAUTHORIZED", message })
    }
    // A session that only fetched a captcha is not signed in either.
    const captcha = await fetch(`${admin.server.url}/api/captcha?t=${Date.now()}`)
    const cookie = captcha.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    expect((await visitor.get("/api/activity/actors", { cookie })).status).toBe(401)
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      const answer = await admin.api.request(method, "/api/activity/actors", {
        cookie: admin.cookie,
        body: { username: "intruder" },
      })
      expect(answer.status).toBe(404)
    }
    expect((await actors()).body.map((actor: Json) => actor.username)).not.toContain("intruder")
  })
})
