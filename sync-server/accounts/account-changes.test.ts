/**
 * What an administrator's account changes do, over HTTP (issue 29): a role change holds from the
 * account's next request; disabling ends its sessions at once; a reset ends them and replaces the
 * password and links by a new link; a delete removes the account but not its name in the audit trail;
 * at least one active administrator always remains (409 LAST_ADMIN in both languages), even when two
 * administrators demote each other at the same moment; an administrator cannot reset, disable or
 * delete their own account.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { acceptInvitation, createAccount, inviteAccount, signIn, tokenOf } from "../test-support/accounts.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, sampleEmployee } from "../test-support/client.ts"
import { loginAs } from "../test-support/test-server.ts"

const admin = adminSessionPerFile()
/** The race tests make five to ten accounts with scrypt passwords: slow on a loaded machine, not stuck. */
const raceTimeoutMs = 120_000
let db: Database
let adminId = 0

beforeAll(async () => {
  db = openDatabase(admin.server.databaseUrl)
  adminId = (await admin.api.get("/api/user", { cookie: admin.cookie })).body.id
})
afterAll(() => db?.knex.destroy())

const change = (id: number, body: unknown, cookie = admin.cookie, language = "zh-CN") =>
  admin.api.patch(`/api/accounts/${id}`, { cookie, body, headers: { "Accept-Language": language } })

const userOf = (cookie: string) => admin.api.get("/api/user", { cookie })

const sessionRows = async (userId: number) => ({
  tracked: (await db.knex("user_sessions").where({ user_id: userId })).length,
})

const activeAdmins = async (): Promise<number> =>
  Number(
    ((await db.knex("users").where({ role: "admin", state: "active" }).count({ n: "*" }).first()) as Json).n,
  )

describe("a role change holds from the next request", () => {
  test("an editor demoted to viewer gets 403 on a content write with the same cookie; promoted back, 201", async () => {
    const editor = await createAccount(admin, "editor")
    const first = await admin.api.post("/api/employees", {
      cookie: editor.cookie,
      body: sampleEmployee("编辑写的"),
    })
    expect(first.status).toBe(201)
    expect((await change(editor.id, { role: "viewer" })).status).toBe(200)
    const refused = await admin.api.post("/api/employees", {
      cookie: editor.cookie,
      body: sampleEmployee("降级后写的"),
      headers: { "Accept-Language": "en" },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ code: "FORBIDDEN", message: "Your role (Viewer) does not allow this" })
    // Still signed in, as a viewer: the role is read per request, the session was not ended.
    expect((await userOf(editor.cookie)).body).toMatchObject({ id: editor.id, role: "viewer" })
    expect((await change(editor.id, { role: "editor" })).status).toBe(200)
    const again = await admin.api.post("/api/employees", {
      cookie: editor.cookie,
      body: sampleEmployee("恢复后写的"),
    })
    expect(again.status).toBe(201)
  })

  test("a viewer promoted to administrator can manage accounts at once", async () => {
    const viewer = await createAccount(admin, "viewer")
    expect((await admin.api.get("/api/accounts", { cookie: viewer.cookie })).status).toBe(403)
    expect((await change(viewer.id, { role: "admin" })).status).toBe(200)
    expect((await admin.api.get("/api/accounts", { cookie: viewer.cookie })).status).toBe(200)
    expect((await change(viewer.id, { role: "viewer" })).status).toBe(200)
    expect((await admin.api.get("/api/accounts", { cookie: viewer.cookie })).status).toBe(403)
  })
})

