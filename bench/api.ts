/**
 * `npm run bench:api`: autocannon against the real server (a child process on a fresh SQLite database
 * with demo content) and against a plain node:http server answering the same bytes from memory, the
 * physical limit for this runtime. Prints requests/s, p99 latency and the ratio to the plain server.
 * Targets (issue 2): list GETs >= 40% of plain, a 304 conditional GET >= 50%, p99 < 25 ms.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 50) tune a run.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { freePort, waitFor } from "./wait-for-server.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const paths = ["/api/employees", "/api/blog-posts?published=true", "/api/sync?since=0"]

const startApiServer = async (port: number): Promise<ChildProcess> => {
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"))
  const child = spawn("node", ["--import", "tsx", "sync-server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "site.db")}`,
      SESSION_SECRET: "bench",
      ADMIN_PASSWORD: "bench-password",
      CAPTCHA_TEST_TEXT: "BENCH",
      DEMO_CONTENT: "on",
    },
  })
  await waitFor(`http://127.0.0.1:${port}/api/health`)
  return child
}

/** The plain server: one precomputed body per path, no framework, no database. */
const plainServerSource = `
const http = require("node:http")
const bodies = new Map(JSON.parse(process.env.BODIES).map(([path, body]) => [path, Buffer.from(body)]))
http.createServer((req, res) => {
  const body = bodies.get(req.url) ?? Buffer.from("[]")
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length })
  res.end(body)
}).listen(Number(process.env.PORT), "127.0.0.1")
`

interface Measure {
  readonly rps: number
  readonly p99: number
  readonly statuses: string
}

const measure = async (url: string, headers: Record<string, string> = {}): Promise<Measure> => {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const counts = result as unknown as Record<string, number | undefined>
  const statuses = ["1xx", "2xx", "3xx", "4xx", "5xx"]
    .filter((key) => (counts[key] ?? 0) > 0)
    .map((key) => `${key}:${counts[key]}`)
    .join(" ")
  return { rps: result.requests.average, p99: result.latency.p99, statuses }
}

const main = async () => {
  const apiPort = await freePort()
  const plainPort = await freePort()
  const api = await startApiServer(apiPort)
  const base = `http://127.0.0.1:${apiPort}`
  const bodies = await Promise.all(paths.map(async (path) => [path, await (await fetch(base + path)).text()]))
  const plain = spawn("node", ["-e", plainServerSource], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(plainPort), BODIES: JSON.stringify(bodies) },
  })
  const plainBase = `http://127.0.0.1:${plainPort}`
  await waitFor(`${plainBase}/api/employees`)
  try {
    const rows: Array<Record<string, string | number>> = []
    /** `target` null: shown for information, no target. */
    const report = (
      name: string,
      server: Measure,
      reference: Measure,
      target: number | null,
      expected = "2xx",
    ) => {
      const ratio = server.rps / reference.rps
      const onlyExpected = server.statuses.split(" ").every((count) => count.startsWith(`${expected}:`))
      rows.push({
        request: name,
        "server req/s": Math.round(server.rps),
        "server p99 ms": server.p99,
        "plain req/s": Math.round(reference.rps),
        "plain p99 ms": reference.p99,
        ratio: `${Math.round(ratio * 100)}%`,
        target: target === null ? "info" : `>= ${target * 100}%, p99 < 25 ms`,
        met: target === null ? "-" : ratio >= target && server.p99 < 25 && onlyExpected ? "yes" : "no",
        statuses: server.statuses,
      })
    }
    // The machine is shared: the plain server is measured before and after, and the better run is the
    // reference, so noise can only make the ratio look worse, never better.
    const bracketed = async (plainUrl: string, run: () => Promise<Measure>) => {
      const before = await measure(plainUrl)
      const server = await run()
      const after = await measure(plainUrl)
      return { server, reference: before.rps >= after.rps ? before : after }
    }
    for (const path of paths) {
      const { server, reference } = await bracketed(plainBase + path, () => measure(base + path))
      report(`GET ${path}`, server, reference, 0.4)
    }
    // The same list through Express (a query string skips the fast path): what the fast path saves.
    const viaExpress = await bracketed(`${plainBase}/api/employees`, () =>
      measure(`${base}/api/employees?via=express`),
    )
    report("GET /api/employees?via=express (no fast path)", viaExpress.server, viaExpress.reference, null)
    // autocannon sends no Accept-Encoding, so the ETag to revalidate is the uncompressed body's.
    const identity = { headers: { "Accept-Encoding": "identity" } }
    const etag = (await fetch(`${base}/api/employees`, identity)).headers.get("etag") ?? ""
    const conditional = await bracketed(`${plainBase}/api/employees`, () =>
      measure(`${base}/api/employees`, { "If-None-Match": etag }),
    )
    report("GET /api/employees (If-None-Match: 304)", conditional.server, conditional.reference, 0.5, "3xx")
    console.log(`\nautocannon: ${connections} connections, ${seconds} s each, Node ${process.version}`)
    console.table(rows)
    mkdirSync("bench/results", { recursive: true })
    writeFileSync("bench/results/api.json", JSON.stringify({ connections, seconds, rows }, null, 2))
  } finally {
    plain.kill()
    api.kill("SIGTERM")
  }
}

await main()
