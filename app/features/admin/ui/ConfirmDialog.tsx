import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { AdminButton } from "./AdminButton.tsx"
import { AdminDialog } from "./AdminDialog.tsx"

export interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly title: string
  readonly text: string
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** Asked before every delete (spec section 2) and before a logout that would leave edits queued. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { LL } = useI18nContext()
  return (
    <AdminDialog isOpen={isOpen} onClose={onCancel} title={title} width={440} role="alertdialog">
      <p className="text-sm text-slate-700">{text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <AdminButton variant="secondary" onPress={onCancel} autoFocus>
          {LL.admin.common.cancel()}
        </AdminButton>
        <AdminButton variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </AdminButton>
      </div>
    </AdminDialog>
  )
}
