/**
 * The edit dialog of a row whose long texts are not on this device yet (a visitor's device that has
 * just signed in holds cards until its first staff pull has brought every full row: docs/sync.md,
 * "What a first visit pulls"). A form over such a row would show an empty body, which the person
 * could "fill in" over the real one, and a required text would refuse to save: so the full row is
 * fetched first (app/sync/full-rows.ts), and the form opens on it (useFullEditRow in
 * EntityListScreen). Offline, it says so, with a retry.
 */
import { useEffect, useState } from "react"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { appClient } from "../../../sync/app-client.ts"
import { fetchFullRow } from "../../../sync/full-rows.ts"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"

interface Props {
  readonly entity: EntityName
  readonly id: number
  readonly title: string
  readonly onClose: () => void
}

export function PartialRowDialog({ entity, id, title, onClose }: Props) {
  const { LL } = useI18nContext()
  const [attempt, setAttempt] = useState(0)
  // Which attempt failed: a retry is "loading" again until its own answer.
  const [failedAttempt, setFailedAttempt] = useState<number | undefined>(undefined)
  const failed = failedAttempt === attempt
  useEffect(() => {
    let live = true
    void fetchFullRow(appClient.db, appClient.transport, entity, id).then((answer) => {
      // "kept": the live row turns full and the list screen opens the form on it.
      if (live && answer !== "kept") setFailedAttempt(attempt)
    })
    return () => {
      live = false
    }
  }, [entity, id, attempt])
  return (
    <Modal look="admin" isOpen onClose={onClose} title={title}>
      <div className="flex flex-col gap-4" data-testid="partial-row-dialog">
        <p role="status" className="text-sm text-slate-700">
          {failed ? LL.admin.common.fullRowMissing() : LL.admin.common.fullRowLoading()}
        </p>
        <div className="flex justify-end gap-2">
          <Button look="admin" variant="secondary" onPress={onClose}>
            {LL.admin.common.cancel()}
          </Button>
          {failed ? (
            <Button look="admin" onPress={() => setAttempt((n) => n + 1)}>
              {LL.admin.common.retry()}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  )
}
