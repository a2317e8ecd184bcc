/**
 * After `vite build` (and before precompress): snapshots every public page's rendered markup, in
 * both languages, so the server can send a page whose first paint needs no JavaScript
 * (sync-server/http/static.ts): `<build>/prerendered/<route>.html` for the Chinese address `/x`,
 * `<build>/prerendered/en/<route>.html` for the English one `/en/x` (the home pages:
 * `prerendered/index.html` and `prerendered/en/index.html`). How: the real server with the demo
 * content serves the build on a free port; the system Chromium opens each public route (list and
 * static pages, and every demo record's detail page) at both addresses, waits until the page has its
 * content (no loading skeleton, footer there), and has the app render it to markup with React's server
 * renderer (app/features/site/prerender/render-markup.tsx). It keeps that markup, the content it was
 * rendered with, the title and the brand colours. The app hydrates the page when it starts
 * (app/features/site/prerender/hydrate.ts): content edited later in the back office replaces the
 * snapshot's as soon as the app has it.
 *
 * Without a Chromium (CHROMIUM_PATH, default /usr/bin/chromium) it prints why and leaves the build as
 * it is: every route then gets index.html, as before.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { type Browser, chromium } from "@playwright/test"
import { type RunningServer, startServer } from "../sync-server/server.ts"
import { prerenderStampFile, prerenderedFileFor } from "../sync-server/http/static.ts"
import { openDatabase } from "../sync-server/db/connection.ts"
import { publicContentStamp } from "../sync-server/sync/change-log.ts"
import { cspHashesFile, writeBuildHashes } from "../sync-server/security/inline-hashes.ts"
import { type Snapshot, linkedStylesheet, prerenderedPage } from "./prerender-html.ts"
import { addressIn } from "../app/features/site/layout/language-address.ts"
import { chromiumArgs, chromiumPath } from "./system-chromium.ts"

const staticRoutes = [
  "/",
  "/employees",
  "/teams",
  "/projects",
  "/tools",
  "/blog",
  "/collaboration",
  "/contact",
  "/about",
  "/privacy",
  "/terms",
]
const detailLists = [
  { api: "/api/employees", route: "/employees" },
  { api: "/api/teams", route: "/teams" },
  { api: "/api/projects", route: "/projects" },
  { api: "/api/tools", route: "/tools" },
  { api: "/api/blog-posts?published=true", route: "/blog" },
]

const root = resolve(process.argv[2] ?? "dist")

const startDemoServer = async (databaseDir: string): Promise<RunningServer> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(databaseDir, "prerender.db")}`,
    sessionSecret: "prerender",
    production: false,
    // Nobody logs in to this throw-away database; a password of its own keeps the bootstrap quiet.
    adminUsername: "admin",
    adminPassword: randomBytes(16).toString("hex"),
    demoContent: true,
    captchaTestText: undefined,
    staticDir: root,
  })

const detailRoutes = async (base: string): Promise<string[]> => {
  const routes: string[] = []
  for (const list of detailLists) {
    const rows = (await (await fetch(`${base}${list.api}`)).json()) as Array<{ id: number }>
    for (const row of rows) routes.push(`${list.route}/${row.id}`)
  }
  return routes
}

/**
 * Every route's snapshot in one language (at its address in that language, the saved language the
 * same), by route, one page reused (its local database fills once).
 */
