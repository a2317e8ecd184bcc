/**
 * The sticky site header: logo and site name, the section links the settings show, the sync
 * indicator (only while this visitor has requests waiting), language toggle, login and register
 * (links to the separate workspace app, while the settings give it an address), and on narrow screens
 * the menu button.
 */
import { Link } from "@tanstack/react-router"
import { Menu, X } from "lucide-react"
import { Suspense, lazy } from "react"
import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ErrorBoundary } from "../../../ui/ErrorBoundary.tsx"
import { buttonClass } from "../../../ui/button-styles.ts"
import { loadInTurn, loadPriority } from "../../../ui/load-in-turn.ts"
import { ExternalLinkButton } from "../../../ui/LinkButton.tsx"
import { AfterFirstPaint } from "./AfterFirstPaint.tsx"
import { LanguageToggle } from "./LanguageToggle.tsx"
import { MobileMenu } from "./MobileMenu.tsx"
import { SiteLogo } from "./SiteLogo.tsx"
import { visibleSections, workspaceLinks } from "./nav-links.ts"
import { useMobileMenu } from "./use-mobile-menu.ts"
import { useSettingText } from "./localized-settings.ts"
import { HeaderSearch } from "../search/HeaderSearch.tsx"

// Shown only while a visitor has queued requests; it brings the sync client, so it comes after the first paint.
const PublicSyncIndicator = lazy(async () => ({
  default: (await loadInTurn(() => import("./PublicSyncIndicator.tsx"), loadPriority.syncIndicator))
    .PublicSyncIndicator,
}))
// Says when the device is offline, and refreshes a kept offline copy when online: after the first paint too.
const OfflineIndicator = lazy(async () => ({
  default: (await loadInTurn(() => import("./OfflineIndicator.tsx"), loadPriority.syncIndicator))
    .OfflineIndicator,
}))

const navLinkClass =
  "whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-brand-soft data-[status=active]:text-brand-strong"

export function Header({ settings }: { settings: SettingsFields }) {
  const { LL } = useI18nContext()
  const menu = useMobileMenu()
  const sections = visibleSections(settings)
  const workspace = workspaceLinks(settings)
  // The site's name is a brand: in English where it has one, never marked.
  const siteName = useSettingText(settings, "siteName").text

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo siteName={siteName} />
        <nav
          aria-label={LL.common.nav.main()}
          className="ml-2 hidden shrink-0 xl:block"
          data-testid="main-nav"
        >
          <ul className="flex items-center gap-0.5">
            {sections.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={navLinkClass}>
                  {link.label(LL)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/about" className={navLinkClass}>
                {LL.common.nav.about()}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <AfterFirstPaint>
            <ErrorBoundary>
              <Suspense fallback={null}>
                <PublicSyncIndicator />
                <OfflineIndicator />
              </Suspense>
            </ErrorBoundary>
          </AfterFirstPaint>
          <HeaderSearch />
          <LanguageToggle />
          {workspace ? (
            <div className="hidden items-center gap-2 sm:flex">
              <ExternalLinkButton href={workspace.login} variant="ghost" size="sm">
                {LL.common.nav.login()}
              </ExternalLinkButton>
              <ExternalLinkButton href={workspace.register} variant="primary" size="sm">
                {LL.common.nav.register()}
              </ExternalLinkButton>
            </div>
          ) : null}
          {/* Native buttons in the header keep react-aria out of the first paint (same look as <Button>). */}
          <button
            type="button"
            className={buttonClass("ghost", "sm", "xl:hidden")}
            aria-expanded={menu.isOpen}
            aria-controls="mobile-menu"
            aria-label={menu.isOpen ? LL.common.nav.closeMenu() : LL.common.nav.openMenu()}
            data-testid="mobile-menu-button"
            onClick={menu.toggle}
          >
            {menu.isOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {menu.isOpen ? <MobileMenu sections={sections} workspace={workspace} onClose={menu.close} /> : null}
    </header>
  )
}
