/**
 * The app itself, started by app/main.tsx once React, the router and the local database are
 * evaluated: the page's language first (its address's, see language-address.ts; so the first paint is
 * already in it), then the router. The
 * local-first sync engine (startSync, below) and the service worker (root layout) start right after
 * the first paint, to keep their code out of the first load.
 */
import { type AnyRoute, createRouter } from "@tanstack/react-router"
import { startTransition } from "react"
import { createRoot } from "react-dom/client"
import { loadDatabase } from "../db/database-later.ts"
import { embeddedResults } from "../db/prerendered-data.ts"
import { pageLanguage, storedLanguage } from "../features/site/layout/language.ts"
import { arrivalRedirect } from "../features/site/layout/language-address.ts"
import { hydratePrerendered, isPrerendered } from "../features/site/prerender/hydrate.ts"
import { keepRenderedPagesLater } from "./rendered-page-keeper-start.ts"
import { loadSiteTexts } from "../i18n/dictionary-parts.ts"
import { routerOptions } from "./router-options.ts"
import { appTree } from "./app-tree.tsx"
import { loadInTurn, loadPriority, startLoadingInTurn } from "../ui/load-in-turn.ts"
import { nextTask } from "../ui/next-task.ts"
import { afterFirstPaint } from "../ui/use-after-first-paint.ts"

// Made in startApp, in a task of its own (it builds the route tree), not while this module is evaluated.
const createAppRouter = () => createRouter({ ...routerOptions(pageLanguage), scrollRestoration: true })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

/**
 * Right after the first paint, before the parts React mounts then: the local-first engine (pull, push
 * the outbox, keep in sync; startSync is idempotent).
 */
const startSyncAfterFirstPaint = () =>
  afterFirstPaint(() => {
    // The engine's code in three steps: Effect (through the small module of shared fields), then
    // the entity schemas built from it, then the engine. Evaluated at once they are one long task.
    void loadInTurn(() => import("../../schema/fields.ts"), loadPriority.effect)
    void loadInTurn(() => import("../../schema/sync.ts"), loadPriority.schemas)
    void loadInTurn(() => import("../sync/engine.ts"), loadPriority.syncEngine).then(({ startSync }) =>
      startSync(),
    )
  })

/**
 * A reader who chose English and arrives at a Chinese address is moved to the English one (a
 * rendered page's head script does it before anything paints: shared/prerender-html.ts; this is
 * for a page loaded without it).
 */
const moveToChosenLanguage = () => {
  const moved = arrivalRedirect(window.location.pathname, storedLanguage())
  if (moved !== undefined)
    window.history.replaceState(
      window.history.state,
      "",
      `${moved}${window.location.search}${window.location.hash}`,
    )
}

export const startApp = async (): Promise<void> => {
  // The local database the screens read, first of what loads in turn (db/database-later.ts).
  void loadInTurn(loadDatabase, loadPriority.database)
  startSyncAfterFirstPaint()
  moveToChosenLanguage()
  const language = pageLanguage()
  // Only when it differs: setting the attribute at all makes the browser restyle the whole page.
  if (document.documentElement.lang !== language) document.documentElement.lang = language
  await loadSiteTexts(language)
  await nextTask()
  // The browser's locale data, in a task of its own: the first Intl call sets it up (30 ms and more
  // on a phone), and react-aria makes that call when its code is evaluated, with the page's own code.
  // (A prerendered page made it before its first paint: shared/prerender-html.ts.)
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language])
  await nextTask()
  const router = createAppRouter()
  await nextTask()

  // The page's own code (its route chunks) before the first render: that render then has all it
  // needs. Otherwise it stops at the missing chunk, and the chunk's arrival makes the router update its
  // state and React render the page again in one synchronous task.
  try {
    const matches = router.matchRoutes(router.latestLocation)
    const routes = new Map<string, AnyRoute>(
      Object.values(router.routesById).map((route) => [route.id, route]),
    )
    await Promise.all(
      matches.map((match) => {
        const route = routes.get(match.routeId)
        return route === undefined ? undefined : router.loadRouteChunk(route)
      }),
    )
  } catch {
    // The router loads it again while rendering, and shows its error page if that fails too.
  }
  await nextTask()
  // The route matched and loaded before the first render, too: loaded during it, the router's state
  // changes under a render in progress, and React drops the sliced render for one synchronous render
  // of the whole page (a task of 70 ms and more on a phone).
  await router.load().catch(() => undefined)
  await nextTask()

  const root = document.getElementById("root")
  if (root === null) throw new Error("index.html has no #root element")
  // The page, once rendered from the local database, is kept for an offline first paint (issue 17).
  keepRenderedPagesLater(router, root)

  // A rendered page (the server's, sync-server/pages/; or the app's own, kept offline) is hydrated
  // with the content it was rendered with.
  if (isPrerendered(root)) {
    const results = embeddedResults()
    if (results !== undefined) {
      // What loads in turn waits for the page to be hydrated: its requests and evaluation would
      // otherwise compete with the hydration's slices on a slow phone.
      hydratePrerendered(
        root,
        results,
        (onCommitted) => appTree(router, language, onCommitted),
        startLoadingInTurn,
      )
      return
    }
    // Markup without its content cannot be hydrated: the app renders the page anew.
    root.removeAttribute("data-prerendered")
  }
  startLoadingInTurn()
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks input.
  startTransition(() => {
    createRoot(root).render(appTree(router, language))
  })
}
