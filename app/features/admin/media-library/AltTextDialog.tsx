import { type FormEvent, useState } from "react"
import { limits } from "../../../../schema/fields.ts"
import type { MediaLibraryItem, MediaRecord } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { AdminButton } from "../ui/AdminButton.tsx"
import { AdminDialog } from "../ui/AdminDialog.tsx"
import { TextAreaInput } from "../ui/FormField.tsx"
import { MediaCallError, updateMediaAlt } from "./media-api.ts"

type Field = "alt" | "altEn"

/** Both texts are required (docs/media.md), each at most the server's limit. */
const checkText = (value: string): "required" | "tooLong" | undefined =>
  value.trim() === "" ? "required" : value.length > limits.mediumText ? "tooLong" : undefined

export interface AltTextDialogProps {
  readonly item: MediaLibraryItem
  readonly onClose: () => void
  /** The server's record after the change. */
  readonly onSaved: (record: MediaRecord) => void
}

/**
 * Edits a picture's two alt texts (Chinese and English), checked here first and then by the server
 * (PATCH /api/media/:id); a refusal or no network keeps the dialog open with the reason.
 */
export function AltTextDialog({ item, onClose, onSaved }: AltTextDialogProps) {
  const { LL, locale } = useI18nContext()
  const t = LL.mediaLibrary
  const [values, setValues] = useState<Record<Field, string>>({ alt: item.alt, altEn: item.altEn })
  const [shown, setShown] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const problems = { alt: checkText(values.alt), altEn: checkText(values.altEn) }
  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field]
    if (!shown || problem === undefined) return undefined
    if (problem === "tooLong") return t.edit.tooLong({ max: limits.mediumText })
    return field === "alt" ? t.edit.altRequired() : t.edit.altEnRequired()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (problems.alt !== undefined || problems.altEn !== undefined || saving) return
    setSaving(true)
    setFailure(null)
    try {
      const record = await updateMediaAlt(item.id, { alt: values.alt, altEn: values.altEn }, locale)
      onSaved(record)
      showToast({ title: t.edit.saved(), variant: "success" })
    } catch (error) {
      setFailure(
        error instanceof MediaCallError && error.status === "offline"
          ? t.writeOffline()
          : error instanceof Error
            ? error.message
            : String(error),
      )
    } finally {
      setSaving(false)
    }
  }

  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }))
  return (
    <AdminDialog isOpen onClose={onClose} title={t.edit.title()} isDismissable={!saving}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t.edit.hint()}</p>
        <TextAreaInput
          label={t.card.altZh()}
          name="alt"
          rows={2}
          value={values.alt}
          onChange={set("alt")}
          error={errorOf("alt")}
        />
        <TextAreaInput
          label={t.card.altEn()}
          name="altEn"
          rows={2}
          value={values.altEn}
          onChange={set("altEn")}
          error={errorOf("altEn")}
        />
        {failure === null ? null : (
          <p role="alert" data-testid="media-dialog-error" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <AdminButton variant="secondary" onPress={onClose} isDisabled={saving}>
            {LL.admin.common.cancel()}
          </AdminButton>
          <AdminButton type="submit" isDisabled={saving}>
            {saving ? t.edit.saving() : t.edit.save()}
          </AdminButton>
        </div>
      </form>
    </AdminDialog>
  )
}
