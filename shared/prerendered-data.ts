/**
 * The data block a rendered page carries the content it was rendered with in: its id. The page is
 * assembled by shared/prerender-html.ts (the server's pages and the app's kept ones), and read back
 * by the app when it hydrates the page (app/db/prerendered-data.ts, which keeps the matching render's
 * state: only this name is shared, so the server bundles none of the app's state).
 */

/** The id of the <script type="application/json"> that carries a prerendered page's results. */
export const prerenderedDataId = "prerendered-data"
