/**
 * `npm run bench:web`'s "returning visitor, offline" figures (issue 17): a reader visits a page once
 * (the service worker registers once the page has settled, and keeps that page), then opens it again
 * with the network off. The largest contentful paint of that offline load, in the system Chromium
 * without throttling, each run in a fresh profile; median of the runs.
 * - on the build's demo content, and
 * - on content edited since ("non-demo content", a real site): either way the server renders the
 *   page from its database, and the worker keeps it (or the app's own render of it, when the device
 *   holds newer content: rendered-page-keeper.ts).
 * Run alone (`node --import tsx bench/web-returning.ts`, the build in STATIC_DIR, default dist), it
 * starts its own server (BENCH_RETURNING_PORT, default 4327) and prints both figures side by side.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { type Browser, chromium, request } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"

export interface ReturningFigures {
  readonly path: string
  readonly lcpMs: number[]
  /** Whether every offline load was a rendered page (not the app shell). */
  readonly rendered: boolean
}

/** The page's largest contentful paint so far (its last candidate), read after the page has settled. */
const largestContentfulPaint = () =>
  new Promise<number>((resolve) => {
    let last = Number.NaN
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry.startTime
    }).observe({ type: "largest-contentful-paint", buffered: true })
    setTimeout(() => resolve(last), 1_000)
  })

/** Whether the pages cache of this version ("site-pages-<build>") holds `path`. Runs in the page. */
const pageKept = async (path: string): Promise<boolean> => {
  for (const name of await caches.keys()) {
    if (!name.startsWith("site-pages-")) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) if (new URL(request.url).pathname === path) return true
  }
  return false
}

const onceOffline = async (browser: Browser, url: string): Promise<{ lcpMs: number; rendered: boolean }> => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await page.goto(url)
    // The first visit: the worker registers a few seconds after the load event and keeps the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // Activated and in control: its activation, which keeps the open page, is over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
      polling: 200,
    })
    await page.waitForFunction(pageKept, new URL(url).pathname, { timeout: 60_000, polling: 200 })
    // A reader comes back later, not within the same second: what the worker and the page still do
    // after a visit (its network answers, the page's own render) settles first. Going offline at once,
    // some runs here were answered with the app shell.
    await page.waitForTimeout(3_000)
    // The same tab goes offline and opens the address again.
    await context.setOffline(true)
    const response = await page.goto(url, { waitUntil: "load" })
    const rendered = (await response?.text())?.includes("data-prerendered=") === true
    return { lcpMs: await page.evaluate(largestContentfulPaint), rendered }
  } finally {
    await context.close()
  }
}

/** The offline LCP of each of `paths` after one visit, `runs` times. */
export const returningOfflineLcp = async (
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<ReturningFigures[]> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const figures: ReturningFigures[] = []
    for (const path of paths) {
      const lcpMs: number[] = []
      let rendered = true
      for (let run = 0; run < runs; run++) {
        const result = await onceOffline(browser, `${baseUrl}${path}`)
        lcpMs.push(result.lcpMs)
        rendered &&= result.rendered
      }
      figures.push({ path, lcpMs, rendered })
    }
    return figures
  } finally {
    await browser.close()
  }
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** One line per page: the demo figure and the non-demo one side by side. */
export const returningTable = (
  demo: readonly ReturningFigures[],
  edited: readonly ReturningFigures[],
): string[] => [
  "  page            demo content    non-demo content   (target < 600 ms; runs)",
  ...demo.map((figures, index) => {
    const other = edited[index]
    const cell = (each: ReturningFigures | undefined) =>
      each === undefined
        ? "-".padStart(8)
        : `${Math.round(median(each.lcpMs)).toString().padStart(5)} ms${each.rendered ? " " : "*"}`
    const runsOf = (each: ReturningFigures | undefined) =>
      each?.lcpMs.map((ms) => Math.round(ms)).join(" ") ?? ""
    return `  ${figures.path.padEnd(15)} ${cell(figures).padEnd(15)} ${cell(other).padEnd(18)} (${runsOf(figures)} | ${runsOf(other)})`
  }),
  "  * an offline answer was the app shell, not a rendered page",
]

const admin = { username: "admin", password: "bench-returning-password", captcha: "BENCH" }

/** Edits content through the API (an employee's name, a post's title): the server's content is no longer the build's. */
const editContent = async (baseUrl: string, post: number): Promise<void> => {
  const api = await request.newContext({ baseURL: baseUrl })
  try {
    await api.get(`/api/captcha?t=${Date.now()}`)
    const login = await api.post("/api/login", { data: admin })
    if (!login.ok()) throw new Error(`bench: login failed: ${await login.text()}`)
    const employees = (await (await api.get("/api/employees")).json()) as Array<{
      id: number
      version: number
      name: string
    }>
    const first = employees[0]
    if (first === undefined) throw new Error("bench: no employee to edit")
    const renamed = await api.patch(`/api/employees/${first.id}`, {
      data: { name: `${first.name}（已编辑）` },
      headers: { "If-Match": `"${first.version}"` },
    })
    if (!renamed.ok()) throw new Error(`bench: edit failed: ${await renamed.text()}`)
    const postRow = (await (await api.get(`/api/blog-posts/${post}`)).json()) as {
      version: number
      title: string
    }
    const retitled = await api.patch(`/api/blog-posts/${post}`, {
      data: { title: `${postRow.title}（已编辑）` },
      headers: { "If-Match": `"${postRow.version}"` },
    })
    if (!retitled.ok()) throw new Error(`bench: edit failed: ${await retitled.text()}`)
  } finally {
    await api.dispose()
  }
}

const startServer = async (staticDir: string, port: number): Promise<ChildProcess> => {
  mkdirSync(".tmp", { recursive: true })
  const database = join(".tmp", `bench-returning-${port}.db`)
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true })
  const server = spawn(process.execPath, ["--import", "tsx", "sync-server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STATIC_DIR: staticDir,
      DATABASE_URL: `sqlite:${database}`,
      DEMO_CONTENT: "on",
      SESSION_SECRET: "bench-returning-secret",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      CAPTCHA_TEST_TEXT: admin.captcha,
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const url = `http://127.0.0.1:${port}/api/health`
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  server.kill("SIGTERM")
  throw new Error(`${url} did not come up`)
}

/** Both figures on a server of its own: demo content first, then after editing it through the API. */
export const demoAndEditedReturning = async (
  staticDir: string,
  port: number,
  runs: number,
): Promise<{ demo: ReturningFigures[]; edited: ReturningFigures[] }> => {
  const server = await startServer(staticDir, port)
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    const posts = (await (await fetch(`${baseUrl}/api/blog-posts?published=true`)).json()) as Array<{
      id: number
    }>
    const post = posts[0]?.id ?? 1
    const paths = ["/", "/employees", `/blog/${post}`]
    const demo = await returningOfflineLcp(baseUrl, paths, runs)
    await editContent(baseUrl, post)
    const edited = await returningOfflineLcp(baseUrl, paths, runs)
    return { demo, edited }
  } finally {
    server.kill("SIGTERM")
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const staticDir = resolve(process.env.STATIC_DIR ?? "dist")
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  const port = Number(process.env.BENCH_RETURNING_PORT ?? 4327)
  if (!existsSync(join(staticDir, "index.html"))) throw new Error(`No build in ${staticDir}`)
  const { demo, edited } = await demoAndEditedReturning(staticDir, port, runs)
  console.log(`Returning visitor, offline: LCP after one visit, ${runs} runs each, median (no throttling)`)
  for (const line of returningTable(demo, edited)) console.log(line)
}
