/**
 * The public header's offline indicator (issue 32): while the browser is offline, a pill saying so,
 * which leads to the readiness view (what this device holds). It also brings a device's offline copy
 * up to date when the browser is online (readiness/refresh-when-online.ts). Loaded after the first
 * paint (Header.tsx), off the first load's path, in turn with the sync indicator, which brings the
 * same sync status.
 */
import { Link } from "@tanstack/react-router"
import { WifiOff } from "lucide-react"
import { useEffect, useSyncExternalStore } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { readinessPath } from "../readiness/inventory.ts"
import { refreshWhenOnline } from "../readiness/refresh-when-online.ts"

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener)
  window.addEventListener("offline", listener)
  return () => {
    window.removeEventListener("online", listener)
    window.removeEventListener("offline", listener)
  }
}

export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )

export function OfflineIndicator() {
  const { LL } = useI18nContext()
  const online = useOnline()
  // The browser's word is not enough: `navigator.onLine` stays true on a network that reaches
  // nothing (and on a page opened offline in some browsers), so a pull that failed for the network
  // (the sync engine pulls when the page starts, and again when the browser is back online) counts too.
  const status = useSyncStatus()
  useEffect(refreshWhenOnline, [])
  if (online && status.lastError?.kind !== "network") return null
  return (
    <Link
      to={readinessPath}
      aria-label={LL.readiness.indicator.label()}
      title={LL.readiness.indicator.label()}
      data-testid="offline-indicator"
      className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-amber-300 bg-amber-50 px-2.5 text-sm font-medium text-amber-900 hover:bg-amber-100"
    >
      <WifiOff aria-hidden="true" className="size-4" />
      {/* The word where the header has room for it; the icon (and the link's name) elsewhere. */}
      <span className="hidden sm:inline xl:hidden 2xl:inline">{LL.readiness.indicator.offline()}</span>
    </Link>
  )
}
