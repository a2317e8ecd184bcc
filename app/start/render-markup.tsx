/**
 * The app's render of the page on screen to markup (for its offline copy: rendered-page-keeper.ts):
 * React's server renderer over the app's own tree (app-tree.tsx) and the live queries' latest
 * results, as the server renders its pages (render-page.tsx). The result is what the kept
 * page is hydrated from: the markup, and the query results the render read (embedded in the page, see
 * db/prerendered-data.ts). Loaded only when a page is kept.
 */
import type { AnyRouter } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import { recordedResults, renderMatching } from "../db/prerendered-data.ts"
import type { Locales } from "../i18n/i18n-types.ts"
import { appTree } from "./app-tree.tsx"

export interface RenderedPage {
  readonly html: string
  /** The live query results the render read, by key. */
  readonly results: Record<string, unknown>
}

export const renderMarkup = (router: AnyRouter, language: Locales): RenderedPage => {
  const rendered = renderMatching(recordedResults(), () => renderToString(appTree(router, language)))
  // React puts preloads of the page's first pictures first, for a document's <head>. In #root they
  // are nodes the app's render does not have, which would stop the hydration.
  const html = rendered.html.replace(/^(?:<link [^>]*>)+/, "")
  // A part that suspended (code or content not there yet) would be rendered by the browser instead.
  if (html.includes("<!--$!-->"))
    throw new Error(`render: part of ${location.pathname} could not be rendered`)
  return { html, results: Object.fromEntries(rendered.read) }
}
