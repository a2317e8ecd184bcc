/**
 * `npm run bench:scale`: the server on a PostgreSQL started for the run, as 1 and then 2 processes on
 * one port (cluster mode, sync-server/cluster.ts), each time on a fresh database with the demo content.
 * autocannon measures list GETs and a 90/10 read/write mix (the writes are PATCHes through the API with
 * an admin session and a new Idempotency-Key each), printing requests/s, p99, errors and non-2xx
 * answers (both must be 0) and the 2-vs-1 ratio. Then the sync feed under concurrent writers: pulls/s,
 * and the lag from a write's answer to a reader's pull that brings it.
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) tune a run.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, cpus, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import knex from "knex"
import { startPostgres } from "../sync-server/test-support/postgres.ts"
import { freePort, stopProcess, waitUntilHealthy } from "../sync-server/test-support/server-processes.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const feedWriters = 4
const feedReaders = 4

interface Cluster {
  readonly url: string
  readonly child: ChildProcess
}

const createDatabase = async (adminUrl: string, name: string): Promise<string> => {
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } })
  try {
    await admin.raw(`create database ${name}`)
  } finally {
    await admin.destroy()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const startCluster = async (workers: number, databaseUrl: string, staticDir: string): Promise<Cluster> => {
  const port = await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", "sync-server/cluster.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      WORKERS: String(workers),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "bench",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "bench-password",
      CAPTCHA_TEST_TEXT: "BENCH",
      DEMO_CONTENT: "on",
      STATIC_DIR: staticDir,
    },
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitUntilHealthy(url, child, () => output)
  // Every worker listening, not only the first.
  while ((output.match(/Serving on/g)?.length ?? 0) < workers) await new Promise((r) => setTimeout(r, 100))
  return { url, child }
}

interface Measure {
  readonly rps: number
  readonly p99: number
  readonly errors: number
  readonly non2xx: number
}

const measure = async (options: autocannon.Options): Promise<Measure> => {
  const result = await autocannon({ connections, duration: seconds, ...options })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** 9 reads (the public lists, settings, the snapshot), then 1 PATCH with a new Idempotency-Key. */
const mixedRequests = (cookie: string, ids: number[]): autocannon.Request[] => {
  const reads = [
    "/api/employees",
    "/api/teams",
    "/api/projects",
    "/api/tools",
    "/api/blog-posts?published=true",
    "/api/settings",
    "/api/employees",
    "/api/sync?since=0",
    "/api/tools",
  ].map((path): autocannon.Request => ({ method: "GET", path }))
  let n = 0
  const write: autocannon.Request = {
    method: "PATCH",
    path: "/api/employees/1",
    setupRequest: (request) => {
      n += 1
      const id = ids[n % ids.length] ?? 1
      return {
        ...request,
        path: `/api/employees/${id}`,
        headers: {
          "Content-Type": "application/json",
          Cookie: cookie,
          "Idempotency-Key": randomUUID(),
        },
        body: JSON.stringify({ description: `压测改写 ${n}` }),
      }
    },
  }
  return [...reads, write]
}

