/**
 * Pure assembly of a prerendered page (the server's pages, sync-server/pages/live-pages.ts; the app's
 * own kept pages, app/start/rendered-page-keeper.ts; index.html's head script, vite.config.ts). It is
 * in shared/ because the server and the browser both run it (the server never imports app/, the app
 * never imports scripts/ or sync-server/). The built index.html with
 * - the app's stylesheet inlined, so the first paint waits for no second request;
 * - the page's markup in its address's language (issue 17: `/x` is Chinese, `/en/x` English), with
 *   <html lang> and the title in that language;
 * - two tiny inline scripts, the same text on every page (so the Content-Security-Policy allows them
 *   by hash, see sync-server/security/): one in <head> that moves a reader who chose English (saved
 *   in localStorage "language") from a Chinese address to its English one before anything paints,
 *   and the loader of the app. What differs per page (the files to preload) is in a JSON data block
 *   the loader reads.
 * - the content the markup was rendered with (the live queries' results, as JSON), from which the app
 *   hydrates the markup (app/features/site/prerender/hydrate.ts).
 */

import { prerenderedDataId } from "./prerendered-data.ts"

export interface Snapshot {
  /** The page's markup, from React's server renderer once the page has its content. */
  readonly html: string
  /** The live query results that markup was rendered with, by key (app/db/prerendered-data.ts). */
  readonly results: Readonly<Record<string, unknown>>
  readonly title: string
  /** <html style>: the brand colours' custom properties. */
  readonly htmlStyle: string
  /**
   * The JavaScript files the app requested, in order, until it started rendering the page: what the
   * loader preloads. Empty: the template's own preloads (the entry's steps) instead.
   */
  readonly scripts?: readonly string[]
}

export interface PrerenderInput {
  /** The built index.html. */
  readonly template: string
  /** The stylesheet linked by the template: its href and its text. */
  readonly css: { readonly href: string; readonly text: string }
  /** The language of the page's address (its markup's). */
  readonly language: "zh-CN" | "en"
  readonly page: Snapshot
}

const escapeAttribute = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;")

const escapeText = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

/** A JSON value safe inside an inline <script>. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029")

/** The data block the loader reads: what to load. */
export const prerenderedLoaderId = "prerendered-loader"

const dataBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${scriptJson(value)}</script>`

// Every inline script below is the same text on every page: the Content-Security-Policy allows them
// by their hashes (sync-server/security/), computed once per build, with no 'unsafe-inline'. What
// differs per page (the preloads) is in a JSON data block, which CSP lets be.

// The browser's locale data is set up by the first Intl call (30 ms and more on a phone; react-aria
// makes one when its code is evaluated). Made here, before the first paint, it costs a slightly later
// paint instead of a long task once the page is on screen, when a tap would wait for it.
// A reader who chose English (the language toggle saves it) and arrives at a Chinese address is moved
// to the English one at once (location.replace: the Chinese address stays out of the history), the
// page hidden meanwhile so no Chinese is painted. addressIn (language-address.ts) writes the same
// address. The English page itself needs nothing: its <html lang> and markup are English already.
// The build puts the same script in index.html too (vite.config.ts), which the server sends for every
// address it has no prerendered page for: there it gives an `/en` address its <html lang="en"> before
// the first paint (the app would only set it once started), and leaves the back office, whose
// addresses have no English form, where it is (isLanguageFree).
export const headScript =
  `<script>(function(){var d=document,h=d.documentElement,p=location.pathname;` +
  `if(/^\\/en(\\/|$)/.test(p)&&h.lang!=="en")h.lang="en";` +
  `if(/^\\/(systemadmin|api|myworkspace)(\\/|$)/.test(p))return;` +
  `try{if(h.lang!=="en"&&localStorage.getItem("language")==="en"){h.style.display="none";` +
  `location.replace("/en"+(p==="/"?"":p)+location.search+location.hash);return}}catch(e){}` +
  `try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language])}catch(e){}})()</script>`

// Before the app has hydrated the page, its controls take no clicks: a click on them would be lost.
// Its links work as plain links (the next page is prerendered too), so a reader never waits for the
// app to move on. Keyboard focus and typed text are kept by the hydration. The rule names the controls
// rather than all of #root: when the attribute goes, the browser then restyles only them, not the page.
export const headStyle = `<style>#root[data-prerendered] :is(button,input,select,textarea,label){pointer-events:none}</style>`

