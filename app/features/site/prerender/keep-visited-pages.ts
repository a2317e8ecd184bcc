/**
 * The service worker's part of "a returning reader gets a rendered page" (issue 17), added to
 * sw.js by the build (vite.config.ts, `importScripts`). The worker keeps every page the server sends
 * for a navigation (its "site-pages" route, network first), but a first visit's page came before the
 * worker existed: when the worker activates, it keeps the pages its open windows show, so the page
 * read on a first visit opens offline rendered, not as the app shell.
 */

/** The runtime cache of navigations' answers, by address (vite.config.ts names it for its route). */
export const pagesCacheName = "site-pages"

/** Addresses whose answer is never kept as a page: the API, and another app on this host. */
export const notAPagePattern = /^\/(api|myworkspace)(\/|$)/

/** The script's file name in the build folder. */
export const keepVisitedPagesFile = "sw-keep-visited-pages.js"

/**
 * The worker's script: on activate, for each open window of this origin whose page is not kept yet,
 * the server's answer for its address (what a navigation there gets) goes into the pages cache.
 */
export const keepVisitedPagesScript = `/* Keeps the pages open when the service worker activates: app/features/site/prerender/keep-visited-pages.ts */
self.addEventListener("activate", function (event) {
  event.waitUntil(
    (async function () {
      var windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true })
      var cache = await caches.open(${JSON.stringify(pagesCacheName)})
      await Promise.all(
        windows.map(async function (client) {
          var url = new URL(client.url)
          url.hash = ""
          if (url.origin !== self.location.origin || ${notAPagePattern.toString()}.test(url.pathname)) return
          if (await cache.match(url.href, { ignoreVary: true })) return
          try {
            var response = await fetch(url.href, { credentials: "same-origin" })
            if (response.status === 200) await cache.put(url.href, response)
          } catch (error) {
            // Offline or refused: the page is kept at its next visit instead.
          }
        }),
      )
    })(),
  )
})
`
