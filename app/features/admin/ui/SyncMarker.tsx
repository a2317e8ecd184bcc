import { CircleAlert, Clock, GitCompare } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"

export type RowSyncState = "pending" | "failed" | "conflict" | undefined

/** Shown on a row whose edits have not reached the server yet (the row's syncState). */
export function SyncMarker({ state }: { state: RowSyncState }) {
  const { LL } = useI18nContext()
  if (state === undefined) return null
  const look = {
    pending: { Icon: Clock, text: LL.admin.common.pending(), className: "bg-amber-50 text-amber-800" },
    failed: { Icon: CircleAlert, text: LL.admin.common.failed(), className: "bg-red-50 text-red-800" },
    conflict: {
      Icon: GitCompare,
      text: LL.admin.common.conflict(),
      className: "bg-purple-50 text-purple-800",
    },
  }[state]
  return (
    <span
      data-testid="sync-marker"
      data-sync-state={state}
      className={`ml-2 inline-flex items-center whitespace-nowrap gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${look.className}`}
    >
      <look.Icon aria-hidden="true" className="h-3 w-3" />
      {look.text}
    </span>
  )
}
