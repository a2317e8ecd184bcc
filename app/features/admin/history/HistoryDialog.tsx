import { useMemo } from "react"
import type { Collaboration } from "../../../../schema/entities/collaboration.ts"
import { writePermissionOf } from "../../../../schema/roles.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { useCan } from "../auth/use-can.ts"
import { kindTexts } from "../lib/entry-kind.ts"
import { fieldLabels, labelOf } from "./field-labels.ts"
import { FirstVersionEntry } from "./FirstVersionEntry.tsx"
import { HistoryEntry } from "./HistoryEntry.tsx"
import { HistorySkeleton } from "./HistorySkeleton.tsx"
import { restorePlan } from "./restore-writes.ts"
import { useCurrentRow, useReferenceNames } from "./use-current-row.ts"
import { useHistory } from "./use-history.ts"
import { useRestore } from "./use-restore.tsx"

export interface HistoryDialogProps {
  readonly entity: EntityName
  readonly id: number
  /** The row's name, for the title. */
  readonly name: string
  readonly onClose: () => void
  /** Runs after a restore was queued (the edit dialog closes: its form shows the older content). */
  readonly onRestored?: () => void
}

/**
 * One row's versions, newest first, read from the server's audit trail a page at a time: who, when,
 * what changed field by field, and "restore this version" on any version that differs from the row
 * (for a role that may write the row; a viewer reads the history only).
 */
export function HistoryDialog({ entity, id, name, onClose, onRestored }: HistoryDialogProps) {
  const { LL, locale } = useI18nContext()
  const history = useHistory(entity, id, locale)
  const current = useCurrentRow(entity, id)
  const nameOf = useReferenceNames(entity)
  const labels = useMemo(() => {
    const all = fieldLabels(LL, entity)
    // An inbox entry's text is a contact message's "message", a request's "requirement description".
    if (entity !== "collaborations" || typeof current !== "object") return all
    return { ...all, message: kindTexts(LL, current as unknown as Collaboration).message }
  }, [LL, entity, current])
  const restore = useRestore((field) => labelOf(LL, labels, field), history.reload, onRestored)
  const mayRestore = useCan(writePermissionOf(entity))

  // A row deleted here (its delete may still be queued) or on the server: nothing to restore onto.
  const deleted = current === "missing" || history.records[0]?.action === "delete"
  // Once the whole history is read: a row whose oldest record is a change, not its creation (seeded,
  // or stored before the audit trail), has a first version only in that change's "before".
  const oldest = history.records.at(-1)
  const firstVersion =
    history.nextCursor === null && history.loading === null && oldest?.after != null ? oldest.before : null
  const versions = [...history.records.map((record) => record.after), firstVersion]
  // Per version: undefined, nothing to restore onto; null, equal to the row now; else its restore.
  const plans = versions.map((after) =>
    after === null || deleted || typeof current !== "object"
      ? undefined
      : restorePlan(entity, id, after, current),
  )
  // Only the newest version equal to the row now is "the current version"; older equal ones say so.
  const currentIndex = plans.indexOf(null)
  const restoreOf = (index: number): "current" | "same" | (() => void) | null => {
    const plan = plans[index]
    if (plan === undefined) return null
    if (plan === null) return index === currentIndex ? "current" : "same"
    return mayRestore ? () => restore.ask(plan) : null
  }

  const failed = history.error
  return (
    <Modal look="admin" isOpen onClose={onClose} width={700} title={LL.history.title({ name })}>
      <div data-testid="history-dialog" className="flex flex-col gap-3">
        {deleted ? (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="history-deleted"
          >
            {LL.history.deletedNoRestore()}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {history.loading === "first" ? LL.history.loading() : ""}
        </p>
        {restore.waiting ? (
          <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
            {LL.history.restoreQueued()}
          </p>
        ) : null}
        {history.loading === "first" ? <HistorySkeleton /> : null}
        {history.records.length > 0 ? (
          <ol aria-label={LL.history.versions()} className="flex flex-col gap-3">
            {history.records.map((record, index) => (
              <HistoryEntry
                key={record.id}
                entity={entity}
                record={record}
                labels={labels}
                nameOf={nameOf}
                restore={restoreOf(index)}
              />
            ))}
            {firstVersion !== null ? (
              <FirstVersionEntry
                entity={entity}
                row={firstVersion}
                labels={labels}
                nameOf={nameOf}
                restore={restoreOf(history.records.length)}
              />
            ) : null}
          </ol>
        ) : null}
        {history.loading === null && failed === null && history.records.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600" data-testid="history-empty">
            {LL.history.empty()}
          </p>
        ) : null}
        {failed !== null ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2"
          >
            <p className="text-sm text-red-900" data-testid="history-error">
              {failed.kind === "offline"
                ? LL.audit.offlineUnavailable()
                : LL.audit.readFailed({ message: failed.message })}
            </p>
            <Button
              look="admin"
              variant="secondary"
              size="sm"
              onPress={history.records.length > 0 ? history.loadOlder : history.reload}
            >
              {LL.history.retry()}
            </Button>
          </div>
        ) : null}
        {history.nextCursor !== null && failed === null ? (
          <Button
            look="admin"
            variant="secondary"
            className="self-center"
            isDisabled={history.loading === "more"}
            onPress={history.loadOlder}
          >
            {history.loading === "more" ? LL.history.loadingOlder() : LL.history.loadOlder()}
          </Button>
        ) : null}
        {/* Kept in sight at the bottom while a long history scrolls. */}
        <div className="sticky -bottom-4 z-10 -mx-5 mt-2 -mb-4 flex justify-end border-t border-slate-100 bg-white px-5 py-3">
          <Button look="admin" variant="secondary" onPress={onClose}>
            {LL.history.close()}
          </Button>
        </div>
      </div>
      {restore.dialog}
    </Modal>
  )
}
