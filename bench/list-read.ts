/**
 * `npm run bench:lists`: reading the enquiries list at BENCH_ROWS (100,000) rows, signed in as the
 * administrator, against the real server (a child process on a fresh SQLite file, or on
 * BENCH_DATABASE_URL; BENCH_PG=1 starts a throwaway PostgreSQL the way `npm run test:pg` does).
 * The rows are written straight into the database in their stored shape (test-support/
 * stored-enquiries.ts, batches of 500, a change-log entry each), then, BENCH_ROUNDS (20) times:
 * - the first page after a write (the list cache rebuilt: its page and its count),
 * - the same first page again (answered from the cache),
 * - 20 further pages, each by the previous page's Link,
 * - one page at the very end of the list (a cursor to its last rows: the index makes depth free).
 * Then the whole list walked by Link with limit=500. Printed: p50/p95/max ms per kind, and the
 * server's resident memory (VmRSS, VmHWM of /proc/<pid>/status) before the rows, before the reads and
 * after them. "Before" (issue 26): the unpaged list took 7.9 s and 106 million characters at 10,000
 * rows, and answered 500 (RangeError: Invalid string length) at 51,000 with the server at 1.8 GB.
 * BENCH_FIXTURE=scale (issue 33, bench/fixture-db.ts; SQLite): the enquiries go into the scale
 * fixture's database, and the back office's post and employee lists (1,008 and 210 rows) are read the
 * same way too: the first page after a write, cached, and the whole list by Link.
 */
import { type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { listPageDefault, listPageMax } from "../schema/list-paging.ts"
import { openDatabase } from "../sync-server/db/connection.ts"
import { sampleCollaboration } from "../sync-server/test-support/client.ts"
import { nextPageOf } from "../sync-server/test-support/list-pages.ts"
import { createPostgresDatabase } from "../sync-server/test-support/pg-database.ts"
import { startPostgres } from "../sync-server/test-support/postgres.ts"
import { insertStoredEnquiries } from "../sync-server/test-support/stored-enquiries.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"
import { startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"
import { benchFixtures, fixtureDatabase } from "./fixture-db.ts"

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 20)
const furtherPages = 20

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN)
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 }
}

const startServer = async (databaseUrl: string): Promise<{ child: ChildProcess; base: string }> => {
  const port = await freePort()
  const child = await startBenchServer(port, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "bench-lists",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "bench-password",
    CAPTCHA_TEST_TEXT: "BENCH",
  })
  return { child, base: `http://127.0.0.1:${port}` }
}

