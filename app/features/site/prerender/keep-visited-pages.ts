/**
 * The service worker's part of "a returning reader gets a rendered page" (issue 17), added to
 * sw.js by the build (vite.config.ts, `importScripts`). The worker keeps every page the server sends
 * for a navigation (its "site-pages-<build>" route, network first), but a first visit's page came
 * before the worker existed: when the worker activates, it keeps the pages its open windows show, so
 * the page read on a first visit opens offline rendered, not as the app shell. It also drops the
 * pages an older version of the app kept: their markup and the script files they name are that
 * version's, and a new bundle must not hydrate an old bundle's markup.
 */

/** Every version's pages cache starts with this; the build adds its own id (pagesCacheNameFor). */
export const pagesCachePrefix = "site-pages"

/**
 * The runtime cache of navigations' answers, by address, of one build (vite.config.ts names it for
 * its route, and gives the app the same name to write its own rendered pages into).
 */
export const pagesCacheNameFor = (buildId: string): string => `${pagesCachePrefix}-${buildId}`

/**
 * True for a pages cache another version of the app made (the unversioned name of the versions before
 * this rule included). The worker's script below applies the same rule, written out in its text.
 */
export const isOutdatedPagesCache = (name: string, current: string): boolean =>
  (name === pagesCachePrefix || name.startsWith(`${pagesCachePrefix}-`)) && name !== current

/**
 * Addresses whose answer is never kept as a page: the API, another app on this host, and a draft's
 * preview (sync-server/preview/: private, for whoever holds the link while it is valid).
 */
export const notAPagePattern = /^\/(api|myworkspace|preview|en\/preview)(\/|$)/

/** The script's file name in the build folder. */
export const keepVisitedPagesFile = "sw-keep-visited-pages.js"

/**
 * The worker's script for the build whose pages cache is `cacheName`: on activate, first the other
 * versions' pages caches go; then, for each open window of this origin whose page is not kept yet,
 * the server's answer for its address (what a navigation there gets) goes into the pages cache.
 */
export const keepVisitedPagesScript = (
  cacheName: string,
): string => `/* Keeps the pages open when the service worker activates: app/features/site/prerender/keep-visited-pages.ts */
self.addEventListener("activate", function (event) {
  var current = ${JSON.stringify(cacheName)}
  var prefix = ${JSON.stringify(pagesCachePrefix)}
  event.waitUntil(
    (async function () {
      var names = await caches.keys()
      await Promise.all(
        names
          .filter(function (name) {
            return (name === prefix || name.indexOf(prefix + "-") === 0) && name !== current
          })
          .map(function (name) {
            return caches.delete(name)
          }),
      )
      var windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true })
      var cache = await caches.open(current)
      await Promise.all(
        windows.map(async function (client) {
          var url = new URL(client.url)
          url.hash = ""
          if (url.origin !== self.location.origin || ${notAPagePattern.toString()}.test(url.pathname)) return
          if (await cache.match(url.href, { ignoreVary: true })) return
          try {
            var response = await fetch(url.href, { credentials: "same-origin" })
            // Asked again: while the server answered, the page may have kept its own render there,
            // which shows the content where the server's answer may be only the app shell.
            if (response.status === 200 && !(await cache.match(url.href, { ignoreVary: true })))
              await cache.put(url.href, response)
          } catch (error) {
            // Offline or refused: the page is kept at its next visit instead.
          }
        }),
      )
    })(),
  )
})
`
