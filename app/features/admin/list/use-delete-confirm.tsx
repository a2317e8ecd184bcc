import { useCallback, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { messageOf } from "../lib/form-values.ts"

/**
 * Delete always asks first (spec section 2), naming what else the delete changes (`detail`: the teams
 * an employee leaves, the projects a team leaves); then writes through the outbox and toasts.
 */
export const useDeleteConfirm = (remove: (id: number) => Promise<unknown>, deletedText: string) => {
  const { LL } = useI18nContext()
  const [target, setTarget] = useState<{
    id: number
    name: string
    detail: string | null
    deleted: string
  } | null>(null)

  const confirm = async () => {
    if (target === null) return
    setTarget(null)
    try {
      await remove(target.id)
      showToast({ title: LL.admin.toast.deleted(), description: target.deleted })
    } catch (error) {
      showToast({
        title: LL.admin.toast.deleteFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  // Stable: the list's rows are drawn again only when they change, and their delete buttons call it.
  const ask = useCallback(
    (id: number, name: string, detail: string | null = null, deleted = deletedText) =>
      setTarget({ id, name, detail, deleted }),
    [deletedText],
  )

  const dialog = (
    <ConfirmDialog
      isOpen={target !== null}
      title={LL.admin.common.confirmDeleteTitle()}
      text={LL.admin.common.confirmDeleteText({ name: target?.name ?? "" })}
      detail={target?.detail ?? null}
      confirmLabel={LL.admin.common.delete()}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  )
  return {
    /** `deleted`: the toast's text when it is not the list's own (the inbox's contact messages). */
    ask,
    dialog,
  }
}
