import { type ReactNode, Suspense, lazy } from "react"
import { useSettings } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ErrorBoundary } from "../../../ui/ErrorBoundary.tsx"
import { SiteNameProvider } from "../../../ui/document-title.tsx"
import { loadInTurn, loadPriority } from "../../../ui/load-in-turn.ts"
import { AfterFirstPaint } from "./AfterFirstPaint.tsx"
import { BrandColors } from "./BrandColors.tsx"
import { Header } from "./Header.tsx"
import { useSettingText } from "./localized-settings.ts"

// Below the fold on every page: loaded after the first paint (see useAfterFirstPaint).
const Footer = lazy(async () => ({
  default: (await loadInTurn(() => import("./Footer.tsx"), loadPriority.footer)).Footer,
}))

/** The public site's frame: skip link, header, the page as <main>, footer; brand colours from settings. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext()
  const { settings } = useSettings()
  const siteName = useSettingText(settings, "siteName").text
  return (
    <SiteNameProvider siteName={siteName}>
      <BrandColors primary={settings.primaryColor} accent={settings.accentColor} />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-strong shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {LL.common.skipToContent()}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header settings={settings} />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <AfterFirstPaint inPrerendered>
          <ErrorBoundary>
            <Suspense fallback={null}>
              <Footer settings={settings} />
            </Suspense>
          </ErrorBoundary>
        </AfterFirstPaint>
      </div>
    </SiteNameProvider>
  )
}
