/**
 * `npm run bench:live` (issue 30, item 6): the change stream with many connected clients, on SQLite (one
 * process) and on a PostgreSQL started for the run (two processes, clients spread over both, writes
 * on one). Each client is what a browser tab does: it holds GET /api/sync/stream and, when the stream
 * announces a position past its cursor, pulls GET /api/sync from its cursor (one pull at a time); the
 * clients run in a process of their own (bench/live-clients.ts), so the writers here are not slowed
 * by parsing 200 streams in the same event loop. Half
 * the clients are anonymous, half signed in as the administrator. They come from distinct addresses
 * (X-Forwarded-For, TRUST_PROXY=loopback), as they would through a proxy, so the per-address limit of
 * 32 streams is not what is measured.
 *
 * Printed per engine:
 * - delay from a write's 2xx to a client having pulled it (every client, every write): p50, p95, max;
 *   and per write, until every client has it (the last client);
 * - server memory per held stream: what the processes hold after full collections (V8's heap and the
 *   buffers outside it, asked of each process over IPC: bench/live-server.ts) with the clients
 *   connected and idle, minus the same after a round of the same clients connecting, catching up and
 *   leaving (so what their first pulls left behind is not counted), over the number of streams;
 * - writes/s by 4 writers for BENCH_SECONDS with the clients connected (and pulling, as they would),
 *   then with the streams held and told but the clients not pulling (the streams' own cost), against
 *   the mean of the same without streams before and after (the machine's speed drifts), in
 *   BENCH_ROUNDS rounds (default 3) whose median is the figure. The clients share this machine's 2
 *   cores with the server: their own work is in the first figure too, and the CPU time of the
 *   servers and of the clients, the announcements heard and the pulls made are printed per round.
 * BENCH_CLIENTS (default 200), BENCH_WRITES (default 30, one every 200 ms) and BENCH_SECONDS (default
 * 6) tune a run, BENCH_LIVE_ENGINES, BENCH_LIVE_PROFILE and BENCH_LIVE_PIN (below) choose an engine,
 * write profiles and pin processes to cores; the whole run is bounded (each wait has a limit,
 * reported when reached).
 */
import { type ChildProcess, execFileSync, fork } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { createPostgresDatabase } from "../sync-server/test-support/pg-database.ts"
import { startPostgres } from "../sync-server/test-support/postgres.ts"
import {
  freePort,
  serverEnvironment,
  stopProcess,
  waitUntilHealthy,
} from "../sync-server/test-support/server-processes.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"
import type { Answer, Ask, ClientSpec } from "./live-clients.ts"
import type { CpuAnswer, MemoryAnswer } from "./live-server.ts"

const clientCount = Number(process.env.BENCH_CLIENTS ?? 200)
const writeCount = Number(process.env.BENCH_WRITES ?? 30)
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
/** BENCH_ROUNDS: how many throughput rounds (with, held, without) give the median. */
const throughputRounds = Number(process.env.BENCH_ROUNDS ?? 3)
const writers = 4
/** BENCH_LIVE_PROFILE=DIR: each server process writes its CPU profile there when it stops. */
const profileDir = process.env.BENCH_LIVE_PROFILE
/** BENCH_LIVE_ENGINES=sqlite or postgres: one engine only (both by default). */
const engines = (process.env.BENCH_LIVE_ENGINES ?? "sqlite,postgres").split(",")
/**
 * BENCH_LIVE_PIN=1 (Linux, `taskset`, 2 cores or more): the server processes on core 0, this process
 * (the writers) and the clients' on core 1. A diagnostic, not the figure: it shows how much of the
 * loss with every client pulling is the clients' process taking the server's CPU on a shared
 * machine, as it would not with the clients on their own machines. PostgreSQL's own processes float.
 */
const pinned = process.env.BENCH_LIVE_PIN === "1"
const pin = (pid: number | undefined, core: number) => {
  if (pinned && pid !== undefined)
    execFileSync("taskset", ["-pc", String(core), String(pid)], { stdio: "ignore" })
}
pin(process.pid, 1)
/** The longest a write may take to reach every client before the bench says so and moves on. */
const reachLimitMs = 15_000

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface MeasurableServer {
  readonly url: string
  readonly child: ChildProcess
}

/** Ask a server process (bench/live-server.ts) over IPC: its memory after collections, or its CPU time. */
const askServer = <A extends MemoryAnswer | CpuAnswer>(
  child: ChildProcess,
  question: A["type"],
): Promise<A> =>
  new Promise((resolve) => {
    child.once("message", (answer) => resolve(answer as A))
    child.send(question)
  })

