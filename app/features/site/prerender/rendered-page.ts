/**
 * The rules of the app's own rendered pages (app/start/rendered-page-keeper.ts), pure so they are tested alone:
 * what a page kept in the pages cache is (the app shell, the server's prerendered page, or a page the
 * app rendered itself), whether the app's render should replace it, and the answer it is kept as.
 */

/**
 * The header that marks an answer the app wrote itself, with the time of its render (ms since the
 * epoch). The server never sends it, so a page without it came from the server.
 */
export const renderedByAppHeader = "x-rendered-by-app"

/** What a kept page is. */
export type KeptPage =
  /** Nothing kept for the address yet. */
  | { readonly kind: "none" }
  /** index.html: the app shell, no content. */
  | { readonly kind: "shell" }
  /** A prerendered page the server sent (scripts/prerender.ts), fetched at `fetchedAt` (ms). */
  | { readonly kind: "server"; readonly markup: string; readonly fetchedAt: number }
  /** A page the app rendered and kept. */
  | { readonly kind: "app"; readonly document: string }

const rootStart = /<div id="root" data-prerendered="[^"]*">/

/**
 * The markup in a rendered page's #root (what the app hydrates), or undefined for a page that has
 * none (the app shell). The data blocks follow #root directly (shared/prerender-html.ts).
 */
export const rootMarkup = (html: string): string | undefined => {
  const start = rootStart.exec(html)
  if (start === null) return undefined
  const from = start.index + start[0].length
  const end = html.indexOf('</div><script type="application/json"', from)
  return end === -1 ? undefined : html.slice(from, end)
}

/** What the kept answer `response` (its headers) with the body `html` is. */
export const keptPageOf = (headers: Headers | undefined, html: string): KeptPage => {
  if (headers === undefined) return { kind: "none" }
  if (headers.has(renderedByAppHeader)) return { kind: "app", document: html }
  const markup = rootMarkup(html)
  if (markup === undefined) return { kind: "shell" }
  const date = Date.parse(headers.get("date") ?? "")
  return { kind: "server", markup, fetchedAt: Number.isNaN(date) ? 0 : date }
}

export interface OwnRender {
  /** The whole page the app would keep. */
  readonly document: string
  /** Its #root markup. */
  readonly markup: string
  /** When the page on screen was loaded (performance.timeOrigin): its content is at least as new. */
  readonly loadedAt: number
}

/**
 * Whether the app's render replaces the kept page:
 * - nothing kept: no (the answer it would be kept as copies the server's headers, its security policy
 *   above all; the worker keeps the server's answer first, and a later render replaces it);
 * - the app shell: yes, that is the point (offline, the content is there at the first paint);
 * - a page the app rendered: when the render differs (the content changed since, e.g. after a sync);
 * - the server's prerendered page: only when the content differs and the server sent it before this
 *   page was loaded. The server sends it only while its content is the build's; a page fetched since
 *   this page loaded is the server's word on content at least as new as what this page shows.
 */
export const replacesKept = (kept: KeptPage, render: OwnRender): boolean => {
  switch (kept.kind) {
    case "none":
      return false
    case "shell":
      return true
    case "app":
      return kept.document !== render.document
    case "server":
      // The Date header counts whole seconds: a page fetched within this page's first second counts as newer.
      return kept.markup !== render.markup && kept.fetchedAt < Math.floor(render.loadedAt / 1000) * 1000
  }
}

/** Headers the kept answer does not take from the server's: its body is new, plain text. */
const bodyHeaders = ["content-length", "content-encoding", "etag", "last-modified", "vary"]

/**
 * The headers of the app's rendered page: the server's answer for the address (its security headers,
 * its Content-Security-Policy above all, which the page's inline scripts and styles are hashed for),
 * less those about the old body, and the app's mark with the render's time.
 */
export const renderedPageHeaders = (server: Headers, renderedAt: number): Headers => {
  const headers = new Headers(server)
  for (const name of bodyHeaders) headers.delete(name)
  headers.set("content-type", "text/html; charset=utf-8")
  headers.set(renderedByAppHeader, String(renderedAt))
  return headers
}

/**
 * True when the page on screen shows its content as the local database has it: not a prerendered page
 * still hydrating, a page there, no loading skeleton (aria-busy) anywhere.
 */
export const showsSettledContent = (root: HTMLElement): boolean =>
  !root.hasAttribute("data-prerendered") &&
  root.querySelector("main") !== null &&
  root.querySelector('[aria-busy="true"]') === null
