/**
 * AUDIT_RETENTION_DAYS: at start (and hourly) records older than the period are deleted and newer ones
 * kept; without the setting nothing is ever deleted. The server's clock is set by the test.
 */
import { afterEach, describe, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

const dayMs = 24 * 60 * 60 * 1000
const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

/** A server whose clock starts 40 days ago: a login and a create then, a change 20 days later, one today. */
const serverWithOldRecords = async (retentionDays: number | undefined) => {
  const today = Date.parse("2026-06-01T00:00:00Z")
  let clock = today - 40 * dayMs
  const server = await startTestServerWith({ auditRetentionDays: retentionDays }, { now: () => clock })
  servers.push(server)
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const row = (await api.post("/api/employees", { cookie, body: sampleEmployee("旧员工") })).body as Json
  clock = today - 20 * dayMs
  await api.patch(`/api/employees/${row.id}`, { cookie, body: { profession: "二十天前" } })
  clock = today
  await api.patch(`/api/employees/${row.id}`, { cookie, body: { profession: "今天" } })
  await server.restart()
  // The restart kept the session (it lives in the database).
  const read = async (path: string) => (await api.get(path, { cookie })).body as Json
  const records = ((await read("/api/activity")).records as AuditRecord[]).map((record) => [
    record.action,
    record.at.slice(0, 10),
  ])
  return { records, row: await read(`/api/employees/${row.id}`) }
}

describe("retention", () => {
  test("30 days: the records older than 30 days are deleted at start, the newer ones and the rows stay", async () => {
    const { records, row } = await serverWithOldRecords(30)
    expect(records).toEqual([
      ["update", "2026-06-01"],
      ["update", "2026-05-12"],
    ])
    expect(row).toMatchObject({ profession: "今天", version: 3 })
  })

  test("unset: every record is kept", async () => {
    const { records } = await serverWithOldRecords(undefined)
    expect(records).toEqual([
      ["update", "2026-06-01"],
      ["update", "2026-05-12"],
      ["create", "2026-04-22"],
      ["login", "2026-04-22"],
    ])
  })
})
