import { useState } from "react"
import { Button } from "react-aria-components"
import type { OutboxEntry } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { discardEntry, retryEntry, useSyncStatus } from "../status.ts"
import { ConflictSummary } from "./ConflictSummary.tsx"
import { CopyEdit } from "./CopyEdit.tsx"
import { ConflictView } from "./ConflictView.tsx"
import { rowLabel } from "./entry-label.ts"
import { actionButton } from "./styles.ts"

const stateTone = {
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  conflict: "bg-purple-100 text-purple-800",
} as const

/** One queued edit: what it changes, where it stands and why, and what can be done about it. */
export function EntryItem({ entry, waiting }: { entry: OutboxEntry; waiting: boolean }) {
  const { LL } = useI18nContext()
  const t = LL.sync
  const [resolving, setResolving] = useState(false)
  const { online } = useSyncStatus()
  // Offline, an edit that has not been tried yet is waiting for the network all the same.
  const reason =
    entry.lastError ?? (entry.state === "pending" && !online ? { kind: "network" as const } : null)
  return (
    <li className="py-3" data-testid="sync-entry" data-state={entry.state}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateTone[entry.state]}`}>
          {waiting && entry.state === "pending" ? t.state.waiting() : t.state[entry.state]()}
        </span>
        <span className="text-sm font-medium text-slate-900">
          {t.op[entry.op]()} · {t.entity[entry.entity]()}
        </span>
        <span className="min-w-0 truncate text-sm text-slate-600">{rowLabel(entry)}</span>
      </div>
      {entry.state === "conflict" ? (
        !resolving && <ConflictSummary entry={entry} />
      ) : reason !== null ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.reason[reason.kind]()}
          {reason.message !== undefined && <span className="text-slate-900">: {reason.message}</span>}
          {entry.attempts > 1 && (
            <span className="text-slate-500"> ({t.attempts({ count: entry.attempts })})</span>
          )}
        </p>
      ) : entry.state === "failed" ? (
        // A failed entry always says why, even if the reason was not recorded.
        <p className="mt-1 text-sm text-slate-700">{t.reason.rejected()}</p>
      ) : null}
      {entry.state !== "pending" && (
        <div className="mt-2 flex flex-wrap gap-2">
          {entry.state === "failed" && (
            <Button className={actionButton} onPress={() => void retryEntry(entry.key)}>
              {t.actions.retry()}
            </Button>
          )}
          {entry.state === "failed" && <CopyEdit entry={entry} />}
          {entry.state === "conflict" && !resolving && (
            <Button className={actionButton} onPress={() => setResolving(true)}>
              {t.actions.resolve()}
            </Button>
          )}
          <Button className={actionButton} onPress={() => void discardEntry(entry.key)}>
            {t.actions.discard()}
          </Button>
        </div>
      )}
      {resolving && entry.state === "conflict" && (
        <ConflictView entry={entry} onDone={() => setResolving(false)} />
      )}
    </li>
  )
}
