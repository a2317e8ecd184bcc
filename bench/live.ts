/**
 * `npm run bench:live` (issue 30, item 6): the change stream with many connected clients, on SQLite (one
 * process) and on a PostgreSQL started for the run (two processes, clients spread over both, writes
 * on one). Each client is what a browser tab does: it holds GET /api/sync/stream and, when the stream
 * announces a position past its cursor, pulls GET /api/sync from its cursor (one pull at a time). Half
 * the clients are anonymous, half signed in as the administrator. They come from distinct addresses
 * (X-Forwarded-For, TRUST_PROXY=loopback), as they would through a proxy, so the per-address limit of
 * 32 streams is not what is measured.
 *
 * Printed per engine:
 * - delay from a write's 2xx to a client having pulled it (every client, every write): p50, p95, max;
 *   and per write, until every client has it (the last client);
 * - server memory per held stream: the processes' resident memory with the clients connected and idle,
 *   minus without any, over the number of streams (a yardstick of the same run, not an absolute);
 * - writes/s by 4 writers for BENCH_SECONDS without streams, then with the clients connected (and
 *   pulling, as they would), and the ratio.
 * BENCH_CLIENTS (default 200), BENCH_WRITES (default 30, one every 200 ms) and BENCH_SECONDS (default
 * 6) tune a run; the whole run is bounded (each wait has a limit, reported when reached).
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createPostgresDatabase } from "../sync-server/test-support/pg-database.ts"
import { startPostgres } from "../sync-server/test-support/postgres.ts"
import { type ServerProcesses, startServerProcesses } from "../sync-server/test-support/server-processes.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"

const clientCount = Number(process.env.BENCH_CLIENTS ?? 200)
const writeCount = Number(process.env.BENCH_WRITES ?? 30)
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
const writers = 4
/** The longest a write may take to reach every client before the bench says so and moves on. */
const reachLimitMs = 15_000

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory of a process, in KB (Linux /proc). */
const rssKb = (pid: number | undefined): number => {
  if (pid === undefined) return Number.NaN
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((text) => text.startsWith("VmRSS:"))
  return Number(line?.replace(/\D+/g, "") ?? Number.NaN)
}

/** A browser tab, as far as the change stream goes: a stream, a cursor, a pull at a time. */
class Client {
  cursor = 0
  connected = false
  /** When this client's pulls first brought each seq (performance.now()). */
  readonly pulledAt = new Map<number, number>()
  private readonly abort = new AbortController()
  private wanted = 0
  private pulling = false

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  async open(): Promise<void> {
    const response = await fetch(`${this.url}/api/sync/stream`, {
      headers: this.headers,
      signal: this.abort.signal,
    })
    if (response.status !== 200 || response.body === null) throw new Error(`stream: ${response.status}`)
    this.connected = true
    void this.read(response.body.getReader())
  }

