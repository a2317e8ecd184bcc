/**
 * The app's entry: the saved language first (so the first paint is already in it), then the router.
 * The local-first sync engine (startSync) and the service worker start from the root layout right
 * after the first paint, to keep their code out of the first load.
 */
import "./index.css"
import { RouterProvider, createRouter } from "@tanstack/react-router"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { ErrorPage } from "./features/site/layout/ErrorPage.tsx"
import { NotFoundPage } from "./features/site/layout/NotFoundPage.tsx"
import { storedLanguage } from "./features/site/layout/language.ts"
import { isPrerendered, takeOverWhenReady } from "./features/site/prerender/take-over.ts"
import TypesafeI18n from "./i18n/i18n-react.tsx"
import { loadLocaleAsync } from "./i18n/i18n-util.async.ts"
import { routeTree } from "./routeTree.gen.ts"

/** How long a prerendered page waits for the app's content before the app shows its loading state. */
const takeOverWaitMs = 3000

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

// A prerendered page (scripts/prerender.ts) stays on screen while the app renders off screen; the app
// takes over once it has its content (see take-over.ts).
const prerendered = isPrerendered(root)
const container = prerendered ? document.createElement("div") : root
if (prerendered) void takeOverWhenReady(root, container, takeOverWaitMs)

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <TypesafeI18n locale={language}>
        <RouterProvider router={router} />
      </TypesafeI18n>
    </StrictMode>,
  )
})