const snapshotAll = async (
  browser: Browser,
  base: string,
  language: "zh-CN" | "en",
  routes: readonly string[],
): Promise<Map<string, Snapshot>> => {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 1280, height: 900 },
  })
  await context.addInitScript((saved) => {
    localStorage.setItem("language", saved)
    // The app records its content's query results and offers its render to markup (app/ui/start-app.tsx).
    Object.assign(window, { __prerendering: true })
  }, language)
  // Routing every script request turns the HTTP cache off, so each page load requests all it needs
  // and the resource timing entries the app lists its scripts from are all there.
  await context.route("**/assets/*.js", (route) => route.continue())
  const page = await context.newPage()
  const snapshots = new Map<string, Snapshot>()
  try {
    for (const route of routes) {
      await page.goto(`${base}${addressIn(route, language)}`)
      await page.waitForFunction(
        () => {
          const app = document.getElementById("root")
          return (
            app !== null &&
            !app.hasAttribute("data-prerendered") &&
            app.querySelector("main") !== null &&
            app.querySelector("footer") !== null &&
            app.querySelector('[aria-busy="true"]') === null
          )
        },
        undefined,
        { timeout: 60_000 },
      )
      // The page's markup as React's server renderer gives it, which is what the app can hydrate.
      const rendered = await page.evaluate(async () => {
        const render = (window as { __renderMarkup?: () => Promise<{ html: string; results: object }> })
          .__renderMarkup
        if (render === undefined) throw new Error("the app offers no render to markup")
        return {
          ...(await render()),
          title: document.title,
          htmlStyle: document.documentElement.getAttribute("style") ?? "",
          // What the page preloads: the code the app loaded before it rendered the page (what comes
          // after, the sync engine and the parts that mount after the first paint, loads after the
          // hydration). Listed by the app itself (app/ui/start-app.tsx).
          scripts: (window as { __renderScripts?: string[] }).__renderScripts ?? [],
        }
      })
      snapshots.set(route, {
        html: rendered.html,
        results: rendered.results as Record<string, unknown>,
        title: rendered.title,
        htmlStyle: rendered.htmlStyle,
        scripts: rendered.scripts,
      })
    }
  } finally {
    await context.close()
  }
  return snapshots
}

const main = async () => {
  const templatePath = join(root, "index.html")
  if (!existsSync(templatePath)) throw new Error(`prerender: no build in ${root}`)
  if (!existsSync(chromiumPath)) {
    console.warn(`prerender: no Chromium at ${chromiumPath}; pages are not prerendered`)
    return
  }
  const template = readFileSync(templatePath, "utf8")
  const href = linkedStylesheet(template)
  const css = { href, text: readFileSync(join(root, href), "utf8") }
  // A rebuild into the same folder must not serve the last build's pages while snapshotting.
  rmSync(join(root, "prerendered"), { recursive: true, force: true })

  const databaseDir = mkdtempSync(join(tmpdir(), "prerender-"))
  const server = await startDemoServer(databaseDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const base = `http://127.0.0.1:${server.port}`
    const routes = [...staticRoutes, ...(await detailRoutes(base))]
    const [zh, en] = await Promise.all([
      snapshotAll(browser, base, "zh-CN", routes),
      snapshotAll(browser, base, "en", routes),
    ])
    for (const route of routes) {
      for (const [language, snapshots] of [
        ["zh-CN", zh],
        ["en", en],
      ] as const) {
        const file = prerenderedFileFor(addressIn(route, language))
        const snapshot = snapshots.get(route)
        if (file === undefined || snapshot === undefined)
          throw new Error(`prerender: ${route} has no ${language} snapshot`)
        mkdirSync(dirname(join(root, file)), { recursive: true })
        writeFileSync(join(root, file), prerenderedPage({ template, css, language, page: snapshot }))
      }
    }
    // The server sends these pages only for a database that starts with this same content.
    const db = openDatabase(`sqlite:${join(databaseDir, "prerender.db")}`)
    writeFileSync(join(root, prerenderStampFile), await publicContentStamp(db.knex))
    await db.knex.destroy()
    // The Content-Security-Policy's hashes: index.html's and the prerendered pages' inline scripts
    // and styles (the same few on every page: see prerender-html.ts).
    const hashes = writeBuildHashes(root)
    console.log(
      `prerendered ${routes.length} pages at their zh-CN and en addresses into ${join(root, "prerendered")}`,
    )
    console.log(
      `CSP hashes: ${hashes.scripts.length} scripts, ${hashes.styles.length} styles (${join(root, cspHashesFile)})`,
    )
  } finally {
    await browser.close()
    await server.close()
    rmSync(databaseDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