/** `count` server processes on one database that can be asked their memory, one after the other. */
const startMeasurable = async (count: number, databaseUrl: string) => {
  const staticDir = mkdtempSync(join(tmpdir(), "bench-live-static-"))
  const env = serverEnvironment(databaseUrl, { STATIC_DIR: staticDir, TRUST_PROXY: "loopback" })
  const servers: MeasurableServer[] = []
  const stop = async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child)))
    rmSync(staticDir, { recursive: true, force: true })
  }
  try {
    for (let n = 0; n < count; n += 1) {
      const port = await freePort()
      const child = fork(fileURLToPath(new URL("./live-server.ts", import.meta.url)), [], {
        execArgv: [
          "--expose-gc",
          ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]),
          "--import",
          "tsx",
        ],
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe", "ipc"],
      })
      pin(child.pid, 0)
      let output = ""
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
      servers.push({ url: `http://127.0.0.1:${port}`, child })
      await waitUntilHealthy(`http://127.0.0.1:${port}`, child, () => output)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { servers, stop }
}

/** The clients' process (bench/live-clients.ts): one question at a time, one answer each. */
const clientProcess = () => {
  const child = fork(fileURLToPath(new URL("./live-clients.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  })
  pin(child.pid, 1)
  let pending: ((reply: Answer) => void) | undefined
  child.on("message", (reply) => {
    const done = pending
    pending = undefined
    done?.(reply as Answer)
  })
  const ask = <T extends Answer["type"]>(question: Ask) =>
    new Promise<Extract<Answer, { type: T }>>((resolve) => {
      pending = resolve as (reply: Answer) => void
      child.send(question)
    })
  return {
    open: (clients: ReadonlyArray<ClientSpec>) => ask<"opened">({ type: "open", clients }),
    waitFor: (seq: number, limitMs: number) => ask<"reached">({ type: "waitFor", seq, limitMs }),
    close: () => ask<"closed">({ type: "close" }),
    pulling: (on: boolean) => ask<"pullingSet">({ type: "pulling", on }),
    cpu: () => ask<"cpuUsed">({ type: "cpu" }),
    stop: () => child.kill(),
  }
}

interface Setup {
  readonly label: string
  readonly processes: { readonly servers: ReadonlyArray<MeasurableServer> }
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

  /** Every process's memory after collections (heap and buffers), summed, in KB. */
  const memory = async () => {
    const answers = await Promise.all(
      setup.processes.servers.map((server) => askServer<MemoryAnswer>(server.child, "memory")),
    )
    return answers.reduce((sum, answer) => sum + answer.live, 0) / 1024
  }
  /** The servers' CPU time so far, summed, in ms. */
  const serverCpu = async () => {
    const answers = await Promise.all(
      setup.processes.servers.map((server) => askServer<CpuAnswer>(server.child, "cpu")),
    )
    return answers.reduce((sum, answer) => sum + answer.ms, 0)
  }
  await writeThroughput(writeUrl, cookie, ids) // warm up: JIT, connection pools, caches
  await sleep(1_500)
  const withoutStreams = await writeThroughput(writeUrl, cookie, ids)

  // The clients: half anonymous, half the administrator; spread over the processes.
  const specs: ClientSpec[] = Array.from({ length: clientCount }, (_, index) => {
    const headers: Record<string, string> = { "X-Forwarded-For": addressOf(index) }
    if (index % 2 === 1) headers.Cookie = cookie
    return { url: urls[index % urls.length] ?? writeUrl, headers }
  })
  const clients = clientProcess()
  try {
    /** Connect every client and let each catch up with the log as it is (its first event). */
    const connectAll = async () => {
      const opened = await clients.open(specs)
      await clients.waitFor(await newestSeq(writeUrl, cookie, 0), reachLimitMs)
      await sleep(1_500)
      return opened
    }
    // Memory per stream: the servers' memory with the clients connected and idle, against the same
    // after a round of the same clients connecting, catching up and leaving. That round leaves what
    // the first pulls built (caches, compiled code), so only what the held streams cost is left.
    await connectAll()
    await clients.close()
    await sleep(1_500)
    const afterRound = await memory()
    const { connected, refused } = await connectAll()
    const held = await memory()

    // Writes one at a time, each followed until every client has pulled it (or the limit).
    const perClient: number[] = []
    const lastClient: number[] = []
    let unreached = 0
    let seq = await newestSeq(writeUrl, cookie, 0)
    for (let n = 0; n < writeCount; n += 1) {
      const id = ids[n % ids.length] ?? ids[0]
      const response = await fetch(`${writeUrl}/api/employees/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": randomUUID() },
        body: JSON.stringify({ description: `实时 ${n}` }),
      })
      const answered = performance.timeOrigin + performance.now()
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`write: ${response.status}`)
      seq = await newestSeq(writeUrl, cookie, seq)
      const { times } = await clients.waitFor(seq, reachLimitMs)
      unreached += times.filter((time) => time === null).length
      const reached = times.filter((time) => time !== null).map((time) => Math.max(0, time - answered))
      perClient.push(...reached)
      lastClient.push(Math.max(...reached))
      await sleep(200)
    }

    // Throughput, in rounds: each measures the writes/s with the clients pulling, then with the
    // streams held and told but the clients not pulling, against the mean of the same without any
    // stream just before and just after it (this machine's disk and CPU drift by 10-20 % within a
    // minute: one round's figure is mostly that drift). The median round is the figure.
    const rounds: Array<{ pulling: number; held: number; cpu: string; pulls: string }> = []
    const pullCosts: number[] = []
    const writeCosts: number[] = []
    let before = withoutStreams
    for (let round = 0; round < throughputRounds; round += 1) {
      if (round > 0) await connectAll()
      await clients.pulling(true)
      // Where the machine's 2 cores went while the clients pulled: the servers' share and the clients'.
      const cpuBefore = { servers: await serverCpu(), clients: await clients.cpu() }
      const withStreams = await writeThroughput(writeUrl, cookie, ids)
      const cpuShare = (start: number, now: number) => ((now - start) / (seconds * 1000)) * 100
      const serversShare = cpuShare(cpuBefore.servers, await serverCpu())
      const clientsAfter = await clients.cpu()
      const clientsShare = cpuShare(cpuBefore.clients.ms, clientsAfter.ms)
      const perSecond = (count: number) => (count / seconds).toFixed(0)
      // The streams alone: held and told, the clients not pulling (what holding them costs the server).
      await clients.pulling(false)
      const heldOnly = await writeThroughput(writeUrl, cookie, ids)
      await clients.close()
      await sleep(1_500)
      const cpuWithout = await serverCpu()
      const after = await writeThroughput(writeUrl, cookie, ids)
      // The server's CPU per write without streams, and what a pull costs it on top: steadier than
      // writes/s, which follow this machine's disk.
      const perWrite = ((await serverCpu()) - cpuWithout) / (after * seconds)
      const pulls = clientsAfter.pulls - cpuBefore.clients.pulls
      const serverMs = (serversShare / 100) * seconds * 1000
      pullCosts.push((serverMs - withStreams * seconds * perWrite) / Math.max(1, pulls))
      writeCosts.push(perWrite)
      const without = (before + after) / 2
      rounds.push({
        pulling: 1 - withStreams / without,
        held: 1 - heldOnly / without,
        cpu: `server ${serversShare.toFixed(0)}%, clients ${clientsShare.toFixed(0)}%`,
        pulls: `${perSecond(clientsAfter.heard - cpuBefore.clients.heard)} announcements/s heard, ${perSecond(pulls)} pulls/s`,
      })
      console.log(
        `  round ${round + 1}: ${before.toFixed(0)} and ${after.toFixed(0)} writes/s without streams; ${withStreams.toFixed(0)} with the clients pulling (${rounds.at(-1)?.pulls}; CPU ${rounds.at(-1)?.cpu} of one core), ${heldOnly.toFixed(0)} with the streams only held and told`,
      )
      before = after
    }
    const median = (values: number[]) => percentile(values, 50)
    const pct = (value: number) => `${(value * 100).toFixed(1)}%`

    const perStream = (kb: number) => (kb / Math.max(1, connected)).toFixed(1)
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
      `  server memory after collection (heap and buffers): ${(afterRound / 1024).toFixed(1)} MB after a round of clients, ${(held / 1024).toFixed(1)} MB with the streams held: ${perStream(held - afterRound)} KB per stream  (target < 64 KB)`,
    )
    console.log(
      `  writes/s lost to ${connected} streams held and told, the clients not pulling: median ${pct(median(rounds.map((round) => round.held)))} (rounds: ${rounds.map((round) => pct(round.held)).join(", ")})`,
    )
    console.log(
      `  writes/s lost with the clients pulling after every announcement (${writers} writers, ${seconds} s windows): median ${pct(median(rounds.map((round) => round.pulling)))} (rounds: ${rounds.map((round) => pct(round.pulling)).join(", ")})  (target < 10%)`,
    )
    const ms = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ")
    console.log(
      `    server CPU per write without streams: ${ms(writeCosts)} ms; per pull on top of the writes meanwhile: ${ms(pullCosts)} ms (rounds)`,
    )
  } finally {
    await clients.close()
    clients.stop()
  }
}

const sqlite = async (): Promise<Setup> => {
  const dir = mkdtempSync(join(tmpdir(), "bench-live-"))
  const processes = await startMeasurable(1, `sqlite:${join(dir, "site.db")}`)
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
  const processes = await startMeasurable(2, database.url)
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
  `bench:live: ${clientCount} clients (half anonymous, half the administrator), ${writeCount} timed writes, throughput over ${seconds} s` +
    (pinned ? "; servers pinned to core 0, writers and clients to core 1" : ""),
)
for (const make of [sqlite, postgres].filter((make) => engines.includes(make.name))) {
  const setup = await make()
  try {
    await run(setup)
  } finally {
    await setup.cleanup()
  }
}
