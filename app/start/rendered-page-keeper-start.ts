/**
 * Starts the keeper of the app's own rendered pages (rendered-page-keeper.ts) once the page is on
 * screen: its code loads in turn after everything the page itself needs (ui/load-in-turn.ts), so the
 * app's start file carries only these few lines.
 */
import type { AnyRouter } from "@tanstack/react-router"
import { loadInTurn, loadPriority } from "../ui/load-in-turn.ts"

/** After everything else that loads in turn: nobody waits for it. */
const keeperPriority = Math.max(...Object.values(loadPriority)) + 1

export const keepRenderedPagesLater = (router: AnyRouter, root: HTMLElement): void => {
  // A browser without the Cache API or a service worker has no pages cache to keep them in.
  if (!("caches" in window) || !("serviceWorker" in navigator)) return
  void loadInTurn(() => import("./rendered-page-keeper.ts"), keeperPriority)
    .then(({ keepRenderedPages }) => keepRenderedPages(router, root))
    .catch(() => {
      // Offline with the code not cached: the worker's own copy of the page stays.
    })
}
