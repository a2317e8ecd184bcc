/**
 * `npm run serve:cluster` (sync-server/cluster.ts) as a person runs it: two workers on one port over
 * one new database (SQLite by default, PostgreSQL under `npm run test:pg`). The database is bootstrapped
 * once, concurrent writes through both workers all succeed, a killed worker is replaced, and SIGTERM
 * stops everything with exit code 0.
 */
import { randomUUID } from "node:crypto"
import { expect, test } from "vitest"
import { openDatabase } from "../db/connection.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { isSeq, openStream, seqOf } from "../test-support/event-stream.ts"
import { scratchSpace } from "../test-support/scratch.ts"
import {
  freePort,
  serverEnvironment,
  spawnNode,
  stopProcess,
  waitUntilHealthy,
} from "../test-support/server-processes.ts"
import { loginAs } from "../test-support/test-server.ts"
import { expectBootstrappedOnce } from "../test-support/scale/bootstrapped-once.ts"

const scratch = scratchSpace()

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const eventually = async (what: string, check: () => boolean, output: () => string) => {
  const deadline = Date.now() + 60_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test("two workers on one port: bootstrapped once, concurrent writes, a dead worker replaced, a clean stop", async () => {
  const dir = scratch.folder("cluster-test-")
  const databaseUrl = await scratch.emptyDatabaseUrl(dir)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = serverEnvironment(databaseUrl, {
    PORT: String(port),
    WORKERS: "2",
    DEMO_CONTENT: "on",
    STATIC_DIR: dir,
  })
  const { child, output } = spawnNode("sync-server/cluster.ts", env)
  scratch.onCleanup(() => stopProcess(child))
  const workerPids = () => [...output().matchAll(/worker (\d+) started/g)].map((match) => Number(match[1]))
  const serving = () => output().match(/Serving on/g)?.length ?? 0

  await waitUntilHealthy(url, child, output)
  await eventually("both workers listening", () => serving() === 2, output)
  const db = openDatabase(databaseUrl)
  try {
    await expectBootstrappedOnce(db)
  } finally {
    await db.knex.destroy()
  }

  // Writes spread over both workers at once, each reading before it writes (its Idempotency-Key, the
  // row it changes): each waits its turn for the database's write lock, none fails.
  const cookie = await loginAs(url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const api = apiClient(url)
  // Change streams through the one port land on either worker; every one hears every worker's writes
  // (each worker watches the file's newest seq: sync/change-watch.ts).
  const streams = await Promise.all(Array.from({ length: 4 }, () => openStream(`${url}/api/sync/stream`)))
  for (const stream of streams) await stream.next(isSeq)
  const before = ((await api.get("/api/employees", { cookie })).body as Json[]).length
  const created = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      api.post("/api/employees", {
        cookie,
        headers: { "Idempotency-Key": randomUUID() },
        body: sampleEmployee(`集群${i}`),
      }),
    ),
  )
  expect(created.map((write) => write.status)).toEqual(Array.from({ length: 20 }, () => 201))
  const patched = await Promise.all(
    created.map((write) =>
      api.patch(`/api/employees/${write.body.id}`, {
        cookie,
        headers: { "Idempotency-Key": randomUUID() },
        body: { description: "两个进程一起改" },
      }),
    ),
  )
  expect(patched.map((write) => write.status)).toEqual(Array.from({ length: 20 }, () => 200))
  const list = (await api.get("/api/employees", { cookie })).body as Json[]
  expect(list.length).toBe(before + 20)
  expect(list.filter((row) => row.description === "两个进程一起改").length).toBe(20)
  const newest = ((await api.get("/api/sync?since=0&limit=2000")).body as Json).cursor as number
  for (const stream of streams)
    expect(seqOf(await stream.next((event) => isSeq(event) && seqOf(event) >= newest))).toBe(newest)

  // A worker that dies is replaced; the port keeps answering.
  const [victim] = workerPids()
  expect(victim).toBeDefined()
  process.kill(victim as number, "SIGKILL")
  await eventually(
    "a replacement worker listening",
    () => workerPids().length === 3 && serving() === 3,
    output,
  )
  expect(output()).toContain(`worker ${victim} exited unexpectedly`)
  expect((await api.get("/api/user", { cookie })).status).toBe(200)

  // SIGTERM: every worker stops gracefully, then the primary exits 0.
  const held = await Promise.all(Array.from({ length: 2 }, () => openStream(`${url}/api/sync/stream`)))
  for (const stream of held) await stream.next(isSeq)
  const code = await stopProcess(child)
  expect(code, output()).toBe(0)
  // The streams open at the stop were ended by their worker, not cut.
  for (const stream of held) expect(await stream.endedCleanly).toBe(true)
  for (const pid of workerPids()) expect(isAlive(pid), `worker ${pid} still running`).toBe(false)
}, 240_000)