describe("disabling an account", () => {
  test("ends every session of it at once; its password is then refused with 403; re-enabled, it signs in", async () => {
    const editor = await createAccount(admin, "editor")
    const second = await signIn(admin.server.url, editor)
    expect((await userOf(second)).status).toBe(200)
    expect(await sessionRows(editor.id)).toEqual({ tracked: 2 })
    const answer = await change(editor.id, { state: "disabled" })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ state: "disabled", activeSessions: 0 })
    // Both cookies are worth nothing from the very next request.
    for (const cookie of [editor.cookie, second]) {
      expect((await userOf(cookie)).status).toBe(401)
      expect(
        (await admin.api.post("/api/employees", { cookie, body: sampleEmployee("停用后") })).status,
      ).toBe(401)
    }
    expect(await sessionRows(editor.id)).toEqual({ tracked: 0 })
    const login = await fetch(`${admin.server.url}/api/captcha`).then((captcha) =>
      fetch(`${admin.server.url}/api/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": "en",
          Cookie: captcha.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; "),
        },
        body: JSON.stringify({ username: editor.username, password: editor.password, captcha: "TEST" }),
      }),
    )
    expect(login.status).toBe(403)
    expect(await login.json()).toEqual({
      code: "ACCOUNT_DISABLED",
      message: "This account is disabled; ask an administrator",
    })
    expect((await change(editor.id, { state: "active" })).status).toBe(200)
    expect((await userOf(await signIn(admin.server.url, editor))).body.username).toBe(editor.username)
  })
})

describe("at least one active administrator remains", () => {
  test("the only administrator cannot demote, disable or delete their account: 409 in both languages", async () => {
    expect(await activeAdmins()).toBe(1)
    for (const [body, language, message] of [
      [{ role: "editor" }, "en", "At least one active administrator must remain"],
      [{ role: "viewer" }, "zh-CN", "至少需要保留一名启用的管理员"],
      [{ state: "disabled" }, "en", "At least one active administrator must remain"],
    ] as const) {
      const answer = await change(adminId, body, admin.cookie, language)
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ code: "LAST_ADMIN", message })
    }
    for (const [language, message] of [
      ["en", "At least one active administrator must remain"],
      ["zh-CN", "至少需要保留一名启用的管理员"],
    ] as const) {
      const answer = await admin.api.delete(`/api/accounts/${adminId}`, {
        cookie: admin.cookie,
        headers: { "Accept-Language": language },
      })
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ code: "LAST_ADMIN", message })
    }
    expect((await userOf(admin.cookie)).body).toMatchObject({ role: "admin" })
    // Renaming the last administrator changes nothing of the rule.
    expect((await change(adminId, { displayName: "Owner" })).status).toBe(200)
  })

  test("an administrator who has not chosen a password yet does not count", async () => {
    const invited = await inviteAccount(admin, { username: "invited-admin", role: "admin" })
    expect((await change(adminId, { role: "editor" })).status).toBe(409)
    // Once the link is accepted, there are two.
    const accepted = await acceptInvitation(admin.server.url, {
      token: tokenOf(invited.invitation),
      password: "invited-admin-pw",
    })
    expect((await change(adminId, { role: "editor" }, accepted.cookie)).status).toBe(200)
    expect((await change(adminId, { role: "admin" }, accepted.cookie)).status).toBe(200)
    // A reset takes it out of the count again.
    expect(
      (await admin.api.post(`/api/accounts/${invited.account.id}/reset`, { cookie: admin.cookie })).status,
    ).toBe(200)
    expect((await change(adminId, { state: "disabled" }, admin.cookie)).status).toBe(409)
    expect(
      (await admin.api.delete(`/api/accounts/${invited.account.id}`, { cookie: admin.cookie })).status,
    ).toBe(200)
  })

  test("a disabled administrator does not count; with a second active one, either may be demoted", async () => {
    const sleeper = await createAccount(admin, "admin")
    expect((await change(sleeper.id, { state: "disabled" })).status).toBe(200)
    expect((await change(adminId, { role: "editor" })).status).toBe(409)
    const other = await createAccount(admin, "admin")
    expect((await change(other.id, { role: "editor" })).status).toBe(200)
    // Demoting a disabled administrator takes no active one away.
    expect((await change(sleeper.id, { role: "viewer" })).status).toBe(200)
    const third = await createAccount(admin, "admin")
    // The other administrator demotes this one, then promotes it back.
    expect((await change(adminId, { role: "editor" }, third.cookie)).status).toBe(200)
    expect((await admin.api.get("/api/accounts", { cookie: admin.cookie })).status).toBe(403)
    expect((await change(adminId, { role: "admin" }, third.cookie)).status).toBe(200)
    expect((await admin.api.delete(`/api/accounts/${third.id}`, { cookie: admin.cookie })).status).toBe(200)
    expect(await activeAdmins()).toBe(1)
  })

  test(
    "two administrators demoting each other at the same moment: never both (5 rounds)",
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const rival = await createAccount(admin, "admin")
        const answers = await Promise.all([
          change(rival.id, { role: "editor" }, admin.cookie),
          change(adminId, { role: "editor" }, rival.cookie),
        ])
        const statuses = answers.map((answer) => answer.status)
        // One wins; the other finds itself the last administrator (409), or already demoted (403).
        expect(statuses.filter((status) => status === 200)).toHaveLength(1)
        expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1)
        expect(await activeAdmins()).toBe(1)
        if (statuses[1] === 200)
          expect((await change(adminId, { role: "admin" }, rival.cookie)).status).toBe(200)
        expect((await admin.api.delete(`/api/accounts/${rival.id}`, { cookie: admin.cookie })).status).toBe(
          200,
        )
      }
    },
    raceTimeoutMs,
  )

  test(
    "two administrators resetting each other at the same moment: never both (5 rounds)",
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const [first, second] = [await createAccount(admin, "admin"), await createAccount(admin, "admin")]
        const answers = await Promise.all([
          admin.api.post(`/api/accounts/${second.id}/reset`, { cookie: first.cookie }),
          admin.api.post(`/api/accounts/${first.id}/reset`, { cookie: second.cookie }),
        ])
        // The loser was reset before its own reset ran: its session is gone (401), or refused under the lock.
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
        const stillIn = await Promise.all(
          [first, second].map(async (rival) => (await userOf(rival.cookie)).status),
        )
        expect(stillIn.sort()).toEqual([200, 401])
        for (const rival of [first, second])
          expect((await admin.api.delete(`/api/accounts/${rival.id}`, { cookie: admin.cookie })).status).toBe(
            200,
          )
      }
    },
    raceTimeoutMs,
  )

  test("an administrator cannot disable, reset or delete their own account, whoever else there is", async () => {
    const other = await createAccount(admin, "admin")
    const cases = [
      [
        () => change(adminId, { state: "disabled" }, admin.cookie, "en"),
        "You cannot disable your own account; ask another administrator",
      ],
      [
        () =>
          admin.api.post(`/api/accounts/${adminId}/reset`, {
            cookie: admin.cookie,
            headers: { "Accept-Language": "en" },
          }),
        "You cannot reset your own sign-in: you would lock yourself out. Change your password under My account",
      ],
      [
        () =>
          admin.api.delete(`/api/accounts/${adminId}`, {
            cookie: admin.cookie,
            headers: { "Accept-Language": "en" },
          }),
        "You cannot delete your own account; ask another administrator",
      ],
    ] as const
    for (const [call, message] of cases) {
      const answer = await call()
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ code: "OWN_ACCOUNT", message })
    }
    const zh = await admin.api.delete(`/api/accounts/${adminId}`, { cookie: admin.cookie })
    expect(zh.body.message).toBe("不能删除自己的账号，请让另一位管理员删除")
    expect((await userOf(admin.cookie)).status).toBe(200)
    expect((await admin.api.delete(`/api/accounts/${other.id}`, { cookie: admin.cookie })).status).toBe(200)
  })
})

describe("reset sign-in", () => {
  test("password and older links stop working, sessions end, and the new link sets a new password", async () => {
    const { account, invitation: firstLink } = await inviteAccount(admin, {
      username: "resettable",
      role: "editor",
    })
    // The reset closes this first link, unused as it is.
    const reset = await admin.api.post(`/api/accounts/${account.id}/reset`, { cookie: admin.cookie })
    expect(reset.status).toBe(200)
    const accepted = await acceptInvitation(admin.server.url, {
      token: tokenOf(reset.body.invitation),
      password: "first-password",
    })
    expect(accepted.status).toBe(200)
    expect(
      (await acceptInvitation(admin.server.url, { token: tokenOf(firstLink), password: "whatever-1" }))
        .status,
    ).toBe(410)

    const again = await admin.api.post(`/api/accounts/${account.id}/reset`, { cookie: admin.cookie })
    expect(again.status).toBe(200)
    expect(again.body.account).toMatchObject({ canSignIn: false, activeSessions: 0 })
    expect(again.body.invitation.expiresAt).toBe(again.body.account.invitationExpiresAt)
    expect((await userOf(accepted.cookie)).status).toBe(401)
    await expect(
      signIn(admin.server.url, { username: "resettable", password: "first-password" }),
    ).rejects.toThrow(/401/)
    const fresh = await acceptInvitation(admin.server.url, {
      token: tokenOf(again.body.invitation),
      password: "second-password",
    })
    expect(fresh.status).toBe(200)
    expect(
      (await userOf(await signIn(admin.server.url, { username: "resettable", password: "second-password" })))
        .status,
    ).toBe(200)
    const records = (await admin.api.get(`/api/history/users/${account.id}`, { cookie: admin.cookie })).body
      .records as AuditRecord[]
    expect(records.filter((record) => record.action === "account_reset")).toHaveLength(2)
  })
})

describe("deleting an account", () => {
  test("its sessions and links go with it; the audit trail keeps its name; a second delete is 404", async () => {
    const doomed = await createAccount(admin, "editor", "doomed-editor")
    const written = await admin.api.post("/api/employees", {
      cookie: doomed.cookie,
      body: sampleEmployee("留下的记录"),
    })
    expect(written.status).toBe(201)
    const answer = await admin.api.delete(`/api/accounts/${doomed.id}`, { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: doomed.id, deleted: true })
    expect((await userOf(doomed.cookie)).status).toBe(401)
    expect(await db.knex("user_sessions").where({ user_id: doomed.id })).toEqual([])
    expect(await db.knex("invitations").where({ user_id: doomed.id })).toEqual([])
    const list = (await admin.api.get("/api/accounts", { cookie: admin.cookie })).body as Json[]
    expect(list.map((account) => account.username)).not.toContain("doomed-editor")
    const history = (
      await admin.api.get(`/api/history/employees/${written.body.id}`, { cookie: admin.cookie })
    ).body.records as AuditRecord[]
    expect(history[0]?.actor).toEqual({ id: doomed.id, username: "doomed-editor" })
    const [deletion] = (await admin.api.get(`/api/history/users/${doomed.id}`, { cookie: admin.cookie })).body
      .records as AuditRecord[]
    expect(deletion).toMatchObject({
      action: "account_delete",
      before: { username: "doomed-editor", role: "editor", state: "active" },
      after: null,
    })
    expect((await admin.api.delete(`/api/accounts/${doomed.id}`, { cookie: admin.cookie })).status).toBe(404)
    // The name is free again, for a new account with a new id.
    const reborn = await inviteAccount(admin, { username: "doomed-editor", role: "viewer" })
    expect(reborn.account.id).not.toBe(doomed.id)
    await expect(
      loginAs(admin.server.url, { username: "doomed-editor", password: doomed.password, captcha: "TEST" }),
    ).rejects.toThrow(/401/)
  })
})
