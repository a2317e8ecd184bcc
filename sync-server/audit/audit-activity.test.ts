/**
 * GET /api/activity: every record newest first, filtered by administrator, type of content, action
 * and dates (the server's clock is set by the test, so the dates are known), paged with a cursor; bad
 * filters are a 400 naming the field in the person's language.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { setUserPassword } from "../auth/users.ts"
import { openDatabase } from "../db/connection.ts"
import { type Json, apiClient, sampleEmployee, sampleTeam } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

let server: TestServer
let clock = Date.parse("2026-01-10T12:00:00Z")
const api = () => apiClient(server.url)
let adminCookie = ""
let editorCookie = ""
let editorId = 0

const all = async (query = ""): Promise<AuditRecord[]> => {
  const answer = await api().get(`/api/activity?limit=200${query}`, { cookie: adminCookie })
  expect(answer.status).toBe(200)
  return answer.body.records as AuditRecord[]
}

beforeAll(async () => {
  server = await startTestServerWith({}, { now: () => clock })
  const db = openDatabase(server.databaseUrl)
  try {
    await setUserPassword(db.knex, "editor", "editor-password", clock)
  } finally {
    await db.knex.destroy()
  }
  adminCookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  // Day one (2026-01-10): the admin creates an employee and a team.
  const employee = (await api().post("/api/employees", { cookie: adminCookie, body: sampleEmployee("甲") }))
    .body as Json
  await api().post("/api/teams", { cookie: adminCookie, body: sampleTeam([employee.id]) })
  // Day two (2026-01-11): the editor signs in and changes the employee.
  clock = Date.parse("2026-01-11T12:00:00Z")
  editorCookie = await loginAs(server.url, {
    username: "editor",
    password: "editor-password",
    captcha: "TEST",
  })
  editorId = ((await api().get("/api/user", { cookie: editorCookie })).body as Json).id
  await api().patch(`/api/employees/${employee.id}`, { cookie: editorCookie, body: { profession: "乙" } })
})
afterAll(() => server.stop())

describe("GET /api/activity", () => {
  test("every record, newest first", async () => {
    const records = await all()
    expect(records.map((record) => [record.action, record.entity, record.actor?.username ?? null])).toEqual([
      ["update", "employees", "editor"],
      ["login", "users", "editor"],
      ["create", "teams", "admin"],
      ["create", "employees", "admin"],
      ["login", "users", "admin"],
    ])
    expect(records.map((record) => record.id)).toEqual(
      [...records.map((record) => record.id)].sort((a, b) => b - a),
    )
  })

  test("filters by administrator, type of content and action, alone and together", async () => {
    expect((await all(`&actor=${editorId}`)).map((record) => record.action)).toEqual(["update", "login"])
    expect((await all("&entity=employees")).map((record) => record.action)).toEqual(["update", "create"])
    expect((await all("&action=login")).map((record) => record.actor?.username)).toEqual(["editor", "admin"])
    expect(await all(`&action=create&actor=${editorId}`)).toEqual([])
    expect((await all("&entity=teams&action=create")).map((record) => record.entity)).toEqual(["teams"])
  })

  test("filters by date: from inclusive, to exclusive, dates or date-times", async () => {
    expect((await all("&from=2026-01-11")).map((record) => record.action)).toEqual(["update", "login"])
    expect((await all("&to=2026-01-11")).map((record) => record.action)).toEqual([
      "create",
      "create",
      "login",
    ])
    expect(await all("&from=2026-01-10T12:00:00.001Z&to=2026-01-11T12:00:00Z")).toEqual([])
    expect(await all("&from=2026-01-12")).toEqual([])
    for (const record of await all("&from=2026-01-10&to=2026-01-11"))
      expect(record.at.startsWith("2026-01-10")).toBe(true)
  })

  test("pages with a cursor give every record once, in order", async () => {
    const everything = await all()
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor === null ? "" : `&before=${cursor}`
      const answer = await api().get(`/api/activity?limit=2${query}`, { cookie: adminCookie })
      expect(answer.body.records.length).toBeLessThanOrEqual(2)
      seen.push(...answer.body.records.map((record: AuditRecord) => record.id))
      cursor = answer.body.nextCursor
    } while (cursor !== null)
    expect(seen).toEqual(everything.map((record) => record.id))
  })

  test("a bad filter is a 400 naming it, in either language, and the default language is Chinese", async () => {
    const cases = [
      ["action=erase", "action", "audit.action", "Unknown action", "无效的操作类型"],
      ["entity=users2", "entity", "audit.entity", "Unknown type of content", "无效的内容类型"],
      [
        "from=yesterday",
        "from",
        "audit.date",
        "Please enter a valid date (e.g. 2026-11-25)",
        "请输入有效的日期（如 2026-11-25）",
      ],
      [
        "to=2026-02-31",
        "to",
        "audit.date",
        "Please enter a valid date (e.g. 2026-11-25)",
        "请输入有效的日期（如 2026-11-25）",
      ],
      [
        "to=2026-01-11T99:00",
        "to",
        "audit.date",
        "Please enter a valid date (e.g. 2026-11-25)",
        "请输入有效的日期（如 2026-11-25）",
      ],
      [
        "limit=0",
        "limit",
        "audit.limit",
        "The page size must be between 1 and 200",
        "每页条数必须在 1 到 200 之间",
      ],
      [
        "limit=201",
        "limit",
        "audit.limit",
        "The page size must be between 1 and 200",
        "每页条数必须在 1 到 200 之间",
      ],
      ["actor=admin", "actor", "invalidValue", "Invalid value", "取值无效"],
      ["before=-1", "before", "invalidValue", "Invalid value", "取值无效"],
    ] as const
    for (const [query, field, code, english, chinese] of cases) {
      const en = await api().get(`/api/activity?${query}`, {
        cookie: adminCookie,
        headers: { "Accept-Language": "en" },
      })
      expect(en.status).toBe(400)
      expect(en.body).toMatchObject({
        code: "VALIDATION",
        issues: [{ path: [field], code, message: english }],
      })
      const zh = await api().get(`/api/activity?${query}`, { cookie: adminCookie })
      expect(zh.body.issues[0].message).toBe(chinese)
    }
    const repeated = await api().get("/api/activity?action=login&action=logout", { cookie: adminCookie })
    expect(repeated.status).toBe(400)
  })
})
