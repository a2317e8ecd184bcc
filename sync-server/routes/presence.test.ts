/**
 * Who is editing what (issue 30, item 4) against a real server and database, on both engines: who may
 * say and hear it, what bad input gets, what each stream is told (the others' dialogs, never its own
 * session's, never an anonymous stream), and a dialog that ends by closing, by silence, by a logout or
 * by a role that may no longer edit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AdminSession } from "../test-support/admin-session.ts"
import { type Json, apiClient } from "../test-support/client.ts"
import { type TestAccount, createAccount } from "../test-support/accounts.ts"
import { type OpenStream, type StreamEvent, openStream } from "../test-support/event-stream.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

let server: TestServer
let admin: AdminSession
let editor: TestAccount
let viewer: TestAccount
const streams: OpenStream[] = []
/** How long a dialog counts without a word, here: short, so silence is tested in a second. */
const ttlMs = 1_200

beforeAll(async () => {
  server = await startTestServerWith(
    {},
    { streams: { heartbeatMs: 200, accountCheckMs: 200 }, presence: { ttlMs, pollMs: 100 } },
  )
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  admin = { server, api: apiClient(server.url), cookie }
  editor = await createAccount(admin, "editor", "presence-editor")
  viewer = await createAccount(admin, "viewer", "presence-viewer")
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.stop()
})

const api = () => apiClient(server.url)

const open = async (cookie?: string): Promise<OpenStream> => {
  const stream = await openStream(
    `${server.url}/api/sync/stream`,
    cookie === undefined ? {} : { Cookie: cookie },
  )
  streams.push(stream)
  return stream
}

const editorsIn = (event: StreamEvent): Json[] => (JSON.parse(event.data) as { editors: Json[] }).editors

/** The next presence event from now on whose editors satisfy `match`. */
const presenceWhere = (
  stream: OpenStream,
  match: (editors: Json[]) => boolean,
  from = stream.events.length,
) => stream.next((event) => event.event === "presence" && match(editorsIn(event)), 5_000, from)

const say = (cookie: string, body: unknown, language = "zh-CN") =>
  api().request("PUT", "/api/presence", { cookie, body, headers: { "Accept-Language": language } })

const leave = (cookie: string, tab: string) => api().delete("/api/presence", { cookie, body: { tab } })

const storedRows = async (): Promise<number> => {
  const answer = await api().get("/api/presence", { cookie: admin.cookie })
  expect(answer.status).toBe(200)
  return (answer.body as Json[]).length
}

describe("who may say and hear it", () => {
  it("anonymous: 401 for every call; a viewer hears but may not say; an editor says", async () => {
    const body = { tab: "tab-anonymous-1", entity: "employees", id: 1 }
    expect((await api().request("PUT", "/api/presence", { body })).status).toBe(401)
    expect((await api().delete("/api/presence", { body: { tab: body.tab } })).status).toBe(401)
    expect((await api().get("/api/presence")).status).toBe(401)

    const refused = await say(viewer.cookie, body)
    expect(refused.status).toBe(403)
    expect((await api().get("/api/presence", { cookie: viewer.cookie })).status).toBe(200)
    expect(await storedRows()).toBe(0)

    expect((await say(editor.cookie, { ...body, tab: "tab-editor-who" })).status).toBe(204)
    const seen = (await api().get("/api/presence", { cookie: viewer.cookie })).body as Json[]
    expect(seen).toEqual([{ entity: "employees", id: 1, userId: editor.id, name: "presence-editor" }])
    // The editor's own session is told nothing of its own dialog.
    expect((await api().get("/api/presence", { cookie: editor.cookie })).body).toEqual([])
    expect((await leave(editor.cookie, "tab-editor-who")).status).toBe(204)
    expect(await storedRows()).toBe(0)
  })

  it("bad input: 400 naming the field in the person's language, and nothing is kept", async () => {
    const cases: Array<[unknown, string]> = [
      [{ tab: "short", entity: "employees", id: 1 }, "tab"],
      [{ tab: "a-good-tab-name", entity: "settings", id: 1 }, "entity"],
      [{ tab: "a-good-tab-name", entity: "collaborations", id: 1 }, "entity"],
      [{ tab: "a-good-tab-name", entity: "employees", id: -4 }, "id"],
      [{ tab: "a-good-tab-name", entity: "employees", id: 1.5 }, "id"],
      [{ tab: "a-good-tab-name", entity: "employees", id: 3_000_000_000 }, "id"],
      [{ tab: "a good tab name with spaces", entity: "employees", id: 1 }, "tab"],
      [{ entity: "employees", id: 1 }, "tab"],
    ]
    for (const [body, field] of cases) {
      for (const language of ["zh-CN", "en"]) {
        const answer = await say(editor.cookie, body, language)
        expect(answer.status, JSON.stringify(body)).toBe(400)
        const issue = (answer.body.issues as Json[]).find((item) => item.path[0] === field)
        expect(issue, JSON.stringify(answer.body)).toBeDefined()
        expect(issue.message).toMatch(language === "en" ? /^[A-Z][a-z]/ : /[\u4e00-\u9fff]/)
      }
    }
    expect(
      (await api().request("PUT", "/api/presence", { cookie: editor.cookie, body: "[1,2" })).status,
    ).toBe(400)
    expect((await leave(editor.cookie, "bad tab")).status).toBe(400)
    expect(await storedRows()).toBe(0)
  })
})

