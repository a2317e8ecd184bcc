import { Outlet, createRootRoute, useRouterState } from "@tanstack/react-router"
import { useEffect } from "react"
import { NotFoundPage } from "../features/site/layout/NotFoundPage.tsx"
import { SiteLayout } from "../features/site/layout/SiteLayout.tsx"
import { UpdatePrompt } from "../features/site/pwa/UpdatePrompt.tsx"
import { useI18nContext } from "../i18n/i18n-react.tsx"
import { ToastRegion } from "../ui/ToastRegion.tsx"

/**
 * Every page: the public site's header and footer around public routes; the back office
 * (/systemadmin) brings its own shell. The toast region and the update prompt serve both.
 */
export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage })

function RootLayout() {
  const { LL, locale } = useI18nContext()
  const inBackOffice = useRouterState({
    select: (state) => state.location.pathname.startsWith("/systemadmin"),
  })

  // Whoever switches the language (header toggle, back office), <html lang> follows.
  useEffect(() => {
    document.documentElement.lang = locale
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
      <ToastRegion label={LL.common.notifications()} closeLabel={LL.common.dismiss()} />
      <UpdatePrompt />
    </>
  )
}
