/**
 * Pure assembly of a prerendered page (used by scripts/prerender.ts): the built index.html with
 * - the app's stylesheet inlined, so the first paint waits for no second request;
 * - the page's markup in both languages: zh-CN (the default) inside #root, English in a <template>;
 * - two tiny inline scripts: one in <head> that applies the saved language (localStorage
 *   "language") to <html lang> and the title before anything paints, one after #root that swaps in
 *   the English markup for an English reader. While <html lang="en"> and the Chinese markup is still
 *   in place, that markup is invisible, so an English reader never sees a flash of Chinese.
 * The app then takes over (app/features/site/prerender/take-over.ts) and replaces the markup.
 */

export interface Snapshot {
  /** #root's innerHTML once the page has rendered with its content. */
  readonly html: string
  readonly title: string
  /** <html style>: the brand colours' custom properties. */
  readonly htmlStyle: string
  /**
   * The JavaScript files the app requested, in order, until it had taken the page over: what the
   * loader preloads. Empty: the template's own preloads (the entry's steps) instead.
   */
  readonly scripts?: readonly string[]
}

export interface PrerenderInput {
  /** The built index.html. */
  readonly template: string
  /** The stylesheet linked by the template: its href and its text. */
  readonly css: { readonly href: string; readonly text: string }
  readonly zh: Snapshot
  readonly en: Snapshot
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

const headScript = (titles: { en: string }) =>
  `<script>(function(){var l="zh-CN";try{if(localStorage.getItem("language")==="en")l="en"}catch(e){}` +
  `document.documentElement.lang=l;if(l==="en")document.title=${scriptJson(titles.en)}})()</script>`

// Before the app has taken over, the prerendered page's links work as plain links (the next page is
// prerendered too), so a reader never waits for the app to move on. Its buttons and fields take no
// clicks: a click on them would be lost. Keyboard focus and typed text are carried over by the take-over.
const headStyle =
  `<style>#root[data-prerendered]{pointer-events:none}#root[data-prerendered] a[href]{pointer-events:auto}` +
  `html[lang="en"] #root[data-prerendered="zh-CN"]{visibility:hidden}</style>`

const swapScript =
  `<script>(function(){var t=document.getElementById("prerendered-en"),r=document.getElementById("root");` +
  `if(document.documentElement.lang==="en"&&t&&r){r.replaceChildren(t.content.cloneNode(true));` +
  `r.setAttribute("data-prerendered","en")}if(t)t.remove()})()</script>`

/**
 * Loads the app after the first paint: the module script and its preloads are requested from a
 * task after the first contentful paint, so nothing competes with the page itself for it. A tab
 * opened in the background (no animation frames) loads it after a second. If the script cannot be
 * loaded the page stops waiting for it: its links work as plain links.
 * The preloads are every file this page's app needs until it takes over, in the language the reader
 * gets (each loads its own translations). The build itself preloads nothing (vite.config.ts,
 * modulePreload: false): its helper starts a dynamic import's preloads all in one task.
 */
const preloadsPerTask = 1

const loaderScript = (entry: string, preloads: { zh: readonly string[]; en: readonly string[] }) =>
  `<script>(function(){var done=false;function go(){if(done)return;done=true;` +
  `var p=document.documentElement.lang==="en"?${scriptJson(preloads.en)}:${scriptJson(preloads.zh)},i=0;` +
  // One preload per task: starting a request costs the main thread a few milliseconds on a slow
  // phone, and thirty of them in one task would block input for a tenth of a second or more.
  `(function more(){for(var n=0;n<${preloadsPerTask}&&i<p.length;n++,i++){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.setAttribute("crossorigin","");l.href=p[i];document.head.appendChild(l)}` +
  `if(i<p.length){setTimeout(more,0);return}` +
  `var s=document.createElement("script");s.type="module";s.setAttribute("crossorigin","");` +
  `s.onerror=unlock;s.src=${scriptJson(entry)};document.head.appendChild(s)})()}` +
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

export const prerenderedPage = ({ template, css, zh, en }: PrerenderInput): string => {
  let page = template
  const entry = entryScriptPattern.exec(page)?.[1]
  if (entry === undefined) throw new Error("prerender: the template has no module script")
  const templatePreloads = [...page.matchAll(modulePreloadPattern)].map((match) => match[1] ?? "")
  const preloadsOf = (snapshot: Snapshot) =>
    snapshot.scripts !== undefined && snapshot.scripts.length > 0
      ? snapshot.scripts.filter((script) => script !== entry)
      : templatePreloads
  const preloads = { zh: preloadsOf(zh), en: preloadsOf(en) }
  page = page.replace(entryScriptPattern, "").replace(modulePreloadPattern, "")
  page = replaceOnce(page, /<link rel="stylesheet"[^>]*>/, `<style>${css.text}</style>`)
  // After <meta charset> (which must come first), before anything that paints.
  page = replaceOnce(
    page,
    /<title>[^<]*<\/title>/,
    `${headScript({ en: en.title })}${headStyle}<title>${escapeText(zh.title)}</title>`,
  )
  if (zh.htmlStyle !== "")
    page = replaceOnce(
      page,
      /<html lang="zh-CN"/,
      `<html lang="zh-CN" style="${escapeAttribute(zh.htmlStyle)}"`,
    )
  const body =
    `<body><div id="root" data-prerendered="zh-CN">${zh.html}</div>` +
    `<template id="prerendered-en">${en.html}</template>${swapScript}${loaderScript(entry, preloads)}</body>`
  return replaceOnce(page, /<body>[\s\S]*<\/body>/, body)
}
