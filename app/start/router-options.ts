/**
 * The router's options, the same for the app in the browser (start-app.tsx) and the server's
 * render of a page (render-page.tsx): the markup a page is hydrated from must come from the same
 * routes, the same not-found and error pages and the same links.
 */
import { ErrorPage } from "../features/site/layout/ErrorPage.tsx"
import { NotFoundPage } from "../features/site/layout/NotFoundPage.tsx"
import { languageRewrite } from "../features/site/layout/language-address.ts"
import type { Locales } from "../i18n/i18n-types.ts"
import { routeTree } from "../routeTree.gen.ts"

export const routerOptions = (language: () => Locales) => ({
  routeTree,
  defaultPreload: "intent" as const,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  // One route per page for both languages: `/en/x` is read as `/x`, and links are written in the
  // language of the page on screen (language-address.ts).
  rewrite: languageRewrite(language),
})
