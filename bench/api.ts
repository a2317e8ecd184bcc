/**
 * `npm run bench:api`: autocannon against the real server (a child process on a fresh SQLite database
 * with demo content) and against a plain node:http server answering the same bytes from memory, the
 * physical limit for this runtime. Prints requests/s, p99 latency and the ratio to the plain server.
 * Targets (issue 2): list GETs >= 40% of plain, a 304 conditional GET >= 50%, p99 < 25 ms.
 * Then the rendered pages (issue 25, api-pages.ts): a cold render's p50/p95 over HTTP after a public
 * edit (target p95 < 50 ms), and a kept page's requests/s against the same bytes as a static file
 * (target >= 0.5). The server serves a copy of the build (`npm run build` first).
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 50) tune a run.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { coldRenders, keptPageAgainstFile } from "./api-pages.ts"
import { startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort, waitFor } from "./wait-for-server.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const paths = ["/api/employees", "/api/blog-posts?published=true", "/api/sync?since=0"]

const admin = { password: "bench-password", captcha: "BENCH" }

const startApiServer = (port: number, dir: string) =>
  startBenchServer(port, {
    DATABASE_URL: `sqlite:${join(dir, "site.db")}`,
    STATIC_DIR: join(dir, "dist"),
    SESSION_SECRET: "bench",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: admin.password,
    CAPTCHA_TEST_TEXT: admin.captcha,
    DEMO_CONTENT: "on",
  })

/** The plain server: one precomputed body per path, no framework, no database. */
const plainServerSource = `
const http = require("node:http")
const bodies = new Map(
  JSON.parse(require("node:fs").readFileSync(process.env.BODIES_FILE, "utf8")).map(([path, body]) => [path, Buffer.from(body)]),
)
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
  if (!existsSync("dist/index.html")) throw new Error("No build in dist: run npm run build first")
  const apiPort = await freePort()
  const plainPort = await freePort()
  // A copy of the build: the pages' yardstick is a file written into it (api-pages.ts).
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"))
  cpSync("dist", join(dir, "dist"), { recursive: true })
  const api = await startApiServer(apiPort, dir)
  const base = `http://127.0.0.1:${apiPort}`
  const bodies = await Promise.all(paths.map(async (path) => [path, await (await fetch(base + path)).text()]))
  const bodiesFile = join(dir, "plain-bodies.json")
  writeFileSync(bodiesFile, JSON.stringify(bodies))
  const plain = spawn("node", ["-e", plainServerSource], {
    stdio: "inherit",
    // In a file: the snapshot's body is larger than an environment variable may be (E2BIG).
    env: { ...process.env, PORT: String(plainPort), BODIES_FILE: bodiesFile },
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

    const posts = (await (await fetch(`${base}/api/blog-posts?published=true`)).json()) as Array<{
      id: number
    }>
    const pages = ["/", "/employees", `/blog/${posts[0]?.id ?? 1}`]
    console.log("\nRendered pages: a cold render after a public edit, over HTTP (brotli)")
    const cold = await coldRenders(base, pages, admin)
    for (const { path, p50, p95, keptP50 } of cold)
      console.log(
        `  ${path.padEnd(12)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  (target p95 < 50 ms; the kept page: p50 ${keptP50.toFixed(1)} ms)`,
      )
    console.log("\nRendered pages: kept, against the same bytes as a static file of the build (brotli)")
    const kept = []
    for (const path of pages) {
      const measured = await keptPageAgainstFile(base, join(dir, "dist"), path, connections, seconds)
      kept.push(measured)
      console.log(
        `  ${path.padEnd(12)} page ${Math.round(measured.pageRps).toString().padStart(6)} req/s  file ${Math.round(measured.fileRps).toString().padStart(6)} req/s  ratio ${(measured.pageRps / measured.fileRps).toFixed(2)}  (target >= 0.5; ${Math.round(measured.bytes / 1024)} KB page)`,
      )
    }
    mkdirSync("bench/results", { recursive: true })
    writeFileSync(
      "bench/results/api.json",
      JSON.stringify({ connections, seconds, rows, pages: { cold, kept } }, null, 2),
    )
  } finally {
    plain.kill()
    await stopBenchServer(api)
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
