/**
 * The prerendered page's assembly moved into the app (app/features/site/prerender/prerender-html.ts:
 * the browser's page keeper uses it, and nothing in app/ imports scripts/). This name stays only for
 * the server's imports of it (sync-server/pages/live-pages.ts, security/headers.test.ts) until they
 * import it from the place the server and the app share.
 */
export * from "../app/features/site/prerender/prerender-html.ts"