interface FeedFigures {
  readonly pullsPerSecond: number
  readonly writesPerSecond: number
  readonly lagP50: number
  readonly lagP99: number
  readonly converged: boolean
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * Writers PATCH rows back to back; readers pull from their cursors in a loop. The lag of a version is
 * the time from its write's answer to the first pull that brings it (0 when a pull brought it first).
 */
const feedUnderWriters = async (url: string, cookie: string, ids: number[]): Promise<FeedFigures> => {
  const answeredAt = new Map<string, number>()
  const lags: number[] = []
  let writes = 0
  let pulls = 0
  let writersDone = false
  const end = Date.now() + seconds * 1000
  const writer = async (w: number) => {
    for (let n = 0; Date.now() < end; n += 1) {
      const id = ids[(w + n * feedWriters) % ids.length] ?? 1
      const response = await fetch(`${url}/api/employees/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": randomUUID() },
        body: JSON.stringify({ description: `写者${w}-${n}` }),
      })
      const row = (await response.json()) as { version: number }
      if (!response.ok) throw new Error(`write failed: ${response.status}`)
      answeredAt.set(`${id}:${row.version}`, performance.now())
      writes += 1
    }
  }
  const reader = async () => {
    let cursor = 0
    const seen = new Map<number, number>()
    const pending = new Map<string, number>()
    for (;;) {
      // A pull that starts after every writer has its answer, and says no more, is the last.
      const finished = writersDone
      const page = (await (await fetch(`${url}/api/sync?since=${cursor}&limit=500`)).json()) as {
        cursor: number
        more: boolean
        changes: Array<{ entity: string; id: number; row?: { version: number } }>
      }
      const at = performance.now()
      pulls += 1
      for (const change of page.changes) {
        if (change.entity !== "employees" || change.row === undefined) continue
        seen.set(change.id, change.row.version)
        pending.set(`${change.id}:${change.row.version}`, at)
      }
      cursor = page.cursor
      if (finished && !page.more) break
    }
    for (const [key, at] of pending) {
      const answered = answeredAt.get(key)
      if (answered !== undefined) lags.push(Math.max(0, at - answered))
    }
    return seen
  }
  const started = performance.now()
  const readers = Array.from({ length: feedReaders }, () => reader())
  await Promise.all(Array.from({ length: feedWriters }, (_, w) => writer(w)))
  writersDone = true
  const views = await Promise.all(readers)
  const elapsed = (performance.now() - started) / 1000
  // Converged: every reader ends with the server's version of every row.
  const server = (await (
    await fetch(`${url}/api/employees`, { headers: { Cookie: cookie } })
  ).json()) as Array<{
    id: number
    version: number
  }>
  const converged = views.every((view) => server.every((row) => view.get(row.id) === row.version))
  return {
    pullsPerSecond: pulls / elapsed,
    writesPerSecond: writes / elapsed,
    lagP50: percentile(lags, 50),
    lagP99: percentile(lags, 99),
    converged,
  }
}

const main = async () => {
  const cores = availableParallelism()
  console.log(`cores: ${cores} (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`)
  console.log(`autocannon: ${connections} connections, ${seconds} s per measure\n`)
  const postgres = await startPostgres()
  const staticDir = mkdtempSync(join(tmpdir(), "bench-scale-static-"))
  const rows: Array<Record<string, string | number>> = []
  const results = new Map<string, Measure>()
  let feed: FeedFigures | undefined
  try {
    for (const workers of [1, 2]) {
      const databaseUrl = await createDatabase(postgres.url, `bench_${workers}`)
      const cluster = await startCluster(workers, databaseUrl, staticDir)
      try {
        const cookie = await loginAs(cluster.url, {
          username: "admin",
          password: "bench-password",
          captcha: "BENCH",
        })
        const employees = (await (await fetch(`${cluster.url}/api/employees`)).json()) as Array<{
          id: number
        }>
        const ids = employees.map((row) => row.id)
        // Warm-up: caches built, connections open, JIT warm.
        await autocannon({ url: `${cluster.url}/api/employees`, connections, duration: 2 })
        const runs: Array<[string, autocannon.Options]> = [
          ["GET /api/employees", { url: `${cluster.url}/api/employees` }],
          ["GET /api/sync?since=0", { url: `${cluster.url}/api/sync?since=0` }],
          ["mixed 90% GET / 10% PATCH", { url: cluster.url, requests: mixedRequests(cookie, ids) }],
        ]
        for (const [name, options] of runs) {
          const result = await measure(options)
          results.set(`${name}:${workers}`, result)
          rows.push({
            load: name,
            processes: workers,
            "req/s": Math.round(result.rps),
            "p99 ms": result.p99,
            errors: result.errors,
            non2xx: result.non2xx,
          })
        }
        if (workers === 2) feed = await feedUnderWriters(cluster.url, cookie, ids)
      } finally {
        await stopProcess(cluster.child)
      }
    }
  } finally {
    postgres.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
  for (const row of rows) {
    const one = results.get(`${row.load}:1`)
    const two = results.get(`${row.load}:2`)
    row["2 vs 1"] = row.processes === 2 && one && two ? `${(two.rps / one.rps).toFixed(2)}x` : ""
  }
  console.table(rows)
  if (feed !== undefined) {
    console.log(
      `\nsync feed, 2 processes, ${feedWriters} writers and ${feedReaders} readers for ${seconds} s: ` +
        `${Math.round(feed.pullsPerSecond)} pulls/s while ${Math.round(feed.writesPerSecond)} writes/s; ` +
        `lag from a write's answer to the pull that brings it: p50 ${feed.lagP50.toFixed(1)} ms, ` +
        `p99 ${feed.lagP99.toFixed(1)} ms; readers converged: ${feed.converged ? "yes" : "NO"}`,
    )
  }
  const failures = rows.filter((row) => row.errors !== 0 || row.non2xx !== 0)
  mkdirSync("bench/results", { recursive: true })
  writeFileSync(
    "bench/results/scale.json",
    JSON.stringify({ cores, connections, seconds, rows, feed }, null, 2),
  )
  if (failures.length > 0 || feed?.converged === false) {
    console.error("\nerrors or non-2xx answers (or a reader that did not converge): see above")
    process.exitCode = 1
  }
}

await main()
