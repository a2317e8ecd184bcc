/**
 * The app keeps its own rendered page (issue 17, a returning reader offline on a site whose content
 * is not the build's): once a public page shows its content from the local database, the app renders
 * it to markup the way the prerender does (render-markup.tsx) and keeps it in the service worker's
 * pages cache for its address, in the shape of a prerendered page
 * (shared/prerender-html.ts), which the app hydrates from the content it was
 * rendered with (features/site/prerender/hydrate.ts, db/prerendered-data.ts). The server sends such a
 * site `index.html` for every address, so that is all the worker had kept: now an installed site
 * opened offline shows the content at its first paint, not the app shell.
 * It is part of the app's start (app/start/): it renders the app's whole tree (app-tree.tsx).
 *
 * Why the page does it and not the worker: the worker has neither React nor the app's tree, nor the
 * local database's content as the page renders it (its queries, the reader's language, the Markdown
 * renderer); rendering there would mean a second copy of the app in the worker. The page has all of
 * it at hand, and windows have the Cache API too, so it writes into the worker's cache directly.
 *
 * When: a while after the page last changed (a navigation, a sync's new content), in an idle period,
 * after the page's first paint and hydration (this module loads in turn, after them). Loaded lazily
 * (rendered-page-keeper-start.ts), with React's server renderer loaded only when a page is kept.
 */
import type { AnyRouter } from "@tanstack/react-router"
import { linkedStylesheet, prerenderedPage } from "../../shared/prerender-html.ts"
import { addressLanguage } from "../features/site/layout/language-address.ts"
import { pageLanguage } from "../features/site/layout/language.ts"
import {
  keptPageOf,
  renderedPageHeaders,
  replacesKept,
  rootMarkup,
  showsSettledContent,
} from "../features/site/prerender/rendered-page.ts"

/** How long the page must stay unchanged before it is rendered and kept. */
const quietMs = 1_500
/** Retries when the worker has kept nothing for the address yet (it does on activate). */
const retryMs = 2_000
const maxRetries = 5

/** The precached app shell and stylesheet, read once: they are this build's for as long as the page lives. */
interface Template {
  readonly html: string
  readonly css: { readonly href: string; readonly text: string }
}

let template: Promise<Template | undefined> | undefined

/** The script the page on screen was started from (index.html's, or the one a prerendered page's loader added). */
const runningEntry = (): string | undefined =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? undefined

/**
 * The build's index.html (the shape of every rendered page) and its stylesheet, from the worker's
 * precache (offline too); undefined unless it starts the same script as the page on screen, so a
 * kept page never mixes this bundle's markup with another build's files.
 */
const readTemplate = (): Promise<Template | undefined> =>
  (template ??= (async () => {
    const entry = runningEntry()
    const html = await (await fetch("/index.html")).text()
    if (entry === undefined || !html.includes(`src="${entry}"`)) return undefined
    const href = linkedStylesheet(html)
    return { html, css: { href, text: await (await fetch(href)).text() } }
  })().catch(() => {
    template = undefined
    return undefined
  }))

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5_000 })
  else setTimeout(run, 0)
}

/** The address the worker keeps a navigation under: the URL without its fragment. */
const currentAddress = (): string => {
  const url = new URL(window.location.href)
  url.hash = ""
  return url.href
}

type Outcome = "kept" | "unchanged" | "not-now" | "retry"

/** Renders the page on screen and keeps it, if it is a public page with its content and worth keeping. */
const keepPage = async (router: AnyRouter, root: HTMLElement): Promise<Outcome> => {
  const address = currentAddress()
  const path = window.location.pathname
  if (addressLanguage(path) === undefined || !showsSettledContent(root)) return "not-now"
  if (router.state.status !== "idle" || router.state.isLoading) return "not-now"
  // The worker makes the cache when it activates (and drops it when a newer version does): none yet,
  // or no longer, and this page is not kept.
  if (!(await caches.has(__SITE_PAGES_CACHE__))) return "retry"
  const cache = await caches.open(__SITE_PAGES_CACHE__)
  const kept = await cache.match(address, { ignoreVary: true })
  const keptPage = keptPageOf(kept?.headers, kept === undefined ? "" : await kept.clone().text())
  if (kept === undefined) return "retry"
  const shape = await readTemplate()
  if (shape === undefined) return "not-now"
  const { renderMarkup } = await import("./render-markup.tsx")
  // The page may have moved on while the code loaded.
  if (currentAddress() !== address || !showsSettledContent(root)) return "not-now"
  const language = pageLanguage()
  const rendered = renderMarkup(router, language)
  const page = prerenderedPage({
    template: shape.html,
    css: shape.css,
    language,
    page: {
      html: rendered.html,
      results: rendered.results,
      title: document.title,
      htmlStyle: document.documentElement.getAttribute("style") ?? "",
      // The entry's own preloads (the template's): the page's route code follows from there.
      scripts: [],
    },
  })
  const markup = rootMarkup(page) ?? ""
  if (!replacesKept(keptPage, { document: page, markup, loadedAt: performance.timeOrigin }))
    return "unchanged"
  await cache.put(
    address,
    new Response(page, { status: 200, headers: renderedPageHeaders(kept.headers, Date.now()) }),
  )
  return "kept"
}

/**
 * Watches the page on screen (its content changes, the router's navigations) and keeps it once it
 * has been quiet for a moment. The same page with the same markup is not rendered twice.
 */
export const keepRenderedPages = (router: AnyRouter, root: HTMLElement): void => {
  if (!("caches" in window)) return
  let timer: number | undefined
  let running = false
  let pending = false
  let retries = 0
  /** The address and the page's markup as last kept (or found unchanged): nothing to do for them. */
  let lastSeen = ""

  const schedule = (delay = quietMs) => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => whenIdle(() => void run()), delay)
  }

  const run = async () => {
    if (running) {
      pending = true
      return
    }
    // The back office is never kept: its markup (a table of a thousand rows) is not even read.
    if (addressLanguage(window.location.pathname) === undefined) return
    const seen = `${currentAddress()}\n${root.querySelector("main")?.innerHTML ?? ""}`
    if (seen === lastSeen) return
    running = true
    try {
      const outcome = await keepPage(router, root)
      if (outcome === "kept" || outcome === "unchanged") {
        lastSeen = seen
        retries = 0
      } else if (outcome === "retry" && retries < maxRetries) {
        retries++
        schedule(retryMs * retries)
      }
    } catch {
      // A page that cannot be rendered to markup (a part still loading) or kept (storage full): the
      // page is kept at its next change; the worker's own copy stays meanwhile.
    } finally {
      running = false
      if (pending) {
        pending = false
        schedule()
      }
    }
  }

  new MutationObserver(() => schedule()).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    // Content and loading states, not hover or focus styles.
    attributeFilter: ["aria-busy", "data-prerendered", "src", "href"],
  })
  router.subscribe("onResolved", () => schedule())
  navigator.serviceWorker?.addEventListener("controllerchange", () => schedule())
  schedule()
}
