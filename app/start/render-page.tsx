/**
 * The server's renderer (built by `vite build --ssr` into the build folder, loaded by
 * sync-server/pages/): every public page, in its address's language, rendered to markup with React's
 * server renderer over the app's own tree (app-tree.tsx), with the same router options as the app.
 * The live queries answer from the rows an anonymous visitor's device would hold (db/rows-answers.ts),
 * through the same matching render the app's hydration uses (db/prerendered-data.ts), so the app
 * adopts the markup as it is. The answers the render read go with the page, as its data block.
 *
 * `renderToString`, not a stream: the server keeps each rendered page and sends it whole and
 * compressed (sync-server/pages/page-cache.ts), so nothing would be sent earlier by streaming; and a
 * synchronous render is what lets the matching render's answers be one module-level source.
 */
import { createMemoryHistory, createRouter } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import type { PageRenderInput, PageRenderer, RenderedMarkup } from "../../schema/page-render.ts"
import { pageCursorKey, renderMatching } from "../db/prerendered-data.ts"
import { answersOver, isNotFoundAnswer } from "../db/rows-answers.ts"
import { loadLocaleAsync } from "../i18n/i18n-util.async.ts"
import { appTree } from "./app-tree.tsx"
import { brandVariables } from "../ui/brand-colors.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { startLoadingInTurn } from "../ui/load-in-turn.ts"
import { routerOptions } from "./router-options.ts"

await Promise.all([loadLocaleAsync("zh-CN"), loadLocaleAsync("en")])
// The parts that load in turn in a browser (the footer) may load at once here.
startLoadingInTurn()

/** React's marker of a Suspense boundary it left for the browser to render (a part not loaded yet). */
const clientRenderedPart = "<!--$!-->"

/** React puts preloads of the page's first pictures first, for the document's head. */
const leadingHeadTags = /^(?:<link [^>]*>)+/

/**
 * A route that matched nothing: the router gives the root route's match its not-found flag (an
 * internal field; the 404 tests of sync-server/pages/ would see it go).
 */
const isNotFoundMatch = (match: { status: string }): boolean =>
  match.status === "notFound" || (match as { _notFound?: unknown })._notFound === true

/** <html style> as the browser writes what BrandColors sets: the settings' colours as custom properties. */
const htmlStyleOf = (rows: PageRenderInput["rows"]): string => {
  const settings = { ...settingsDefaults, ...rows.settings }
  return Object.entries(brandVariables(settings.primaryColor, settings.accentColor))
    .map(([name, value]) => `${name}: ${value};`)
    .join(" ")
}

const renderOnce = async ({ address, language, rows, cursor }: PageRenderInput): Promise<RenderedMarkup> => {
  const router = createRouter({
    ...routerOptions(() => language),
    history: createMemoryHistory({ initialEntries: [address] }),
    // The browser's path through the router's code: the markup the app's own render gives.
    isServer: false,
    origin: "http://localhost",
  })
  await router.load()
  const { html, read } = renderMatching(answersOver(rows), () => renderToString(appTree(router, language)))
  const headTags = leadingHeadTags.exec(html)?.[0] ?? ""
  const matches = router.state.matches
  return {
    html: html.slice(headTags.length),
    htmlStyle: htmlStyleOf(rows),
    headTags,
    // The seq the rows are as of goes with them: a device that has pulled less keeps the page's content.
    results: { ...Object.fromEntries(read), [pageCursorKey]: cursor },
    notFound: matches.some(isNotFoundMatch) || [...read.values()].some(isNotFoundAnswer),
    routeIds: matches.map((match) => match.routeId),
  }
}

const waitForParts = () => new Promise((resolve) => setTimeout(resolve, 10))

/** How long the first render waits for the lazy parts' code, at most (it loads in milliseconds). */
const firstLoadAttempts = 200

let partsLoaded = false

/**
 * A part of the page whose code is not loaded yet (a lazy part: the footer) is left to the browser by
 * React. The first render loads it; until then the page is rendered again once it has come (a few
 * milliseconds, once per process). Later, a part left to the browser is one whose render failed: the
 * page goes out as it is (the browser renders that part), and the server's log says so.
 */
const renderPage = async (input: PageRenderInput): Promise<RenderedMarkup> => {
  let rendered = await renderOnce(input)
  for (let attempt = 0; !partsLoaded && attempt < firstLoadAttempts; attempt++) {
    if (!rendered.html.includes(clientRenderedPart)) break
    await waitForParts()
    rendered = await renderOnce(input)
  }
  partsLoaded = true
  if (rendered.html.includes(clientRenderedPart))
    console.error(`render: part of ${input.address} could not be rendered; the browser renders it`)
  return rendered
}

const emptyRows = { employees: [], teams: [], projects: [], tools: [], blogPosts: [], settings: undefined }

export const renderer: PageRenderer = {
  renderPage,
  // Every lazy part a public page draws loads with the first page's render.
  ready: async () => {
    await renderPage({ address: "/", language: "zh-CN", rows: emptyRows, cursor: 0 })
  },
}
