/**
 * Registers the service worker (vite-plugin-pwa over workbox-window) and, when a new version is
 * waiting, offers to reload into it instead of swapping versions under the reader's feet.
 */
import { RefreshCw } from "lucide-react"
import { useRegisterSW } from "virtual:pwa-register/react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

export function UpdatePrompt() {
  const { LL } = useI18nContext()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true })

  const reload = () => {
    // vite-plugin-pwa reloads the page only for a version found while the page registered; one found
    // later by an update check (a tab left open across a release) takes control without a reload.
    // Reloading on the change of controller covers both, so the page never runs old code under a new
    // service worker.
    navigator.serviceWorker?.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    })
    void updateServiceWorker(true)
  }

  if (!needRefresh) return null
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      aria-describedby="update-prompt-text"
      data-testid="update-prompt"
      className="fixed bottom-4 left-4 z-[65] w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <RefreshCw aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="update-prompt-title" className="text-sm font-semibold text-slate-900">
            {LL.site.pwa.updateAvailable()}
          </p>
          <p id="update-prompt-text" className="mt-0.5 text-sm text-slate-600">
            {LL.site.pwa.updateText()}
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onPress={reload}>
              {LL.site.pwa.reload()}
            </Button>
            <Button size="sm" variant="outline" onPress={() => setNeedRefresh(false)}>
              {LL.site.pwa.later()}
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
