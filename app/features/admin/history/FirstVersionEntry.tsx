import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { type VersionRestoreState, VersionRestore } from "./VersionRestore.tsx"
import { fieldChanges } from "./field-changes.ts"
import { FieldDiff } from "./FieldDiff.tsx"
import type { ReferenceName } from "./value-display.ts"

interface FirstVersionEntryProps {
  readonly entity: EntityName
  /** The row as it was before the oldest recorded change (that record's `before`). */
  readonly row: Readonly<Record<string, unknown>>
  readonly labels: Readonly<Record<string, string>>
  readonly nameOf: ReferenceName
  /** As HistoryEntry's: "current", "same", a restore, or null (nothing to restore onto). */
  readonly restore: VersionRestoreState
}

/**
 * The version a row had before its history began (issue 28): a row the demo seeded, or one stored
 * before the audit trail existed, has no "created" record, so its first state exists only as the
 * oldest change's "before". Shown as the last entry, with its content and a restore like any version.
 */
export function FirstVersionEntry({ entity, row, labels, nameOf, restore }: FirstVersionEntryProps) {
  const { LL } = useI18nContext()
  const changes = fieldChanges({ before: null, after: row, changed: [] })
  const version = row.version
  return (
    <li data-testid="history-entry" className="rounded-lg border border-dashed border-slate-300 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-900">
            <span className="font-semibold" data-testid="history-action">
              {LL.history.firstVersion()}
            </span>
            {typeof version === "number" ? (
              <span className="ml-2 text-xs text-slate-600">v{version}</span>
            ) : null}
          </p>
          <p className="mt-0.5 text-xs text-slate-600" data-testid="history-time">
            {LL.history.firstVersionHint()}
          </p>
        </div>
        <VersionRestore restore={restore} label={LL.history.restoreFirst()} />
      </div>
      {changes.length > 0 ? (
        <FieldDiff entity={entity} changes={changes} labels={labels} nameOf={nameOf} mode="created" />
      ) : null}
    </li>
  )
}
