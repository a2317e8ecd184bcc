import { CircleAlert, CloudCheck, CloudOff, GitCompare, RefreshCw } from "lucide-react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { SyncPanel } from "../../../sync/panel/SyncPanel.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"

/** The header's sync state (pending, failed, conflicts); pressing it opens the sync panel. */
export function SyncIndicator() {
  const { LL } = useI18nContext()
  const t = LL.admin.sync
  const status = useSyncStatus()
  const [open, setOpen] = useState(false)
  const parts: string[] = []
  if (status.pending > 0) parts.push(t.pending({ count: status.pending }))
  if (status.failed > 0) parts.push(t.failed({ count: status.failed }))
  if (status.conflicts > 0) parts.push(t.conflicts({ count: status.conflicts }))
  const text = parts.length > 0 ? parts.join(" · ") : status.online ? t.synced() : t.offline()
  const Icon =
    status.conflicts > 0
      ? GitCompare
      : status.failed > 0
        ? CircleAlert
        : status.pending > 0
          ? RefreshCw
          : status.online
            ? CloudCheck
            : CloudOff
  const tone =
    status.conflicts > 0 || status.failed > 0
      ? "border border-red-300 bg-red-50 text-red-800 hover:bg-red-100"
      : status.pending > 0
        ? "border border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100"
        : "border border-slate-300 bg-white text-slate-700"
  return (
    <>
      <Button
        look="admin"
        variant="ghost"
        size="sm"
        onPress={() => setOpen(true)}
        aria-label={`${t.open()}: ${text}`}
        data-testid="sync-indicator"
        className={tone}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">{text}</span>
      </Button>
      <Modal look="admin" isOpen={open} onClose={() => setOpen(false)} title={t.panelTitle()} width={700}>
        <SyncPanel />
        {/* A visible way out: on a phone the dialog leaves little backdrop to tap, and no Escape key. */}
        <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">
          <Button look="admin" variant="secondary" onPress={() => setOpen(false)}>
            {LL.admin.common.close()}
          </Button>
        </div>
      </Modal>
    </>
  )
}
