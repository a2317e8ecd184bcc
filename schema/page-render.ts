/**
 * The contract between the server and the app's renderer (app/start/render-page.tsx, built into the
 * build folder by `vite build --ssr`): the server hands it an address and the rows an anonymous
 * visitor's device would hold, and gets the page's markup and the results it was rendered with.
 * Types only: the server loads the built renderer at run time (sync-server/pages/).
 */
import type { ContentLanguage } from "./localized.ts"

export type PublicRow = Readonly<Record<string, unknown>> & { readonly id: number }

/** The rows an anonymous visitor's device holds after a pull (active records, published posts). */
export interface PublicRows {
  readonly employees: readonly PublicRow[]
  readonly teams: readonly PublicRow[]
  readonly projects: readonly PublicRow[]
  readonly tools: readonly PublicRow[]
  readonly blogPosts: readonly PublicRow[]
  readonly settings: PublicRow | undefined
}

export interface PageRenderInput {
  /** The address as requested: `/employees/3`, `/en/blog` (its language decides the page's). */
  readonly address: string
  readonly language: ContentLanguage
  readonly rows: PublicRows
  /**
   * The change log's seq the rows are as of. It goes with the page's results: a device whose local
   * database has pulled less than that keeps the page's content until its pull brings it there.
   */
  readonly cursor: number
}

export interface RenderedMarkup {
  /** The page inside #root, as the app's first render gives it. */
  readonly html: string
  /** <html style>: the brand colours' custom properties, from the settings. */
  readonly htmlStyle: string
  /** What React hoisted for the document's head: preloads of the page's first pictures. */
  readonly headTags: string
  /** The live queries' answers the render read or made (the page's data block). */
  readonly results: Readonly<Record<string, unknown>>
  /** The page says "not found" (no route, or a record that is not there): HTTP 404. */
  readonly notFound: boolean
  /** The ids of the routes the address matched (`/employees/$id`...): which code the page needs. */
  readonly routeIds: readonly string[]
}

export interface PageRenderer {
  readonly renderPage: (input: PageRenderInput) => Promise<RenderedMarkup>
  /** Resolves once every part of the app a page may draw has its code (its lazy parts loaded). */
  readonly ready: () => Promise<void>
}
