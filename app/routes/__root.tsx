import { Outlet, createRootRoute, useRouterState } from "@tanstack/react-router"
import { Suspense, lazy, useEffect, useRef } from "react"
import { AfterFirstPaint } from "../features/site/layout/AfterFirstPaint.tsx"
import { NotFoundPage } from "../features/site/layout/NotFoundPage.tsx"
import { SiteLayout } from "../features/site/layout/SiteLayout.tsx"
import { languageOf } from "../features/site/layout/language.ts"
import { whenToRegister } from "../features/site/pwa/registration-timing.ts"
import { useI18nContext } from "../i18n/i18n-react.tsx"
import { loadSiteTexts } from "../i18n/dictionary-parts.ts"
import { ErrorBoundary } from "../ui/ErrorBoundary.tsx"
import { loadInTurn, loadPriority } from "../ui/load-in-turn.ts"

const ToastRegion = lazy(async () => ({
  default: (await loadInTurn(() => import("../ui/ToastRegion.tsx"), loadPriority.toasts)).ToastRegion,
}))
// The update prompt registers the service worker: on a first visit, once the page has settled.
const UpdatePrompt = lazy(async () => {
  await whenToRegister(window.location.pathname.startsWith("/systemadmin"))
  return {
    default: (
      await loadInTurn(() => import("../features/site/pwa/UpdatePrompt.tsx"), loadPriority.updatePrompt)
    ).UpdatePrompt,
  }
})

/**
 * Every page: the public site's header and footer around public routes; the back office
 * (/systemadmin) brings its own shell. The toast region and the update prompt serve both; they start
 * right after the first paint (see useAfterFirstPaint), as does the sync engine (start/start-app.tsx),
 * except the update prompt's service worker on a first visit (pwa/registration-timing.ts).
 */
export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage })

function RootLayout() {
  const { LL, locale, setLocale } = useI18nContext()
  const inBackOffice = useRouterState({
    select: (state) => state.location.pathname.startsWith("/systemadmin"),
  })
  // The address as the browser shows it (`/en/...` for English), not the route's path.
  const address = useRouterState({ select: (state) => state.location.publicHref })

  // The language follows the address: back and forward between `/x` and `/en/x` switch it too. Only
  // a new address decides (the toggle sets the language and the address together).
  const seenAddress = useRef(address)
  useEffect(() => {
    if (seenAddress.current === address) return
    seenAddress.current = address
    const wanted = languageOf(new URL(address, window.location.origin).pathname)
    if (wanted === locale) return
    let current = true
    void loadSiteTexts(wanted).then(() => {
      if (current) setLocale(wanted)
    })
    return () => {
      current = false
    }
  }, [address, locale, setLocale])

  // Whoever switches the language (header toggle, back office), <html lang> follows.
  useEffect(() => {
    // Only when it differs: setting the attribute at all makes the browser restyle the whole page.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  }, [locale])

  return (
    <>
      {inBackOffice ? (
        <Outlet />
      ) : (
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      )}
      <AfterFirstPaint>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <ToastRegion label={LL.common.notifications()} closeLabel={LL.common.dismiss()} />
          </Suspense>
          {/* A boundary of its own: on a first visit it waits seconds, and the toasts must not. */}
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </ErrorBoundary>
      </AfterFirstPaint>
    </>
  )
}
