/**
 * npm run bench:sync: the app's sync engine in headless Chromium against the real server (SQLite).
 * Cold pull of 10,000 content rows into IndexedDB, incremental pull of 50 changes, and the replay of
 * 1,000 edits queued offline (each checked on the server: applied exactly once).
 * Targets: cold < 1.5 s, incremental < 100 ms, replay < 5 s, zero duplicates.
 * BENCH_FIXTURE (issue 33; bench/fixture-db.ts) runs on real content instead of the 10,000 small rows:
 * `demo`, `scale` (the scale fixture: the whole site, 1,000 real-length posts, pulled cold; the replay
 * then edits every employee it has, 210) or `both`, printed side by side at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { build } from "esbuild"
import { openDatabase } from "../sync-server/db/connection.ts"
import { getRow, insertRow, updateRow } from "../sync-server/store/rows.ts"
import { startServer } from "../sync-server/server.ts"
import { writeTransaction } from "../sync-server/sync/change-log.ts"
import type { SyncBench } from "./sync-page.ts"
import { type Fixture, benchFixtures, fixtureDatabase } from "./fixture-db.ts"
import { syncPageMax } from "../schema/sync.ts"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"

const port = Number(process.env.BENCH_SYNC_PORT ?? 4313)
const dir = mkdtempSync(join(tmpdir(), "sync-bench-"))
const rowsDatabaseUrl = `sqlite:${join(dir, "bench.db")}`
let databaseUrl = rowsDatabaseUrl

const employee = (i: number) => ({
  name: `员工 ${i}`,
  image: "/demo/fallback-employee.svg",
  description: `用于基准测试的数字员工 ${i}`,
  profession: "基准",
  useCases: "客服, 营销",
  technicalDetails: null,
  capabilities: ["对话", "分析"],
  integrations: [],
  modelBase: null,
  agentVersion: "1.0",
  url: null,
  isActive: true,
  createdAt: new Date().toISOString(),
})
const tool = (i: number) => ({
  name: `工具 ${i}`,
  description: `基准工具 ${i}`,
  technicalDescription: null,
  icon: "Wrench",
  category: "productivity",
  features: [],
  compatibility: [],
  apiDocUrl: null,
  url: null,
  isActive: true,
  createdAt: new Date().toISOString(),
})
const post = (i: number) => ({
  title: `文章 ${i}`,
  content: "# 标题\n\n正文",
  summary: "摘要",
  image: "/demo/fallback-blog.svg",
  category: "技术趋势",
  isPublished: true,
  readTime: 5,
  createdAt: new Date().toISOString(),
})

const seed = async (): Promise<number[]> => {
  const db = openDatabase(databaseUrl)
  const ids: number[] = []
  await writeTransaction(db, async (trx) => {
    const now = Date.now()
    for (let i = 0; i < 7000; i += 1) ids.push((await insertRow(trx, "employees", employee(i), now)).id)
    for (let i = 0; i < 2000; i += 1) await insertRow(trx, "tools", tool(i), now)
    for (let i = 0; i < 1000; i += 1) await insertRow(trx, "blogPosts", post(i), now)
  })
  await db.knex.destroy()
  return ids
}

const changeRows = async (ids: number[]) => {
  const db = openDatabase(databaseUrl)
  await writeTransaction(db, async (trx) => {
    for (const id of ids) {
      const row = await getRow(trx, "employees", id)
      if (row !== undefined) await updateRow(trx, "employees", row, { description: "改过" }, Date.now())
    }
  })
  await db.knex.destroy()
}

interface Figures {
  readonly rows: number
  readonly coldMs: number
  readonly incrementalMs: number
  readonly edits: number
  readonly replayMs: number
  readonly wrong: number
}

/** The newest 50 employees of a fixture (the incremental pull's changes). */
const fixtureEmployeeIds = async (): Promise<number[]> => {
  const db = openDatabase(databaseUrl)
  const rows = (await db.knex("employees").select("id").orderBy("id", "desc").limit(50)) as Array<{
    id: number
  }>
  await db.knex.destroy()
  return rows.map((row) => Number(row.id))
}

