import { CloudUpload } from "lucide-react"
import { Suspense, lazy, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { Button } from "../../../ui/Button.tsx"
import { ErrorBoundary } from "../../../ui/ErrorBoundary.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { Spinner } from "../../../ui/Spinner.tsx"

// The panel is only needed once someone opens it: keep it out of the first load.
const SyncPanel = lazy(async () => ({
  default: (await import("../../../sync/panel/SyncPanel.tsx")).SyncPanel,
}))

/**
 * A visitor's queued requests (a collaboration request sent offline) are shown in the header while
 * they wait; pressing the indicator opens the data layer's sync panel. Hidden when nothing waits.
 */
export function PublicSyncIndicator() {
  const { LL } = useI18nContext()
  const status = useSyncStatus()
  const [open, setOpen] = useState(false)
  const waiting = status.pending + status.failed + status.conflicts
  if (waiting === 0 && !open) return null
  const text = LL.site.sync.pending({ count: waiting })
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="border border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100"
        aria-label={`${LL.site.sync.openPanel()}: ${text}`}
        data-testid="public-sync-indicator"
        onPress={() => setOpen(true)}
      >
        <CloudUpload aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{waiting}</span>
      </Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title={LL.site.sync.openPanel()}
        closeLabel={LL.common.close()}
        size="lg"
      >
        <ErrorBoundary fallback={<p className="text-sm text-slate-600">{LL.common.error.description()}</p>}>
          <Suspense fallback={<Spinner label={LL.common.loading()} />}>
            <SyncPanel />
          </Suspense>
        </ErrorBoundary>
      </Modal>
    </>
  )
}
