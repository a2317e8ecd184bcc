/**
 * The site's one Content-Security-Policy (docs/security.md explains every directive): scripts only
 * from this origin and the few inline scripts of the built pages, by hash; no eval, no plugins, no
 * framing, no foreign base or form targets.
 */
import type { InlineHashes } from "./inline-hashes.ts"

export type Directives = Readonly<Record<string, readonly string[]>>

/** The production policy for a build whose inline scripts and styles have these hashes. */
export const siteDirectives = (hashes: InlineHashes): Directives => ({
  "default-src": ["'self'"],
  // No 'unsafe-inline', no 'unsafe-eval': the prerendered pages' three constant scripts by hash.
  "script-src": ["'self'", ...hashes.scripts],
  // No inline event handlers (onclick="…") at all; the app sets none.
  "script-src-attr": ["'none'"],
  // <style> elements: the app's stylesheet (inlined in prerendered pages), the pages' own small
  // rules and react-aria's pressable rule in index.html, by hash; stylesheets from this origin.
  "style-src-elem": ["'self'", ...hashes.styles],
  // style="…" attributes: React's server renderer writes the components' inline styles into the
  // prerendered markup (and <html style> holds the brand colours), and the hydration must find them
  // there. A style attribute cannot run script; the risk it leaves is CSS-based page defacement, which
  // would need an HTML injection that the markup escaping already prevents.
  "style-src-attr": ["'unsafe-inline'"],
  // Read only by browsers without style-src-elem/-attr (Safari before 15.4, Firefox before 108): they
  // get the union of the two, or the prerendered pages' style attributes would be dropped.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Pictures are URLs administrators type: this site's files or any https host; data: for small
  // inline pictures. Never plain http (mixed content).
  "img-src": ["'self'", "data:", "https:"],
  // The API is this origin. https: because the pictures on other hosts are fetched with fetch(), by
  // the service worker's picture cache and by "keep this site offline" (app/sync/offline-download.ts),
  // and connect-src governs fetch(); it opens no channel img-src does not already open.
  "connect-src": ["'self'", "https:"],
  "font-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
})

/**
 * `npm run dev` only (sync-server/dev.ts): Vite's dev server puts an inline React-refresh preamble in
 * the page, injects every stylesheet as an inline <style>, and talks to its hot-reload socket on
 * another port. Never sent by `npm run serve`.
 */
export const developmentDirectives = (): Directives => ({
  ...siteDirectives({ scripts: [], styles: [] }),
  "script-src": ["'self'", "'unsafe-inline'"],
  "style-src-elem": ["'self'", "'unsafe-inline'"],
  "connect-src": ["'self'", "https:", "ws:", "wss:"],
})

/** Over HTTPS only: asks the browser to fetch the http:// pictures administrators typed over https://. */
export const httpsOnlyDirectives: Directives = { "upgrade-insecure-requests": [] }