const main = async () => {
  await build({
    entryPoints: [new URL("./sync-page.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    outfile: join(dir, "static", "bench.js"),
    logLevel: "error",
  })
  writeFileSync(
    join(dir, "static", "index.html"),
    '<!doctype html><script type="module" src="/bench.js"></script>',
  )
  const fixtures: Array<Fixture | "rows"> = process.env.BENCH_FIXTURE ? benchFixtures() : ["rows"]
  const results = new Map<string, Figures>()
  for (const fixture of fixtures) {
    console.log(`\n${fixture === "rows" ? "10,000 small rows" : `the ${fixture} fixture`}:`)
    databaseUrl =
      fixture === "rows" ? rowsDatabaseUrl : await fixtureDatabase("bench-sync", fixture, "admin-password")
    results.set(fixture, await runOn(fixture))
  }
  if (results.size > 1) {
    const cells = (pick: (figures: Figures) => string) =>
      [...results.values()].map((figures) => pick(figures).padStart(12)).join("")
    console.log(`\n${"".padEnd(22)}${[...results.keys()].map((name) => name.padStart(12)).join("")}`)
    console.log(`${"content rows".padEnd(22)}${cells((f) => String(f.rows))}`)
    console.log(`${"cold pull ms".padEnd(22)}${cells((f) => f.coldMs.toFixed(0))}`)
    console.log(`${"incremental pull ms".padEnd(22)}${cells((f) => f.incrementalMs.toFixed(0))}`)
    console.log(`${"replayed edits".padEnd(22)}${cells((f) => String(f.edits))}`)
    console.log(`${"replay ms".padEnd(22)}${cells((f) => f.replayMs.toFixed(0))}`)
    console.log(`${"not exactly once".padEnd(22)}${cells((f) => String(f.wrong))}`)
  }
  rmSync(dir, { recursive: true, force: true })
}

const runOn = async (fixture: Fixture | "rows"): Promise<Figures> => {
  const config = {
    port,
    host: "127.0.0.1",
    databaseUrl,
    sessionSecret: "bench-session-secret",
    production: false,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: fixture === "demo",
    captchaTestText: "TEST",
    staticDir: join(dir, "static"),
  }
  const server = await startServer(config)
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const ids = fixture === "rows" ? await seed() : await fixtureEmployeeIds()
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => "syncBench" in window)
    // BENCH_SYNC_PROFILE=DIR: write the CPU profiles of each phase there (open in DevTools): the
    // page's (`sync-<phase>`) and the server's, which runs in this process (`server-<phase>`).
    const profileDir = process.env.BENCH_SYNC_PROFILE
    const cdp = profileDir === undefined ? undefined : await page.context().newCDPSession(page)
    const serverProfiler = profileDir === undefined ? undefined : new Session()
    serverProfiler?.connect()
    const profiled = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      if (cdp === undefined || serverProfiler === undefined || profileDir === undefined) return run()
      await cdp.send("Profiler.enable")
      await cdp.send("Profiler.start")
      await serverProfiler.post("Profiler.enable")
      await serverProfiler.post("Profiler.start")
      const result = await run()
      const { profile } = await cdp.send("Profiler.stop")
      const server = await serverProfiler.post("Profiler.stop")
      writeFileSync(join(profileDir, `sync-${name}.cpuprofile`), JSON.stringify(profile))
      writeFileSync(join(profileDir, `server-${name}.cpuprofile`), JSON.stringify(server.profile))
      return result
    }
    const bench = <T>(run: (b: SyncBench) => Promise<T>) =>
      page.evaluate(`window.syncBench && (${run.toString()})(window.syncBench)`) as Promise<T>
    const status = await bench((b) => b.login())
    if (status !== 200) throw new Error(`login failed: ${status}`)

    const cold = await profiled("cold", () => bench((b) => b.pull()))
    const raw = (await page.evaluate(`window.syncBench.rawWrite(${syncPageMax})`)) as {
      ms: number
      rows: number
    }
    const idsOnly = (await page.evaluate(`window.syncBench.rawWrite(${syncPageMax}, true)`)) as {
      ms: number
    }
    console.log(
      `cold pull:        ${cold.ms.toFixed(0)} ms for ${cold.rows} content rows ` +
        `(${cold.serverMs.toFixed(0)} ms waiting for the server; target < 1500 ms)`,
    )
    console.log(
      `  yardstick: the same ${raw.rows} rows written with IndexedDB alone (${syncPageMax} puts a transaction): ` +
        `${raw.ms.toFixed(0)} ms; the cold pull takes ${(cold.ms / raw.ms).toFixed(2)}x that`,
    )
    console.log(
      `  floor: ${raw.rows} IndexedDB records holding only an id: ${idsOnly.ms.toFixed(0)} ms ` +
        `(what the browser takes per record, whatever the record holds)`,
    )

    await changeRows(ids.slice(-50))
    const changed = Math.min(50, ids.length)
    const incremental = await bench((b) => b.pull())
    console.log(
      `incremental pull: ${incremental.ms.toFixed(0)} ms for ${changed} changes ` +
        `(${incremental.serverMs.toFixed(0)} ms waiting for the server; target < 100 ms)`,
    )

    // BENCH_SYNC_EDITS: fewer edits for a quick look; the target is for 1,000.
    const edits = Number(process.env.BENCH_SYNC_EDITS ?? 1000)
    const edited = (await page.evaluate(`window.syncBench.queueEdits(${edits}, 0)`)) as Array<{
      id: number
      version: number
    }>
    const replay = await profiled("replay", () => bench((b) => b.replay()))
    const db = openDatabase(databaseUrl)
    let wrong = 0
    for (const { id, version } of edited) {
      const row = await getRow(db.knex, "employees", id)
      // Exactly once: the profession is the edit's and the version moved by exactly one.
      if (row?.profession !== `bench-${id}` || row.version !== version + 1) wrong += 1
    }
    await db.knex.destroy()
    console.log(
      `replay:           ${replay.ms.toFixed(0)} ms for ${edited.length} queued edits ` +
        `(${replay.serverMs.toFixed(0)} ms waiting for the server, ` +
        `${replay.gapMs.toFixed(0)} ms between an answer and the next request), ${replay.left} left, ` +
        `${wrong} not applied exactly once (target < 5000 ms, 0)`,
    )
    if (wrong > 0 || replay.left > 0) process.exitCode = 1
    return {
      rows: cold.rows,
      coldMs: cold.ms,
      incrementalMs: incremental.ms,
      edits: edited.length,
      replayMs: replay.ms,
      wrong,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
