import { Link } from "@tanstack/react-router"
import { ArrowLeft } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useAuth } from "../auth/auth-context.ts"
import { navItems } from "../lib/nav-items.ts"

/** The side navigation, used in the desktop sidebar and in the mobile drawer: the screens the role may use. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { LL } = useI18nContext()
  const { user } = useAuth()
  return (
    <nav aria-label={LL.admin.nav.label()} className="flex h-full flex-col gap-1 p-3">
      {navItems(LL, user?.role).map(({ to, label, Icon, exact }) => (
        <Link
          key={to}
          to={to}
          activeOptions={{ exact }}
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white data-[status=active]:bg-blue-600 data-[status=active]:text-white"
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </Link>
      ))}
      <a
        href="/"
        className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {LL.admin.nav.backToSite()}
      </a>
    </nav>
  )
}
