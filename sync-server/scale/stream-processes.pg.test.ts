/**
 * Change streams across server processes on one PostgreSQL (issue 30): a write on any process reaches
 * the streams held by every process (NOTIFY at the write's commit, LISTEN in each process), an edit
 * dialog said open on one process is told to the back-office streams of the other (presence), and a
 * process that stops ends its streams at once while the others keep telling theirs.
 */
import { afterAll, beforeAll, expect, test } from "vitest"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { type OpenStream, isSeq, openStream, seqOf } from "../test-support/event-stream.ts"
import { type PostgresDatabase, createPostgresDatabase } from "../test-support/pg-database.ts"
import { type ServerProcesses, startServerProcesses, stopProcess } from "../test-support/server-processes.ts"
import { loginAs } from "../test-support/test-server.ts"

let database: PostgresDatabase | undefined
let processes: ServerProcesses | undefined
let urls: string[] = []
let cookie = ""
const streams: OpenStream[] = []

beforeAll(async () => {
  database = await createPostgresDatabase()
  processes = await startServerProcesses(2, database.url)
  urls = processes.servers.map((server) => server.url)
  cookie = await loginAs(urls[0]!, { username: "admin", password: "admin-password", captcha: "TEST" })
}, 180_000)
afterAll(async () => {
  for (const stream of streams) stream.close()
  await processes?.stop()
  await database?.drop()
}, 60_000)

const open = async (url: string, withCookie?: string) => {
  const stream = await openStream(
    `${url}/api/sync/stream`,
    withCookie === undefined ? {} : { Cookie: withCookie },
  )
  streams.push(stream)
  return stream
}

test("a write on either process is told to the streams of both, anonymous and admin", async () => {
  const held = [
    await open(urls[0]!),
    await open(urls[1]!),
    await open(urls[0]!, cookie),
    await open(urls[1]!, cookie),
  ]
  const opening = await Promise.all(held.map(async (stream) => seqOf(await stream.next(isSeq))))
  for (const [round, url] of [urls[0]!, urls[1]!, urls[1]!, urls[0]!].entries()) {
    const written = await apiClient(url).post("/api/employees", {
      cookie,
      body: sampleEmployee(`流${round}`),
    })
    expect(written.status).toBe(201)
    const newest = ((await apiClient(url).get("/api/sync?since=0&limit=2000")).body as Json).cursor as number
    for (const [index, stream] of held.entries()) {
      const heard = await stream.next((event) => isSeq(event) && seqOf(event) >= newest, 5_000)
      expect(seqOf(heard), `stream ${index}, write ${round} on ${url}`).toBe(newest)
      expect(seqOf(heard)).toBeGreaterThan(opening[index]!)
    }
  }
})

test("an edit dialog said open on one process is told to a back-office stream held by the other, and its closing too", async () => {
  const watching = await open(urls[1]!, cookie)
  await watching.next((event) => event.event === "presence")
  const editor = await loginAs(urls[0]!, { username: "admin", password: "admin-password", captcha: "TEST" })
  const body = { tab: "tab-on-process-zero", entity: "employees", id: 1 }
  let from = watching.events.length
  expect((await apiClient(urls[0]!).request("PUT", "/api/presence", { cookie: editor, body })).status).toBe(
    204,
  )
  const told = await watching.next(
    (event) => event.event === "presence" && (JSON.parse(event.data) as Json).editors.length === 1,
    5_000,
    from,
  )
  expect((JSON.parse(told.data) as Json).editors).toEqual([
    { entity: "employees", id: 1, userId: 1, name: "admin" },
  ])
  from = watching.events.length
  expect(
    (await apiClient(urls[0]!).delete("/api/presence", { cookie: editor, body: { tab: body.tab } })).status,
  ).toBe(204)
  await watching.next(
    (event) => event.event === "presence" && (JSON.parse(event.data) as Json).editors.length === 0,
    5_000,
    from,
  )
})

test("a process that stops ends its streams at once; the other process's streams keep hearing", async () => {
  const leaving = await open(urls[1]!)
  const staying = await open(urls[0]!)
  await leaving.next(isSeq)
  const before = seqOf(await staying.next(isSeq))
  expect(await stopProcess(processes!.servers[1]!.child)).toBe(0)
  expect(await leaving.endedCleanly).toBe(true)
  expect((await apiClient(urls[0]!).post("/api/employees", { cookie, body: sampleEmployee() })).status).toBe(
    201,
  )
  expect(seqOf(await staying.next((event) => isSeq(event) && seqOf(event) > before))).toBeGreaterThan(before)
})
