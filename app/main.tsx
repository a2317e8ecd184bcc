/**
 * The app's entry: the saved language first (so the first paint is already in it), then the router.
 * The local-first sync engine (startSync) and the service worker start from the root layout right
 * after the first paint, to keep their code out of the first load.
 */
import "./index.css"
import { RouterProvider, createRouter } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ErrorPage } from "./features/site/layout/ErrorPage.tsx"
import { NotFoundPage } from "./features/site/layout/NotFoundPage.tsx"
import { storedLanguage } from "./features/site/layout/language.ts"
import TypesafeI18n from "./i18n/i18n-react.tsx"
import { loadLocaleAsync } from "./i18n/i18n-util.async.ts"
import { routeTree } from "./routeTree.gen.ts"

const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultPreload: "intent",
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}

const language = storedLanguage()
document.documentElement.lang = language
await loadLocaleAsync(language)

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <TypesafeI18n locale={language}>
      <RouterProvider router={router} />
    </TypesafeI18n>
  </StrictMode>,
)
