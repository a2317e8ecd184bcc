/**
 * The four-column footer (brand with social icons, products, resources, company), the "keep this
 * site offline" action, the copyright line and the legal links. Links follow the settings' flags;
 * the careers, workspace and social links are drawn only where the settings give their address.
 */
import { Link } from "@tanstack/react-router"
import { ExternalLink } from "lucide-react"
import { type ReactNode } from "react"
import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { KeepOfflineAction } from "../readiness/KeepOfflineAction.tsx"
import { SiteLogo } from "./SiteLogo.tsx"
import { SocialLinks } from "./SocialLinks.tsx"
import { visibleSections, workspaceLinks } from "./nav-links.ts"
import { langOf } from "../content/localized.tsx"
import { useSettingText } from "./localized-settings.ts"

const linkClass = "text-sm text-slate-300 transition hover:text-white"

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  )
}

export function Footer({ settings }: { settings: SettingsFields }) {
  const { LL } = useI18nContext()
  const tagline = useSettingText(settings, "siteTagline")
  const siteName = useSettingText(settings, "siteName").text
  const sections = visibleSections(settings)
  const products = sections.filter((link) =>
    ["/employees", "/teams", "/projects", "/tools"].includes(link.to),
  )
  const workspace = workspaceLinks(settings)
  const careers = settings.careersUrl.trim()
  const resources = sections.filter((link) => link.to === "/blog" || link.to === "/collaboration")

  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <KeepOfflineAction />
        <div className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
          <div>
            <SiteLogo siteName={siteName} inverse />
            <p lang={langOf(tagline)} className="mt-3 text-sm font-medium text-slate-200">
              {tagline.text}
            </p>
            <p className="mt-2 max-w-sm text-sm leading-6 text-slate-400">{LL.site.footer.blurb()}</p>
            <SocialLinks settings={settings} className="mt-5" />
          </div>
          <Column title={LL.site.footer.products()}>
            {products.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label(LL)}
                </Link>
              </li>
            ))}
          </Column>
          <Column title={LL.site.footer.resources()}>
            {resources.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label(LL)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact" className={linkClass}>
                {LL.common.nav.contact()}
              </Link>
            </li>
          </Column>
          <Column title={LL.site.footer.company()}>
            <li>
              <Link to="/about" className={linkClass}>
                {LL.common.nav.about()}
              </Link>
            </li>
            {careers ? (
              <li>
                <a
                  href={careers}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-1`}
                  data-testid="careers-link"
                >
                  {LL.site.footer.careers()}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{LL.common.opensInNewTab()}</span>
                </a>
              </li>
            ) : null}
            {workspace ? (
              <li>
                <a href={workspace.home} className={linkClass} data-testid="workspace-link">
                  {LL.common.nav.login()}
                </a>
              </li>
            ) : null}
          </Column>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* This year, not the prerendered page's (hydration takes the reader's). */}
          <p className="text-slate-400" suppressHydrationWarning>
            {LL.site.footer.copyright({ year: new Date().getFullYear(), site: siteName })}
          </p>
          <nav aria-label={LL.site.footer.legal()}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/privacy" className={linkClass}>
                  {LL.site.footer.privacy()}
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClass}>
                  {LL.site.footer.terms()}
                </Link>
              </li>
              <li>
                <Link to="/privacy" hash="cookies" className={linkClass}>
                  {LL.site.footer.cookies()}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
