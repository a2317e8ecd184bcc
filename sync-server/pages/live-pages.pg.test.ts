/**
 * Live pages across processes (issue 25): two real server processes on one PostgreSQL database,
 * serving the real build. Each keeps its rendered pages in its own memory; a write through one
 * process shows in the very next page the other sends, because each asks the database for the change
 * log's newest seq before answering from what it keeps.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { builtAppDir } from "../test-support/built-app.ts"
import { apiClient, sampleEmployee } from "../test-support/client.ts"
import { type PostgresDatabase, createPostgresDatabase } from "../test-support/pg-database.ts"
import { type ServerProcesses, startServerProcesses } from "../test-support/server-processes.ts"
import { loginAs } from "../test-support/test-server.ts"

let database: PostgresDatabase | undefined
let processes: ServerProcesses | undefined
let writer = ""
let reader = ""
let cookie = ""

beforeAll(async () => {
  database = await createPostgresDatabase()
  processes = await startServerProcesses(2, database.url, { STATIC_DIR: builtAppDir, DEMO_CONTENT: "on" })
  ;[writer = "", reader = ""] = processes.servers.map((server) => server.url)
  cookie = await loginAs(writer, { username: "admin", password: "admin-password", captcha: "TEST" })
}, 180_000)
afterAll(async () => {
  await processes?.stop()
  await database?.drop()
})

const html = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, text: await response.text(), etag: response.headers.get("etag") }
}

test("an edit through one process is in the next page of the other, which had kept the page", async () => {
  const api = apiClient(writer)
  const [employee] = (await api.get("/api/employees")).body as Array<{ id: number; version: number }>
  if (employee === undefined) throw new Error("no employee in the demo content")
  // The reader renders and keeps both pages (the second answer is its kept one: the same ETag).
  const before = await html(`${reader}/en/employees/${employee.id}`)
  expect((await html(`${reader}/en/employees/${employee.id}`)).etag).toBe(before.etag)
  await html(`${reader}/employees`)

  const edited = await api.patch(`/api/employees/${employee.id}`, {
    cookie,
    body: { name: "跨进程改名", nameEn: "Renamed across processes" },
    headers: { "If-Match": String(employee.version) },
  })
  expect(edited.status).toBe(200)
  const after = await html(`${reader}/en/employees/${employee.id}`)
  expect(after.text).toContain("Renamed across processes")
  expect(after.etag).not.toBe(before.etag)
  expect((await html(`${reader}/employees`)).text).toContain("跨进程改名")
})

test("a record created through one process has its page on the other; deleted, it answers 404 there", async () => {
  const api = apiClient(writer)
  // The reader's answer for an id nobody has yet: the not-found page.
  const created = await api.post("/api/employees", { cookie, body: sampleEmployee("另一进程的新员工") })
  expect(created.status).toBe(201)
  const { id, version } = created.body as { id: number; version: number }
  const page = await html(`${reader}/employees/${id}`)
  expect(page.status).toBe(200)
  expect(page.text).toContain("另一进程的新员工")
  const deleted = await api.delete(`/api/employees/${id}`, {
    cookie,
    headers: { "If-Match": String(version) },
  })
  expect(deleted.status).toBe(200)
  expect((await html(`${reader}/employees/${id}`)).status).toBe(404)
  expect((await html(`${reader}/employees`)).text).not.toContain("另一进程的新员工")
})
