import { Link } from "@tanstack/react-router"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ExternalLinkButton } from "../../../ui/LinkButton.tsx"
import { readinessPath } from "../readiness/inventory.ts"
import type { SectionLink, WorkspaceLinks } from "./nav-links.ts"

const itemClass =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 data-[status=active]:bg-brand-soft data-[status=active]:text-brand-strong"

/** The menu panel under the header on narrow screens; the header closes it on navigation. */
export function MobileMenu({
  sections,
  workspace,
  onClose,
}: {
  sections: ReadonlyArray<SectionLink>
  workspace: WorkspaceLinks | null
  onClose: () => void
}) {
  const { LL } = useI18nContext()
  return (
    <nav
      id="mobile-menu"
      aria-label={LL.common.nav.mobileMenu()}
      data-testid="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg xl:hidden"
    >
      <ul className="flex flex-col gap-1">
        <li>
          <Link to="/" className={itemClass} activeOptions={{ exact: true }}>
            {LL.common.nav.home()}
          </Link>
        </li>
        {sections.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass}>
              {link.label(LL)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/about" className={itemClass}>
            {LL.common.nav.about()}
          </Link>
        </li>
        <li>
          <Link to="/contact" className={itemClass}>
            {LL.common.nav.contact()}
          </Link>
        </li>
        <li>
          <Link to={readinessPath} className={itemClass} data-testid="mobile-menu-readiness">
            {LL.readiness.menuLink()}
          </Link>
        </li>
      </ul>
      {workspace ? (
        <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 sm:hidden">
          <ExternalLinkButton href={workspace.login} variant="outline" onClick={onClose}>
            {LL.common.nav.login()}
          </ExternalLinkButton>
          <ExternalLinkButton href={workspace.register} variant="primary" onClick={onClose}>
            {LL.common.nav.register()}
          </ExternalLinkButton>
        </div>
      ) : null}
    </nav>
  )
}
