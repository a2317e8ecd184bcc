import { Link, useRouterState } from "@tanstack/react-router"
import { LogOut, Menu, X } from "lucide-react"
import { type ReactNode, useState } from "react"
import { Dialog, Modal, ModalOverlay } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { useAuth } from "../auth/auth-context.ts"
import { useLogout } from "../auth/use-logout.tsx"
import { AccountIcon, accountPath } from "../lib/nav-items.ts"
import { LanguageToggle } from "../ui/LanguageToggle.tsx"
import { SideNav } from "./SideNav.tsx"
import { SyncIndicator } from "./SyncIndicator.tsx"

/** The protected area's frame: sidebar (drawer on small screens), header with sync state and logout. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The drawer remembers the page it was opened on, so it is closed again after any route change.
  const [drawerPath, setDrawerPath] = useState<string | null>(null)
  const drawerOpen = drawerPath === pathname
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null)
  const logout = useLogout()
  const { user } = useAuth()

  return (
    <div className="min-h-screen bg-slate-100">
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col bg-slate-900 lg:flex">
        <div className="flex h-16 items-center px-6 text-lg font-bold text-white">{LL.admin.brand()}</div>
        <SideNav />
      </aside>
      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden"
      >
        <Modal className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-slate-900 shadow-xl">
          <Dialog aria-label={LL.admin.nav.label()} className="flex h-full flex-col outline-none">
            <div className="flex h-16 items-center justify-between px-4 text-lg font-bold text-white">
              {LL.admin.brand()}
              <Button
                look="admin"
                variant="ghost"
                size="icon"
                className="text-white hover:bg-slate-800"
                aria-label={LL.admin.nav.closeMenu()}
                onPress={() => setDrawerOpen(false)}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </div>
            <SideNav onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
      <div className="lg:pl-60">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <Button
            look="admin"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={LL.admin.nav.openMenu()}
            onPress={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </Button>
          <span className="font-semibold text-slate-900 lg:hidden">{LL.admin.brand()}</span>
          <div className="ml-auto flex items-center gap-2">
            <LanguageToggle />
            <SyncIndicator />
            {/* Who is signed in, the way to their own account (on phones, the menu has it). */}
            {user ? (
              <Link
                to={accountPath}
                aria-label={`${LL.accounts.me.nav()}: ${user.displayName}`}
                data-testid="account-link"
                className="hidden h-8 max-w-48 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 sm:inline-flex"
              >
                <AccountIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="truncate">{user.displayName}</span>
              </Link>
            ) : null}
            <Button
              look="admin"
              variant="secondary"
              size="sm"
              onPress={logout.start}
              aria-label={LL.admin.logout.button()}
              data-testid="logout-button"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">{LL.admin.logout.button()}</span>
            </Button>
          </div>
        </header>
        <main className="mx-auto max-w-7xl p-4 sm:p-6">{children}</main>
      </div>
      {logout.dialog}
    </div>
  )
}
