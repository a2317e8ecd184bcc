/**
 * `npm run bench:admin-ui` (issue 33, item 4: the back office at scale): the built app and server on
 * the demo and on the scale fixture (bench/fixture-db.ts; BENCH_FIXTURE=demo|scale|both, default
 * both), an administrator's blog and employees lists in Chromium, and three figures per list:
 * - the first pull: from opening the list to every row on the device (the count line's total);
 * - a search: from the key press (an input event) to the list drawn with its matches, for queries
 *   in both languages, the first one included (targets: < 50 ms);
 * - opening an edit dialog: from the click to the dialog drawn (target: < 100 ms), the DOM size and
 *   the dashboard's counts, checked against the server's lists.
 * Times are the page's own (performance.now to the frame after the change), p50/p95/max over
 * BENCH_ROUNDS rounds (default 5). Build first (`npm run build`, or BUILD_DIR=… and STATIC_DIR=…).
 */
import type { ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { type Page, chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"
import { benchFixtures, fixtureDatabase } from "./fixture-db.ts"
import { startSiteServer, stopBenchServer } from "./bench-server.ts"

const port = Number(process.env.BENCH_PORT ?? 4719)
const staticDir = resolve(process.env.STATIC_DIR ?? "dist")
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const base = `http://127.0.0.1:${port}`
const password = "bench-admin-ui-password"

const startServer = (databaseUrl: string): Promise<ChildProcess> =>
  startSiteServer({
    port,
    staticDir,
    databaseUrl,
    env: {
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: password,
      CAPTCHA_TEST_TEXT: "BENCH",
      SESSION_SECRET: "bench-admin-ui-secret-0123456789abcdef",
    },
  })

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
}

/** From an input event on the list's search field to the frame after the list changed. */
const timeSearch = (page: Page, query: string): Promise<number> =>
  page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('main input[type="search"]')
    const table = document.querySelector("main table")
    if (input === null || table === null) throw new Error("no list")
    const start = performance.now()
    const drawn = new Promise<number>((done) => {
      const observer = new MutationObserver(() => {
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0))
      })
      observer.observe(table, { childList: true, subtree: true, characterData: true })
    })
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setValue?.call(input, text)
    input.dispatchEvent(new Event("input", { bubbles: true }))
    return drawn
  }, query)

/** From a click on the row's edit button to the frame after its dialog is in the page. */
const timeDialog = (page: Page, row: number): Promise<number> =>
  page.evaluate(async (index) => {
    const rows = document.querySelectorAll('[data-testid="admin-row"]')
    const buttons = rows[index % rows.length]?.querySelectorAll("button") ?? []
    const edit = [...buttons].find((button) => /^(编辑|Edit)/.test(button.getAttribute("aria-label") ?? ""))
    if (edit === undefined) throw new Error("no edit button")
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    const start = performance.now()
    edit.click()
    while (document.querySelector('[role="dialog"] input, [role="dialog"] textarea') === null)
      await new Promise((done) => requestAnimationFrame(done))
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    return performance.now() - start
  }, row)

const countText = (page: Page) => page.getByTestId("list-count").innerText()

const benchList = async (page: Page, path: string, queries: ReadonlyArray<string>, serverTotal: number) => {
  const opened = performance.now()
  await page.goto(path)
  const total = serverTotal.toLocaleString("en")
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="list-count"]')?.textContent?.includes(` ${expected}`),
    total,
    { timeout: 300_000 },
  )
  const pulled = performance.now() - opened
  // Idle for a moment: what a person does before typing (the search texts are worked out meanwhile).
  await page.waitForTimeout(1_500)
  const searches: number[] = []
  const first = await timeSearch(page, queries[0] ?? "a")
  for (let round = 0; round < rounds; round++)
    for (const query of queries) {
      await timeSearch(page, "")
      searches.push(await timeSearch(page, query))
    }
  await timeSearch(page, "")
  // The whole list again (the deferred search may draw a frame after the first change).
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="list-count"]')?.textContent?.includes(` ${expected}`),
    total,
  )
  const dialogs: number[] = []
  for (let round = 0; round < rounds; round++) {
    dialogs.push(await timeDialog(page, round % 10))
    await page.getByRole("dialog").getByRole("button", { name: "Cancel", exact: true }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
  }
  const nodes = await page.evaluate(() => document.querySelectorAll("*").length)
  console.log(
    `  ${path}: ${serverTotal} rows, on the device in ${(pulled / 1000).toFixed(1)} s; ${await countText(page)}`,
  )
  console.log(`    first search ${first.toFixed(1)} ms; searches ${percentiles(searches)}`)
  console.log(`    edit dialog ${percentiles(dialogs)}; ${nodes} DOM nodes`)
}

const main = async () => {
  if (!existsSync(join(staticDir, "index.html"))) throw new Error(`No build in ${staticDir}: build first`)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    for (const fixture of benchFixtures(["demo", "scale"])) {
      const server = await startServer(await fixtureDatabase("bench-admin-ui", fixture, password))
      try {
        const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
        await context.addInitScript(() => localStorage.setItem("language", "en"))
        const page = await context.newPage()
        await page.request.get("/api/captcha")
        const login = await page.request.post("/api/login", {
          data: { username: "admin", password, captcha: "BENCH" },
        })
        if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`)
        // The server's totals (X-Total-Count of a one-row page of each admin list).
        const count = async (path: string) =>
          Number((await page.request.get(`${path}?limit=1`)).headers()["x-total-count"])
        const posts = await count("/api/blog-posts")
        const employees = await count("/api/employees")
        console.log(`${fixture}:`)
        await benchList(page, "/systemadmin/blog", ["agent", "data", "数据", "zzzz"], posts)
        await benchList(page, "/systemadmin/employees", ["service", "客服", "analyst"], employees)
        await page.goto("/systemadmin")
        await page.getByTestId("tile-count").first().waitFor()
        const tiles = await page.getByTestId("tile-count").allInnerTexts()
        const exact = tiles.some((text) => text.includes(posts.toLocaleString("en")))
        console.log(`  dashboard: ${tiles.join("; ")} (posts ${exact ? "exact" : "NOT EXACT"}: ${posts})`)
        await context.close()
      } finally {
        await stopBenchServer(server)
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
