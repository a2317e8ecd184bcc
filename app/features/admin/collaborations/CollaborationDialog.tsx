import { type Collaboration, enquiryKindOf } from "../../../../schema/entities/collaboration.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteCollaboration, setCollaborationStatus } from "../../../sync/mutations.ts"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { messageOf } from "../lib/form-values.ts"
import { SelectInput } from "../ui/FormField.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { EnquiryNotes } from "./EnquiryNotes.tsx"
import { kindTexts } from "../lib/entry-kind.ts"
import { isStatus, statusOptions } from "../lib/collaboration-status.ts"

/**
 * The entry's details (a request's company, or a contact message's subject), its status dropdown, and
 * its delete (browser confirm, spec section 5).
 */
export function CollaborationDialog({ row, onClose }: { row: Collaboration; onClose: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.adminRecords.collaborations
  const texts = kindTexts(LL, row)

  const changeStatus = async (value: string) => {
    if (!isStatus(value)) return
    try {
      await setCollaborationStatus(row.id, value)
      showToast({ title: LL.admin.toast.statusUpdated() })
    } catch (error) {
      showToast({
        title: LL.admin.toast.updateFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  const remove = async () => {
    if (!window.confirm(texts.confirmDelete)) return
    try {
      await deleteCollaboration(row.id)
      showToast({ title: LL.admin.toast.deleted(), description: texts.deleted })
      onClose()
    } catch (error) {
      showToast({
        title: LL.admin.toast.deleteFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  const details: ReadonlyArray<[string, string]> = [
    enquiryKindOf(row) === "contact" ? [t.subject(), row.subject ?? ""] : [t.companyName(), row.companyName],
    [t.contactName(), row.contactName],
    [t.email(), row.email],
    [t.phone(), row.phone],
  ]

  return (
    <Modal look="admin" isOpen onClose={onClose} title={texts.viewTitle} width={600}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 break-words text-sm text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium text-slate-600">{texts.message}</dt>
          <dd className="mt-0.5 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
            {row.message}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <SelectInput
          label={t.status()}
          name="status"
          value={row.status}
          onChange={(value) => void changeStatus(value)}
          options={statusOptions(LL)}
        />
      </div>
      {row.id > 0 ? <EnquiryNotes row={row} /> : null}
      <div className="mt-6 flex justify-between gap-2 border-t border-slate-100 pt-4">
        <Button look="admin" variant="danger" onPress={() => void remove()}>
          {texts.deleteLabel}
        </Button>
        <Button look="admin" variant="secondary" onPress={onClose}>
          {LL.admin.common.back()}
        </Button>
      </div>
    </Modal>
  )
}
