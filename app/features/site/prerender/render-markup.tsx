/**
 * The prerender's render of a page to markup (called by scripts/prerender.ts in the browser, once the
 * page shows its content): React's server renderer over the app's own tree (ui/app-tree.tsx) and the
 * live queries' latest results. The result is what a prerendered page is hydrated from: the markup,
 * and the query results the render read (embedded in the page, see db/prerendered-data.ts).
 * This module is loaded only by the prerender; readers never download it.
 */
import type { AnyRouter } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import { beginMatchingRender, endMatchingRender, recordedResults } from "../../../db/prerendered-data.ts"
import type { Locales } from "../../../i18n/i18n-types.ts"
import { appTree } from "../../../ui/app-tree.tsx"

export interface RenderedPage {
  readonly html: string
  /** The live query results the render read, by key. */
  readonly results: Record<string, unknown>
}

export const renderMarkup = (router: AnyRouter, language: Locales): RenderedPage => {
  const recorded = recordedResults()
  beginMatchingRender(recorded)
  let html: string
  let read: ReadonlyMap<string, unknown>
  try {
    html = renderToString(appTree(router, language))
  } finally {
    read = endMatchingRender()
  }
  // React puts preloads of the page's first pictures first, for a document's <head>. In #root they
  // are nodes the app's render does not have, which would stop the hydration.
  html = html.replace(/^(?:<link [^>]*>)+/, "")
  // A part that suspended (code or content not there yet) would be rendered by the browser instead.
  if (html.includes("<!--$!-->"))
    throw new Error(`prerender: part of ${location.pathname} could not be rendered`)
  return { html, results: Object.fromEntries(read) }
}
