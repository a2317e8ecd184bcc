import { ExternalLink, Pencil, Trash2 } from "lucide-react"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { RowIconButton } from "../ui/RowIconButton.tsx"
import { HistoryButton } from "../history/HistoryButton.tsx"

interface RowActionsProps {
  readonly name: string
  /** Opens in a new tab; no link when absent. */
  readonly viewHref?: string | null
  /** No edit or delete button when absent (a role that may not change the row). */
  readonly onEdit?: () => void
  readonly onDelete?: () => void
  /** The row whose history the history button opens (issue 19); no button when absent. */
  readonly history?: { readonly entity: EntityName; readonly id: number }
}

/** View (new tab), history, edit and delete buttons of a table row; labels name the row for screen readers. */
export function RowActions({ name, viewHref, onEdit, onDelete, history }: RowActionsProps) {
  const { LL } = useI18nContext()
  return (
    <div className="flex items-center justify-end gap-1">
      {viewHref ? (
        <a
          href={viewHref}
          target="_blank"
          rel="noreferrer"
          aria-label={`${LL.admin.common.view()} ${name}`}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      ) : null}
      {history ? <HistoryButton entity={history.entity} id={history.id} name={name} look="icon" /> : null}
      {onEdit ? (
        <RowIconButton label={`${LL.admin.common.edit()} ${name}`} onPress={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </RowIconButton>
      ) : null}
      {onDelete ? (
        <RowIconButton
          label={`${LL.admin.common.delete()} ${name}`}
          onPress={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </RowIconButton>
      ) : null}
    </div>
  )
}
