/**
 * `npm run bench:hashing`: does a flood of login attempts slow down static files? (issue 26, item 5)
 * The real server (a child process, a fresh SQLite database, a copy of the build, TRUST_PROXY on) is
 * run twice in one go: "before", with PASSWORD_HASH_WORKERS=0 (scrypt on node's libuv thread pool,
 * shared with file reads, as the server did before), and "after", with the default hashing thread(s)
 * (sync-server/auth/scrypt-pool.ts). Each time, a static asset's latency (one visitor fetching it over
 * and over, as a browser would with Accept-Encoding) is measured with no load, then under a flood:
 * BENCH_CLIENTS (10) clients, each fetching a captcha and posting a login in a loop, each attempt with
 * a new unknown username (one scrypt check each, like a real one) from one of 1,024 forwarded
 * addresses, so neither login limit refuses them. Prints p50/p95 of the asset quiet and under the
 * flood, the checks per second the flood got, the time of a login that got its check, and the login
 * answers (503: refused at once, every hashing thread busy and the line full; the flood retries at once).
 * BENCH_SECONDS (15) is the length of the flood; the quiet measure takes a third of it.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { cookieOf, startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"

const floodSeconds = Number(process.env.BENCH_SECONDS ?? 15)
const clients = Number(process.env.BENCH_CLIENTS ?? 10)
const captchaText = "BENCH"

interface Mode {
  readonly name: string
  readonly env: Record<string, string>
}

const modes: ReadonlyArray<Mode> = [
  { name: "before: scrypt on the libuv pool", env: { PASSWORD_HASH_WORKERS: "0" } },
  { name: "after: hashing thread(s)", env: {} },
]

const startServer = (port: number, dir: string, mode: Mode) =>
  startBenchServer(port, {
    DATABASE_URL: `sqlite:${join(dir, "site.db")}`,
    STATIC_DIR: join(dir, "dist"),
    SESSION_SECRET: "bench",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "bench-admin-password",
    CAPTCHA_TEST_TEXT: captchaText,
    TRUST_PROXY: "1",
    ...mode.env,
  })

/** The largest script of the build: the kind of file every first visit needs. */
const pickAsset = (dist: string): string => {
  const scripts = readdirSync(join(dist, "assets")).filter((name) => name.endsWith(".js"))
  const largest = scripts.sort(
    (a, b) => statSync(join(dist, "assets", b)).size - statSync(join(dist, "assets", a)).size,
  )[0]
  if (largest === undefined) throw new Error("no script in the build's assets")
  return `/assets/${largest}`
}

const percentile = (values: number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN
}

/** One visitor fetching the asset again and again until `stop` says so; the latencies in ms. */
const sampleAsset = async (url: string, stop: () => boolean): Promise<number[]> => {
  const latencies: number[] = []
  while (!stop()) {
    const started = performance.now()
    // Through "the proxy" like the logins (TRUST_PROXY is on), so the server sees no direct client.
    const headers = { "Accept-Encoding": "br, gzip", "X-Forwarded-For": "203.0.113.9" }
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    latencies.push(performance.now() - started)
  }
  return latencies
}

interface Flood {
  readonly statuses: Map<number, number>
  /** The time of the logins that got a password check (401), not of those refused at once (503). */
  readonly checkedMs: number[]
}

/** `clients` loops of captcha + login, each attempt a new unknown name from a rotating address. */
const flood = async (base: string, stop: () => boolean): Promise<Flood> => {
  const statuses = new Map<number, number>()
  const checkedMs: number[] = []
  let attempt = 0
  const client = async () => {
    while (!stop()) {
      const n = attempt++
      const headers = { "X-Forwarded-For": `198.51.${(n >> 8) & 3}.${n & 255}` }
      const captcha = await fetch(`${base}/api/captcha`, { headers })
      await captcha.arrayBuffer()
      const started = performance.now()
      const response = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Cookie: cookieOf(captcha.headers) },
        body: JSON.stringify({ username: `nobody-${n}`, password: `guess-${n}`, captcha: captchaText }),
      })
      await response.arrayBuffer()
      if (response.status === 401) checkedMs.push(performance.now() - started)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return { statuses, checkedMs }
}

const until = (ms: number) => {
  const end = performance.now() + ms
  return () => performance.now() >= end
}

interface Result {
  readonly mode: string
  readonly quiet: number[]
  readonly flooded: number[]
  readonly flood: Flood
  readonly seconds: number
}

const run = async (dir: string, asset: string, mode: Mode): Promise<Result> => {
  rmSync(join(dir, "site.db"), { force: true })
  rmSync(join(dir, "site.db-wal"), { force: true })
  rmSync(join(dir, "site.db-shm"), { force: true })
  const port = await freePort()
  const server = await startServer(port, dir, mode)
  const base = `http://127.0.0.1:${port}`
  try {
    // Warm-up: first connections, the asset's first read, the first scrypt.
    await sampleAsset(base + asset, until(1000))
    await flood(base, until(1000))
    const quiet = await sampleAsset(base + asset, until((floodSeconds * 1000) / 3))
    const started = performance.now()
    const stop = until(floodSeconds * 1000)
    const [flooded, attack] = await Promise.all([sampleAsset(base + asset, stop), flood(base, stop)])
    return { mode: mode.name, quiet, flooded, flood: attack, seconds: (performance.now() - started) / 1000 }
  } finally {
    await stopBenchServer(server)
    await new Promise((resolve) => server.once("exit", resolve))
  }
}

const main = async () => {
  if (!existsSync("dist/index.html")) throw new Error("No build in dist: run npm run build first")
  const dir = mkdtempSync(join(tmpdir(), "bench-hashing-"))
  // A copy: the build in dist may be remade while the bench runs.
  cpSync("dist", join(dir, "dist"), { recursive: true })
  const asset = pickAsset(join(dir, "dist"))
  try {
    const results: Result[] = []
    for (const mode of modes) {
      console.log(`${mode.name}…`)
      results.push(await run(dir, asset, mode))
    }
    console.log(
      `\nstatic asset ${asset} (Accept-Encoding: br), one visitor; flood: ${clients} clients of captcha + ` +
        `login (a new unknown username each), ${floodSeconds} s, ${availableParallelism()} cores`,
    )
    const round = (ms: number) => Number(ms.toFixed(1))
    console.table(
      results.map(({ mode, quiet, flooded, flood: attack, seconds }) => {
        const checks = [...attack.statuses].filter(([status]) => status === 401 || status === 200)
        const checked = checks.reduce((sum, [, count]) => sum + count, 0)
        return {
          mode,
          "quiet p50 ms": round(percentile(quiet, 0.5)),
          "quiet p95 ms": round(percentile(quiet, 0.95)),
          "flood p50 ms": round(percentile(flooded, 0.5)),
          "flood p95 ms": round(percentile(flooded, 0.95)),
          "p50 flood/quiet": round(percentile(flooded, 0.5) / percentile(quiet, 0.5)),
          "asset fetches in flood": flooded.length,
          "checks/s": round(checked / seconds),
          "checked login p50 ms": round(percentile(attack.checkedMs, 0.5)),
          "login answers": [...attack.statuses]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}: ${count}`)
            .join(", "),
        }
      }),
    )
    const [before, after] = results
    if (before !== undefined && after !== undefined)
      console.log(
        `static p50 under the flood: ${round(percentile(before.flooded, 0.5))} ms before, ` +
          `${round(percentile(after.flooded, 0.5))} ms after ` +
          `(${round(percentile(before.flooded, 0.5) / percentile(after.flooded, 0.5))}x faster)`,
      )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
