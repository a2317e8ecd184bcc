/**
 * `npm run bench:pages`: what the server's own pages cost on the demo and on the scale fixture
 * (issue 33, item 5: target p95 < 50 ms each, cached or not). The built server (STATIC_DIR's
 * server/main.mjs, else sync-server/main.ts through tsx, serving STATIC_DIR) runs on a fresh SQLite
 * file with each fixture in turn (bench/fixture-db.ts); each address is asked BENCH_REQUESTS times
 * (default 30) uncached and as often cached, one request at a time, and the p50/p95/max of each are
 * printed side by side:
 * - uncached: each request with a Host the server has not seen, so the sitemap, the feeds, the page
 *   heads and the rendered pages are built again (their caches are keyed by origin and change-log seq);
 * - cached: the same Host again, the answer from the cache.
 * Addresses: /sitemap.xml (the index) and /sitemap-blog-1.xml (its largest part), /feed.xml, /blog?page=40 (the last page when there are fewer), a post in
 * Chinese and English, /employees. Build first (`npm run build`, or BUILD_DIR=… and STATIC_DIR=…).
 * BENCH_PORT (default 4610) picks the port; BENCH_FIXTURE (default both) and SCALE_FACTOR the content;
 * BENCH_SERVER=source runs the server from its sources (tsx) even when the build has one, to measure
 * a server change without building again.
 * Timings on a machine busy with other work are indicative only.
 */
import type { ChildProcess } from "node:child_process"
import { request } from "node:http"
import { resolve } from "node:path"
import { startSiteServer, stopBenchServer } from "./bench-server.ts"
import { type Fixture, benchFixtures, fixtureDatabase } from "./fixture-db.ts"
import { pageCountOf } from "../shared/list-paging.ts"

const port = Number(process.env.BENCH_PORT ?? 4610)
const staticDir = resolve(process.env.STATIC_DIR ?? "dist")
const requests = Number(process.env.BENCH_REQUESTS ?? 30)
const base = `http://127.0.0.1:${port}`

const startServer = (databaseUrl: string): Promise<ChildProcess> =>
  startSiteServer({
    port,
    staticDir,
    databaseUrl,
    env: { SESSION_SECRET: "bench-pages-secret", PUBLIC_URL: "" },
  })

/** One GET with the given Host, read to the end; its time in ms and status. */
const timedGet = (path: string, host: string): Promise<{ ms: number; status: number; bytes: number }> =>
  new Promise((done, fail) => {
    const started = performance.now()
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "br" } },
      (res) => {
        let bytes = 0
        res.on("data", (chunk: Buffer) => (bytes += chunk.length))
        res.on("end", () => done({ ms: performance.now() - started, status: res.statusCode ?? 0, bytes }))
        res.on("error", fail)
      },
    )
    req.on("error", fail)
    req.end()
  })

interface Figures {
  readonly p50: number
  readonly p95: number
  readonly max: number
  readonly kb: number
}

const figuresOf = (times: number[], bytes: number): Figures => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, kb: bytes / 1024 }
}

let hostNumber = 0

const measure = async (path: string, cached: boolean): Promise<Figures> => {
  const times: number[] = []
  let bytes = 0
  const host = `bench-${++hostNumber}.example`
  if (cached) await timedGet(path, host)
  for (let index = 0; index < requests; index++) {
    const answer = await timedGet(path, cached ? host : `bench-${++hostNumber}.example`)
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`)
    times.push(answer.ms)
    bytes = answer.bytes
  }
  return figuresOf(times, bytes)
}

const addressesOf = async (): Promise<string[]> => {
  // A post in the middle of the list: the newest one is the first everywhere, which flatters a cache.
  const total = Number(
    (await fetch(`${base}/api/blog-posts?published=true&limit=1`)).headers.get("x-total-count"),
  )
  const posts = (await (
    await fetch(
      `${base}/api/blog-posts?published=true&limit=${Math.min(100, Math.max(1, Math.floor(total / 2)))}`,
    )
  ).json()) as Array<{ id: number }>
  const post = posts.at(-1)?.id ?? 1
  // Page 40 of the blog, or its last page on a site with fewer (the demo's one page is the bare /blog).
  const page = Math.min(40, pageCountOf(total))
  const blog = page === 1 ? "/blog" : `/blog?page=${page}`
  return [
    "/sitemap.xml",
    "/sitemap-blog-1.xml",
    "/feed.xml",
    blog,
    `/blog/${post}`,
    `/en/blog/${post}`,
    "/employees",
  ]
}

const runFixture = async (fixture: Fixture): Promise<Map<string, { uncached: Figures; cached: Figures }>> => {
  const databaseUrl = await fixtureDatabase("bench-pages", fixture)
  const server = await startServer(databaseUrl)
  const results = new Map<string, { uncached: Figures; cached: Figures }>()
  try {
    const addresses = await addressesOf()
    // The first page loads the public rows into the renderer's memory: once, before measuring.
    for (const path of addresses) await timedGet(path, "warm-up.example")
    for (const path of addresses) {
      const label = path
        .replace(/\/blog\/\d+/, "/blog/<id>")
        .replace(/^\/blog(\?page=\d+)?$/, "/blog?page=40|last")
      results.set(label, {
        uncached: await measure(path, false),
        cached: await measure(path, true),
      })
    }
  } finally {
    await stopBenchServer(server)
  }
  return results
}

const main = async () => {
  const fixtures = benchFixtures(["demo", "scale"])
  const runs = new Map<Fixture, Map<string, { uncached: Figures; cached: Figures }>>()
  for (const fixture of fixtures) runs.set(fixture, await runFixture(fixture))
  const ms = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(1)).padStart(6)
  const head = fixtures.map((fixture) => `${fixture.padEnd(5)}  p50    p95    max     KB`).join(" | ")
  console.log(`\npages: ${requests} requests each, one at a time (ms; KB brotli as sent)\n`)
  console.log(`${"address".padEnd(22)} ${"".padEnd(8)} ${head}`)
  const paths = [...(runs.get(fixtures[0] ?? "demo")?.keys() ?? [])]
  for (const path of paths)
    for (const kind of ["uncached", "cached"] as const) {
      const cells = fixtures.map((fixture) => {
        const figures = runs.get(fixture)?.get(path)?.[kind]
        return `${"".padEnd(5)}${ms(figures?.p50)} ${ms(figures?.p95)} ${ms(figures?.max)} ${(figures?.kb ?? 0).toFixed(1).padStart(6)}`
      })
      console.log(`${(kind === "uncached" ? path : "").padEnd(22)} ${kind.padEnd(8)} ${cells.join(" | ")}`)
    }
  const slow = [...runs.entries()].flatMap(([fixture, paths]) =>
    [...paths.entries()].flatMap(([path, figures]) =>
      (["uncached", "cached"] as const).flatMap((kind) =>
        figures[kind].p95 >= 50 ? [`${fixture} ${path} ${kind} p95 ${figures[kind].p95.toFixed(1)} ms`] : [],
      ),
    ),
  )
  console.log(
    slow.length === 0 ? "\nevery p95 < 50 ms" : `\np95 >= 50 ms (target < 50):\n  ${slow.join("\n  ")}`,
  )
}

await main()