const stopServer = stopBenchServer

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (value: number) => value.toFixed(1).padStart(7)
  console.log(
    `  ${label.padEnd(44)} n=${String(sorted.length).padStart(4)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? NaN)} ms`,
  )
}

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-lists-"))
  const postgres = process.env.BENCH_PG === "1" ? await startPostgres() : undefined
  const pgDatabase = postgres === undefined ? undefined : await createPostgresDatabase(postgres.url)
  const scale = benchFixtures(["demo"]).includes("scale")
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ||
    pgDatabase?.url ||
    (scale
      ? await fixtureDatabase("bench-lists", "scale", "bench-password")
      : `sqlite:${join(dir, "site.db")}`)
  const engine = databaseUrl.startsWith("postgres") ? "PostgreSQL" : "SQLite"
  const server = await startServer(databaseUrl)
  const pid = server.child.pid ?? 0
  const db = openDatabase(databaseUrl)
  try {
    let cookie = ""
    const get = async (path: string) => {
      const started = performance.now()
      const response = await fetch(`${server.base}${path}`, {
        headers: { Cookie: cookie, "Accept-Encoding": "gzip" },
      }).catch((error: unknown) => {
        throw new Error(`GET ${path} failed`, { cause: error })
      })
      const body = await response.text()
      const ms = performance.now() - started
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 300)}`)
      return { ms, response, body }
    }
    const write = async () => {
      const sent = await fetch(`${server.base}/api/collaborations`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(sampleCollaboration()),
      })
      if (sent.status !== 201) throw new Error(`POST /api/collaborations: ${sent.status}`)
    }

    console.log(`bench:lists on ${engine}: ${rowCount} enquiries, ${rounds} rounds`)
    const idle = memoryOf(pid)
    const insertStarted = performance.now()
    await insertStoredEnquiries(db.knex, {
      count: rowCount,
      firstCreatedMs: Date.now() - 1000,
      // Ten rows share each millisecond: the cursor's id decides within a millisecond.
      rowsPerMs: 10,
      messageLength: 300,
    })
    // What autovacuum does within a minute of a bulk insert: the planner's statistics, the visibility map.
    if (engine === "PostgreSQL") await db.knex.raw("vacuum analyze collaborations")
    console.log(`  inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`)
    const beforeReads = memoryOf(pid)
    // Signed in after the inserts: a connection idle for longer than the keep-alive is closed.
    cookie = await loginAs(server.base, {
      username: "admin",
      password: "bench-password",
      captcha: "BENCH",
    })

    // The last rows of the list, for a cursor at its very end.
    const [deep] = (await db
      .knex("collaborations")
      .select("id", "created_ms")
      .orderBy([
        { column: "created_ms", order: "asc" },
        { column: "id", order: "asc" },
      ])
      .offset(listPageDefault)
      .limit(1)) as Array<{ id: number | string; created_ms: number | string }>
    const deepPath = `/api/collaborations?after=${Number(deep?.created_ms)}.${Number(deep?.id)}`

    const cold: number[] = []
    const warm: number[] = []
    const further: number[] = []
    const end: number[] = []
    let total = ""
    for (let round = 0; round < rounds; round += 1) {
      await write()
      const first = await get("/api/collaborations")
      cold.push(first.ms)
      total = first.response.headers.get("x-total-count") ?? ""
      warm.push((await get("/api/collaborations")).ms)
      let next = nextPageOf(first.response.headers.get("link"))
      for (let page = 0; page < furtherPages && next !== undefined; page += 1) {
        const answer = await get(next)
        further.push(answer.ms)
        next = nextPageOf(answer.response.headers.get("link"))
      }
      const last = await get(deepPath)
      end.push(last.ms)
      if (last.response.headers.get("link") !== null) throw new Error("the end of the list has a next page")
    }
    const afterPages = memoryOf(pid)

    // The scale fixture's content lists, as the back office reads them (drafts included).
    const contentLists: Array<{
      path: string
      cold: number[]
      warm: number[]
      walk: number[]
      total: string
    }> = []
    for (const path of scale ? ["/api/blog-posts", "/api/employees"] : []) {
      const figures = { path, cold: [] as number[], warm: [] as number[], walk: [] as number[], total: "" }
      for (let round = 0; round < rounds; round += 1) {
        await write()
        const first = await get(path)
        figures.cold.push(first.ms)
        figures.total = first.response.headers.get("x-total-count") ?? ""
        figures.warm.push((await get(path)).ms)
      }
      for (let next: string | undefined = `${path}?limit=${listPageMax}`; next !== undefined;) {
        const answer = await get(next)
        figures.walk.push(answer.ms)
        next = nextPageOf(answer.response.headers.get("link"))
      }
      contentLists.push(figures)
    }

    const walkStarted = performance.now()
    let walked = 0
    let pages = 0
    const walkTimes: number[] = []
    for (let next: string | undefined = `/api/collaborations?limit=${listPageMax}`; next !== undefined;) {
      const answer = await get(next)
      walkTimes.push(answer.ms)
      walked += (JSON.parse(answer.body) as unknown[]).length
      pages += 1
      next = nextPageOf(answer.response.headers.get("link"))
    }
    const walkSeconds = (performance.now() - walkStarted) / 1000
    const afterWalk = memoryOf(pid)

    console.log(`  X-Total-Count ${total}; pages of ${listPageDefault} (gzip), signed in as admin:`)
    summary("first page after a write (cache rebuilt)", cold)
    summary("first page again (cached)", warm)
    summary(`${furtherPages} further pages by Link, each round`, further)
    summary("a page at the end of the list", end)
    summary(`whole list by Link, limit=${listPageMax}`, walkTimes)
    console.log(`  whole list: ${walked} rows in ${pages} pages, ${walkSeconds.toFixed(1)} s`)
    const mb = (value: number) => `${value.toFixed(0)} MB`
    console.log(
      `  server memory (VmRSS): idle ${mb(idle.rssMb)}, after the inserts ${mb(beforeReads.rssMb)}, after the pages ${mb(afterPages.rssMb)}, after the whole walk ${mb(afterWalk.rssMb)} (peak VmHWM ${mb(afterWalk.peakMb)})`,
    )
    for (const { path, cold: first, warm: again, walk, total: count } of contentLists) {
      console.log(`  ${path} on the scale fixture, X-Total-Count ${count}:`)
      summary("first page after a write (cache rebuilt)", first)
      summary("first page again (cached)", again)
      summary(`whole list by Link, limit=${listPageMax}`, walk)
    }
    console.log(
      "  before (issue 26, unpaged): 7.9 s and 106 million characters at 10,000 rows; 500 (RangeError: Invalid string length) at 51,000 rows, server at 1.8 GB",
    )
  } finally {
    await db.knex.destroy()
    await stopServer(server.child)
    await pgDatabase?.drop()
    postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
