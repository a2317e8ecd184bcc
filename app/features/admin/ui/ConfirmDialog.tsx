import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"

export interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly title: string
  readonly text: string
  /** What else the action changes (e.g. the teams a deleted employee leaves), said before it happens. */
  readonly detail?: string | null
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** Asked before every delete (spec section 2) and before a logout that would leave edits queued. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { LL } = useI18nContext()
  return (
    <Modal look="admin" isOpen={isOpen} onClose={onCancel} title={title} width={440} role="alertdialog">
      <p className="text-sm text-slate-700">{text}</p>
      {detail ? (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="confirm-detail"
        >
          {detail}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button look="admin" variant="secondary" onPress={onCancel} autoFocus>
          {LL.admin.common.cancel()}
        </Button>
        <Button look="admin" variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
