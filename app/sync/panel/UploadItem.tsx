import { Button } from "react-aria-components"
import type { QueuedUpload } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { appClient } from "../app-client.ts"
import { useSyncStatus } from "../status.ts"
import { actionButton } from "./styles.ts"

/** One picture not uploaded yet: its alt text, where it stands and why, retry (when refused) and discard. */
export function UploadItem({ upload }: { upload: QueuedUpload }) {
  const { LL, locale } = useI18nContext()
  const t = LL.sync
  const { online } = useSyncStatus()
  const reason =
    upload.lastError ?? (upload.state === "pending" && !online ? { kind: "network" as const } : null)
  return (
    <li className="py-3" data-testid="sync-upload" data-state={upload.state}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${upload.state === "failed" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
        >
          {upload.state === "failed" ? t.state.failed() : t.state.pending()}
        </span>
        <span className="text-sm font-medium text-slate-900">{LL.mediaUpload.panel.untitled()}</span>
        <span className="min-w-0 truncate text-sm text-slate-600">
          {locale === "en" ? upload.altEn : upload.alt}
        </span>
      </div>
      {reason !== null ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.reason[reason.kind]()}
          {reason.message !== undefined && <span className="text-slate-900">: {reason.message}</span>}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {upload.state === "failed" && (
          <Button className={actionButton} onPress={() => void appClient.retryUpload(upload.address)}>
            {t.actions.retry()}
          </Button>
        )}
        <Button className={actionButton} onPress={() => void appClient.discardUpload(upload.address)}>
          {t.actions.discard()}
        </Button>
      </div>
    </li>
  )
}