  close(): void {
    this.abort.abort()
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf("\n\n")
        while (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^data: (\{"seq":(\d+)\})$/m.exec(block)
          if (data !== null && !block.includes("event: ")) this.announced(Number(data[2]))
          end = buffer.indexOf("\n\n")
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
    this.connected = false
  }

  private announced(seq: number): void {
    this.wanted = Math.max(this.wanted, seq)
    if (!this.pulling) void this.pullUpTo()
  }

  private async pullUpTo(): Promise<void> {
    this.pulling = true
    try {
      while (this.cursor < this.wanted) {
        const page = (await (
          await fetch(`${this.url}/api/sync?since=${this.cursor}&limit=500`, { headers: this.headers })
        ).json()) as { cursor: number; more: boolean }
        const at = performance.now()
        for (let seq = this.cursor + 1; seq <= page.cursor; seq += 1) this.pulledAt.set(seq, at)
        if (page.cursor === this.cursor) break
        this.cursor = page.cursor
      }
    } finally {
      this.pulling = false
    }
  }
}

interface Setup {
  readonly label: string
  readonly processes: ServerProcesses
  readonly cleanup: () => Promise<void>
}

const addressOf = (index: number) => `10.${Math.floor(index / 250) % 250}.${index % 250}.${1 + (index % 7)}`

/** Writes by `count` writers as fast as they go for `seconds`; writes per second. */
const writeThroughput = async (url: string, cookie: string, ids: ReadonlyArray<number>): Promise<number> => {
  const end = Date.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let n = 0; Date.now() < end; n += 1) {
        const id = ids[(w + n * writers) % ids.length] ?? ids[0]
        const response = await fetch(`${url}/api/employees/${id}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ description: `吞吐 ${w}-${n}` }),
        })
        await response.arrayBuffer()
        if (response.ok) done += 1
      }
    }),
  )
  return done / seconds
}

const createEmployee = async (url: string, cookie: string, name: string) => {
  const response = await fetch(`${url}/api/employees`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      name,
      image: "/demo/fallback-employee.svg",
      profession: "压测",
      description: "实时更新压测",
      useCases: "压测",
    }),
  })
  if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`)
  return (await response.json()) as { id: number }
}

/** The newest seq the administrator's scope may read. */
const newestSeq = async (url: string, cookie: string, from: number): Promise<number> => {
  let cursor = from
  for (;;) {
    const page = (await (
      await fetch(`${url}/api/sync?since=${cursor}&limit=2000`, { headers: { Cookie: cookie } })
    ).json()) as { cursor: number; more: boolean }
    cursor = page.cursor
    if (!page.more) return cursor
  }
}

const run = async (setup: Setup): Promise<void> => {
  const urls = setup.processes.servers.map((server) => server.url)
  const writeUrl = urls[0] ?? ""
  const cookie = await loginAs(writeUrl, { username: "admin", password: "admin-password", captcha: "TEST" })
  const ids: number[] = []
  for (let n = 0; n < 20; n += 1) ids.push((await createEmployee(writeUrl, cookie, `实时压测 ${n}`)).id)

  const pids = setup.processes.servers.map((server) => server.child.pid)
  const settle = async () => {
    await sleep(1_500)
  }
  await writeThroughput(writeUrl, cookie, ids) // warm up: JIT, connection pools, caches
  await settle()
  const idleRss = pids.reduce<number>((sum, pid) => sum + rssKb(pid), 0)
  const withoutStreams = await writeThroughput(writeUrl, cookie, ids)

  // The clients: half anonymous, half the administrator; spread over the processes.
  const clients = Array.from({ length: clientCount }, (_, index) => {
    const headers: Record<string, string> = { "X-Forwarded-For": addressOf(index) }
    if (index % 2 === 1) headers.Cookie = cookie
    return new Client(urls[index % urls.length] ?? writeUrl, headers)
  })
  const opening = await Promise.allSettled(clients.map((client) => client.open()))
  const refused = opening.filter((result) => result.status === "rejected").length
  // Every client caught up with the log as it is (its first event), then idle.
  const start = await newestSeq(writeUrl, cookie, 0)
  const caughtUp = Date.now() + reachLimitMs
  while (clients.some((client) => client.connected && client.cursor < start) && Date.now() < caughtUp)
    await sleep(50)
  await settle()
  const heldRss = pids.reduce<number>((sum, pid) => sum + rssKb(pid), 0)
  const connected = clients.filter((client) => client.connected).length

  // Writes one at a time, each followed until every client has pulled it (or the limit).
  const perClient: number[] = []
  const lastClient: number[] = []
  let unreached = 0
  let seq = start
  for (let n = 0; n < writeCount; n += 1) {
    const id = ids[n % ids.length] ?? ids[0]
    const response = await fetch(`${writeUrl}/api/employees/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ description: `实时 ${n}` }),
    })
    const answered = performance.now()
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`write: ${response.status}`)
    seq = await newestSeq(writeUrl, cookie, seq)
    const deadline = Date.now() + reachLimitMs
    const live = clients.filter((client) => client.connected)
    while (live.some((client) => !client.pulledAt.has(seq)) && Date.now() < deadline) await sleep(5)
    const delays = live.map((client) => (client.pulledAt.get(seq) ?? Number.NaN) - answered)
    unreached += delays.filter((delay) => Number.isNaN(delay)).length
    const reached = delays.filter((delay) => !Number.isNaN(delay)).map((delay) => Math.max(0, delay))
    perClient.push(...reached)
    lastClient.push(Math.max(...reached))
    await sleep(200)
  }

  const withStreams = await writeThroughput(writeUrl, cookie, ids)
  for (const client of clients) client.close()

  const perStreamKb = (heldRss - idleRss) / Math.max(1, connected)
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`
  console.log(
    `\n${setup.label}: ${connected} of ${clientCount} clients connected${refused ? `, ${refused} refused` : ""}`,
  )
  console.log(
    `  delay write 2xx -> a client pulled it (${perClient.length} deliveries): p50 ${fmt(percentile(perClient, 50))}, p95 ${fmt(percentile(perClient, 95))}, max ${fmt(Math.max(...perClient))}  (target p95 < 1000 ms)`,
  )
  console.log(
    `  delay write 2xx -> every client pulled it (${lastClient.length} writes): p50 ${fmt(percentile(lastClient, 50))}, p95 ${fmt(percentile(lastClient, 95))}, max ${fmt(Math.max(...lastClient))}${unreached ? `; ${unreached} deliveries missed the ${reachLimitMs / 1000} s limit` : ""}`,
  )
  console.log(
    `  server memory: ${(idleRss / 1024).toFixed(1)} MB idle, ${(heldRss / 1024).toFixed(1)} MB with the streams: ${perStreamKb.toFixed(1)} KB per stream  (target < 64 KB)`,
  )
  const cost = 1 - withStreams / withoutStreams
  console.log(
    `  writes/s (${writers} writers, ${seconds} s): ${withoutStreams.toFixed(0)} without streams, ${withStreams.toFixed(0)} with ${connected} streams (each pulling after every write): ${(cost * 100).toFixed(1)}% fewer  (target < 10%)`,
  )
}

const sqlite = async (): Promise<Setup> => {
  const dir = mkdtempSync(join(tmpdir(), "bench-live-"))
  const processes = await startServerProcesses(1, `sqlite:${join(dir, "site.db")}`, {
    TRUST_PROXY: "loopback",
  })
  return {
    label: "SQLite, 1 process",
    processes,
    cleanup: async () => {
      await processes.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const postgres = async (): Promise<Setup> => {
  const server = await startPostgres()
  const database = await createPostgresDatabase(server.url)
  const processes = await startServerProcesses(2, database.url, { TRUST_PROXY: "loopback" })
  return {
    label: "PostgreSQL, 2 processes",
    processes,
    cleanup: async () => {
      await processes.stop()
      await database.drop()
      server.stop()
    },
  }
}

console.log(
  `bench:live: ${clientCount} clients (half anonymous, half the administrator), ${writeCount} timed writes, throughput over ${seconds} s`,
)
for (const make of [sqlite, postgres]) {
  const setup = await make()
  try {
    await run(setup)
  } finally {
    await setup.cleanup()
  }
}
