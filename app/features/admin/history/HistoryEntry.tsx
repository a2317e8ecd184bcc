import type { AuditRecord } from "../../../../schema/audit.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { actorKind, otherActorName } from "../lib/record-labels.ts"
import { type VersionRestoreState, VersionRestore } from "./VersionRestore.tsx"
import { fieldChanges } from "./field-changes.ts"
import { FieldDiff } from "./FieldDiff.tsx"
import { formatDateTime } from "../lib/time-format.ts"
import type { ReferenceName } from "./value-display.ts"
import { deviceTimeOf } from "./version-times.ts"

interface HistoryEntryProps {
  readonly entity: EntityName
  readonly record: AuditRecord
  readonly labels: Readonly<Record<string, string>>
  readonly nameOf: ReferenceName
  /**
   * "current": the newest version whose content is the row's now; "same": an older one with the same
   * content; a function: restore it; null: nothing to restore onto (deleted).
   */
  readonly restore: VersionRestoreState
}

/** One version: who, when (on the device and on the server), what it did, and what it changed. */
export function HistoryEntry({ entity, record, labels, nameOf, restore }: HistoryEntryProps) {
  const { LL, locale } = useI18nContext()
  const kind = actorKind(record)
  const who =
    record.actor?.username ?? (kind === "account" ? "" : otherActorName(LL, kind, LL.history.anonymous()))
  const received = formatDateTime(record.at, locale)
  const made = deviceTimeOf(record)
  const changes = fieldChanges(record)
  const mode = record.before === null ? "created" : record.after === null ? "deleted" : "change"
  const version = (record.after ?? record.before)?.version

  return (
    <li data-testid="history-entry" className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-900">
            <span className="font-semibold" data-testid="history-action">
              {LL.audit.action[record.action]()}
            </span>
            {typeof version === "number" && mode !== "deleted" ? (
              <span className="ml-2 text-xs text-slate-600">v{version}</span>
            ) : null}
            <span className="mx-2 text-slate-400" aria-hidden="true">
              ·
            </span>
            <span data-testid="history-actor">{who}</span>
          </p>
          <p className="mt-0.5 text-xs text-slate-600" data-testid="history-time">
            {made === null
              ? LL.history.receivedAt({ received })
              : LL.history.editedOffline({ made: formatDateTime(made, locale), received })}
          </p>
        </div>
        <VersionRestore restore={restore} label={LL.history.restoreNamed({ time: received })} />
      </div>
      {mode !== "change" && changes.length > 0 ? (
        <p className="mt-3 text-xs font-medium text-slate-600">
          {mode === "created" ? LL.history.createdWith() : LL.history.deletedWith()}
        </p>
      ) : null}
      {changes.length > 0 ? (
        <FieldDiff entity={entity} changes={changes} labels={labels} nameOf={nameOf} mode={mode} />
      ) : mode === "change" ? (
        <p className="mt-2 text-sm text-slate-600">{LL.history.noFieldChanged()}</p>
      ) : null}
    </li>
  )
}