/**
 * Loads the app after the first paint: the module script and its preloads are requested from a
 * task after the first contentful paint, so nothing competes with the page itself for it. A tab
 * opened in the background (no animation frames) loads it after a second. If the script cannot be
 * loaded the page stops waiting for it: its links work as plain links.
 * The preloads are every file this page's app needs to hydrate it, in the page's language (each
 * loads its own translations). The build itself preloads nothing (vite.config.ts,
 * modulePreload: false): its helper starts a dynamic import's preloads all in one task.
 * The entry and the preloads come from the page's data block (`LoaderData`).
 */
const preloadsPerTask = 1

export interface LoaderData {
  readonly entry: string
  readonly preloads: readonly string[]
}

export const loaderScript =
  `<script>(function(){var done=false;function go(){if(done)return;done=true;` +
  `var c=JSON.parse(document.getElementById(${JSON.stringify(prerenderedLoaderId)}).textContent),` +
  `p=c.preloads,i=0;` +
  // One preload per task: starting a request costs the main thread a few milliseconds on a slow
  // phone, and thirty of them in one task would block input for a tenth of a second or more.
  `(function more(){for(var n=0;n<${preloadsPerTask}&&i<p.length;n++,i++){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.setAttribute("crossorigin","");l.href=p[i];document.head.appendChild(l)}` +
  `if(i<p.length){setTimeout(more,0);return}` +
  `var s=document.createElement("script");s.type="module";s.setAttribute("crossorigin","");` +
  `s.onerror=unlock;s.src=c.entry;document.head.appendChild(s)})()}` +
  // Without the app (its script failed to load, e.g. offline), the page stays a working static page.
  `function unlock(){var r=document.getElementById("root");if(r)r.removeAttribute("data-prerendered")}` +
  // Started once the first contentful paint is on screen (its entry is reported after the frame is
  // presented): requests started before it would compete with the page's own pictures.
  `function painted(list){var e=list.getEntries();for(var k=0;k<e.length;k++)if(e[k].name==="first-contentful-paint")` +
  `return setTimeout(go,0)}try{new PerformanceObserver(painted).observe({type:"paint",buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,1000)})()</script>`

const replaceOnce = (text: string, search: string | RegExp, replacement: string): string => {
  const found = typeof search === "string" ? text.includes(search) : search.test(text)
  if (!found) throw new Error(`prerender: the template has no ${String(search)}`)
  return text.replace(search, () => replacement)
}

/** The stylesheet the template links (the app's one CSS file). */
export const linkedStylesheet = (template: string): string => {
  const match = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(template)
  if (match?.[1] === undefined) throw new Error("prerender: the template links no stylesheet")
  return match[1]
}

const entryScriptPattern = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/
const modulePreloadPattern = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g

/** The app's entry script and the files index.html preloads for its start-up steps. */
export const templateScripts = (template: string): { entry: string; preloads: string[] } => {
  const entry = entryScriptPattern.exec(template)?.[1]
  if (entry === undefined) throw new Error("prerender: the template has no module script")
  return { entry, preloads: [...template.matchAll(modulePreloadPattern)].map((match) => match[1] ?? "") }
}

export const prerenderedPage = ({ template, css, language, page: snapshot }: PrerenderInput): string => {
  let page = template
  const { entry, preloads: templatePreloads } = templateScripts(template)
  const preloads =
    snapshot.scripts !== undefined && snapshot.scripts.length > 0
      ? snapshot.scripts.filter((script) => script !== entry)
      : templatePreloads
  page = page.replace(entryScriptPattern, "").replace(modulePreloadPattern, "")
  page = replaceOnce(page, /<link rel="stylesheet"[^>]*>/, `<style>${css.text}</style>`)
  // After <meta charset> (which must come first), before anything that paints.
  page = replaceOnce(
    page,
    /<title>[^<]*<\/title>/,
    // index.html built by vite.config.ts has the head script already.
    `${page.includes(headScript) ? "" : headScript}${headStyle}<title>${escapeText(snapshot.title)}</title>`,
  )
  const style = snapshot.htmlStyle === "" ? "" : ` style="${escapeAttribute(snapshot.htmlStyle)}"`
  page = replaceOnce(page, /<html lang="zh-CN"/, `<html lang="${language}"${style}`)
  const body =
    `<body><div id="root" data-prerendered="${language}">${snapshot.html}</div>` +
    dataBlock(prerenderedDataId, snapshot.results) +
    dataBlock(prerenderedLoaderId, { entry, preloads } satisfies LoaderData) +
    `${loaderScript}</body>`
  return replaceOnce(page, /<body>[\s\S]*<\/body>/, body)
}