describe("one tab saying it many times at once", () => {
  it("every word is answered 204 and the tab counts once", async () => {
    const body = { tab: "tab-editor-burst", entity: "employees", id: 9 }
    const answers = await Promise.all(Array.from({ length: 20 }, () => say(editor.cookie, body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 204))
    expect((await api().get("/api/presence", { cookie: admin.cookie })).body).toEqual([
      { entity: "employees", id: 9, userId: editor.id, name: "presence-editor" },
    ])
    await leave(editor.cookie, body.tab)
    expect(await storedRows()).toBe(0)
  })
})

describe("what the streams are told", () => {
  it("an administrator's stream hears an editor's dialog open and close; the editor's own and an anonymous stream do not", async () => {
    const watching = await open(admin.cookie)
    const own = await open(editor.cookie)
    const anonymous = await open()
    // Each back-office stream starts with the list as it is.
    await presenceWhere(watching, (editors) => editors.length === 0, 0)
    await presenceWhere(own, (editors) => editors.length === 0, 0)

    // Each wait reads from before its request: on a loaded machine the event can come before the wait.
    const beforeSay = watching.events.length
    expect((await say(editor.cookie, { tab: "tab-editor-stream", entity: "blogPosts", id: 7 })).status).toBe(
      204,
    )
    const told = await presenceWhere(watching, (editors) => editors.length === 1, beforeSay)
    expect(editorsIn(told)).toEqual([
      { entity: "blogPosts", id: 7, userId: editor.id, name: "presence-editor" },
    ])

    // Saying it again (the dialog's heartbeat) tells nobody anything new.
    const count = watching.events.length
    expect((await say(editor.cookie, { tab: "tab-editor-stream", entity: "blogPosts", id: 7 })).status).toBe(
      204,
    )
    expect((await leave(editor.cookie, "tab-editor-stream")).status).toBe(204)
    await presenceWhere(watching, (editors) => editors.length === 0, count)
    expect(watching.events.slice(count).filter((event) => event.event === "presence")).toHaveLength(1)

    expect(own.events.filter((event) => event.event === "presence").map(editorsIn)).toEqual([[]])
    expect(anonymous.events.some((event) => event.event === "presence")).toBe(false)
  })

  it("a dialog nobody renews (a tab closed without a word, a device gone offline) is gone after the ttl", async () => {
    const watching = await open(admin.cookie)
    await presenceWhere(watching, () => true, 0)
    const from = watching.events.length
    const saidAt = Date.now()
    expect((await say(editor.cookie, { tab: "tab-editor-silent", entity: "tools", id: 3 })).status).toBe(204)
    await presenceWhere(watching, (editors) => editors.length === 1, from)
    await presenceWhere(watching, (editors) => editors.length === 0, from + 1)
    expect(Date.now() - saidAt).toBeGreaterThanOrEqual(ttlMs)
  })

  it("the administrator's own dialog is told to the editor; two tabs of one person count once", async () => {
    const watching = await open(editor.cookie)
    await presenceWhere(watching, () => true, 0)
    let from = watching.events.length
    expect((await say(admin.cookie, { tab: "tab-admin-one", entity: "teams", id: 2 })).status).toBe(204)
    expect((await say(admin.cookie, { tab: "tab-admin-two", entity: "teams", id: 2 })).status).toBe(204)
    const told = await presenceWhere(watching, (editors) => editors.length > 0, from)
    expect(editorsIn(told)).toEqual([{ entity: "teams", id: 2, userId: 1, name: "admin" }])
    // One tab closing leaves the other's dialog open: still the one editor.
    from = watching.events.length
    await leave(admin.cookie, "tab-admin-one")
    expect((await api().get("/api/presence", { cookie: editor.cookie })).body).toEqual(editorsIn(told))
    await leave(admin.cookie, "tab-admin-two")
    await presenceWhere(watching, (editors) => editors.length === 0, from)
  })

  it("a logout, or a role that may no longer edit, ends the person's dialogs at once", async () => {
    const second = await createAccount(admin, "editor", "presence-leaver")
    const watching = await open(admin.cookie)
    await presenceWhere(watching, () => true, 0)

    let from = watching.events.length
    expect((await say(second.cookie, { tab: "tab-leaver-one", entity: "projects", id: 5 })).status).toBe(204)
    await presenceWhere(watching, (editors) => editors.some((item) => item.userId === second.id), from)
    from = watching.events.length
    expect((await api().post("/api/logout", { cookie: second.cookie })).status).toBe(200)
    await presenceWhere(watching, (editors) => editors.length === 0, from)

    const again = await loginAs(server.url, {
      username: second.username,
      password: second.password,
      captcha: "TEST",
    })
    from = watching.events.length
    expect((await say(again, { tab: "tab-leaver-two", entity: "projects", id: 5 })).status).toBe(204)
    await presenceWhere(watching, (editors) => editors.some((item) => item.userId === second.id), from)
    from = watching.events.length
    const demoted = await api().patch(`/api/accounts/${second.id}`, {
      cookie: admin.cookie,
      body: { role: "viewer" },
    })
    expect(demoted.status).toBe(200)
    await presenceWhere(watching, (editors) => editors.length === 0, from)
  })
})
