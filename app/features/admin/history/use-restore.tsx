/**
 * Restoring a version: asks first (naming the fields it will set back), then queues the restore
 * through the outbox like an edit. Reports at once whether it reached the server; when it is still
 * waiting (offline) it says so, and `onDelivered` runs once it gets there (the history reloads).
 * `onQueued` runs as soon as the restore is saved on the device.
 */
import { useEffect, useRef, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { waitForDelivery } from "../../../sync/status.ts"
import { showToast } from "../../../ui/toast-queue.ts"
import { messageOf } from "../lib/form-values.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import type { RestorePlan } from "./restore-writes.ts"

/** How long the dialog waits for the server's answer before saying the restore is queued. */
const answerWaitMs = 3_000

export const useRestore = (
  labelOf: (field: string) => string,
  onDelivered: () => void,
  onQueued?: () => void,
) => {
  const { LL, locale } = useI18nContext()
  const [asking, setAsking] = useState<RestorePlan | null>(null)
  const [waiting, setWaiting] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  /** Follows a queued restore until the server has it (or refuses it), while the dialog is open. */
  const follow = async (key: string) => {
    setWaiting(true)
    let answer = await waitForDelivery(key, answerWaitMs)
    while (answer.state === "pending" && mounted.current) answer = await waitForDelivery(key, answerWaitMs)
    if (!mounted.current) return
    setWaiting(false)
    if (answer.state === "done") onDelivered()
  }

  const confirm = async (plan: RestorePlan) => {
    setAsking(null)
    try {
      const queued = await plan.run()
      const last = queued.at(-1)
      if (last === undefined) return
      onQueued?.()
      const answer = await waitForDelivery(last.key, answerWaitMs)
      if (answer.state === "done") {
        showToast({ title: LL.history.restored() })
        onDelivered()
      } else if (answer.state === "pending") {
        showToast({ title: LL.history.restored(), description: LL.history.restoreQueued() })
        void follow(last.key)
      } else {
        // Refused or in conflict: the row's marker and the sync panel show it, as for any edit.
        showToast({
          title: LL.history.restoreFailed(),
          description: answer.state === "failed" ? answer.error?.message : LL.admin.common.conflict(),
          variant: "destructive",
        })
      }
    } catch (error) {
      showToast({
        title: LL.history.restoreFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  const separator = locale === "en" ? ", " : "、"
  const dialog = (
    <ConfirmDialog
      isOpen={asking !== null}
      title={LL.history.restoreTitle()}
      text={LL.history.restoreText({ fields: (asking?.fields ?? []).map(labelOf).join(separator) })}
      confirmLabel={LL.history.restoreConfirm()}
      onConfirm={() => {
        if (asking !== null) void confirm(asking)
      }}
      onCancel={() => setAsking(null)}
    />
  )
  return { ask: setAsking, dialog, waiting }
}
