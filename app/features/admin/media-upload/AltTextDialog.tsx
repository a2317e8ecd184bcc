import { useEffect, useRef, useState } from "react"
import { issuesByField, decodeWith } from "../../../../schema/decode.ts"
import type { FieldIssue } from "../../../../schema/errors.ts"
import { limits } from "../../../../schema/fields.ts"
import { MediaAlt, type MediaLibraryItem, type MediaRecord } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { dataUrlOf } from "../../../sync/media-url.ts"
import { previewBlobOf } from "../../../sync/preview-copy.ts"
import { queuePicture } from "../../../sync/mutations.ts"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { TextAreaInput, TextInput } from "../ui/FormField.tsx"
import { focusFirstInvalid } from "../lib/focus-first-invalid.ts"
import { issuesOf, messageOf } from "../lib/form-values.ts"
import { MediaCallError, updateMediaAlt } from "../lib/media-api.ts"

export interface QueuedAlt {
  readonly address: string
  readonly alt: string
  readonly altEn: string
}

/** What the dialog is for. */
export type AltTextUse =
  /** A chosen picture (the forms, the library's upload): asked both texts, then kept and queued. */
  | {
      readonly kind: "upload"
      readonly file: File
      readonly confirmLabel: string
      readonly onQueued: (queued: QueuedAlt) => void
    }
  /** A library picture's two texts, changed on the server (PATCH /api/media/:id). */
  | {
      readonly kind: "edit"
      readonly item: MediaLibraryItem
      /** The server's record after the change. */
      readonly onSaved: (record: MediaRecord) => void
    }

type Field = keyof MediaAlt

/**
 * The one dialog for a picture's two alt texts (Chinese and English, both required: docs/media.md),
 * checked with the shared MediaAlt before anything is sent, so the server's 400 never comes.
 * - upload: the forms' texts and a look at the chosen file, the focus on the first text; confirming
 *   keeps the picture on this device and queues its upload; Escape or Cancel drops it, nothing queued.
 * - edit: the library's texts, filled with the picture's; the messages follow the texts once a save
 *   was tried; a refusal or no network keeps the dialog open with the reason.
 */
export function AltTextDialog({ use, onClose }: { use: AltTextUse; onClose: () => void }) {
  const { LL, locale } = useI18nContext()
  const upload = LL.mediaUpload
  const edit = LL.mediaLibrary.edit
  const [values, setValues] = useState<MediaAlt>(
    use.kind === "edit" ? { alt: use.item.alt, altEn: use.item.altEn } : { alt: "", altEn: "" },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [tried, setTried] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)
  // What differs between the two uses: the texts, single-line or two-line fields, the focus.
  const look =
    use.kind === "upload"
      ? {
          title: upload.altTitle(),
          intro: upload.altIntro(),
          introClass: "text-sm text-slate-700",
          altLabel: upload.altZh(),
          altEnLabel: upload.altEn(),
          cancel: upload.cancel(),
          confirm: use.confirmLabel,
          width: 440 as const,
          multiline: false,
          focusesText: true,
        }
      : {
          title: edit.title(),
          intro: edit.hint(),
          introClass: "text-sm text-slate-600",
          altLabel: LL.mediaLibrary.card.altZh(),
          altEnLabel: LL.mediaLibrary.card.altEn(),
          cancel: LL.admin.common.cancel(),
          confirm: saving ? edit.saving() : edit.save(),
          width: 600 as const,
          multiline: true,
          focusesText: false,
        }
  const file = use.kind === "upload" ? use.file : undefined
  // The chosen file, for a look at the picture being described (a data: URL, as the site's CSP
  // allows; media-url.ts), through a smaller copy when it is large (preview-copy.ts).
  const [preview, setPreview] = useState<string>()
  useEffect(() => {
    if (file === undefined) return
    let current = true
    void previewBlobOf(file)
      .then(dataUrlOf)
      .then((url) => {
        if (current) setPreview(url)
      })
    return () => {
      current = false
    }
  }, [file])
  const formRef = useRef<HTMLFormElement>(null)
  // Asked for a new picture, the first text gets the focus (the dialog itself would otherwise);
  // closing returns it to where the picture came from (react-aria restores the focus).
  useEffect(() => {
    if (!look.focusesText) return
    const frame = requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input")?.focus())
    return () => cancelAnimationFrame(frame)
  }, [look.focusesText])

  // The forms say the shared messages; the library names the text that is missing.
  const messagesOf = (issues: ReadonlyArray<FieldIssue>): Record<string, string> => {
    if (use.kind === "upload") return issuesByField(issues)
    const byField: Record<string, string> = {}
    for (const issue of issues) {
      const field = String(issue.path[0] ?? "")
      byField[field] ??=
        issue.code === "tooLong"
          ? edit.tooLong({ max: limits.mediumText })
          : field === "alt"
            ? edit.altRequired()
            : edit.altEnRequired()
    }
    return byField
  }
  const check = (next: MediaAlt) => decodeWith(MediaAlt)(next, locale)

  const send = async (alt: MediaAlt): Promise<void> => {
    if (use.kind === "upload") {
      const queued = await queuePicture(use.file, alt)
      use.onQueued({ address: queued.address, alt: alt.alt.trim(), altEn: alt.altEn.trim() })
    } else {
      const record = await updateMediaAlt(use.item.id, alt, locale)
      use.onSaved(record)
      showToast({ title: edit.saved(), variant: "success" })
    }
  }

  const confirm = async (form: HTMLFormElement) => {
    if (saving) return
    setTried(true)
    const decoded = check(values)
    if (!decoded.ok) {
      setErrors(messagesOf(decoded.issues))
      if (look.focusesText) focusFirstInvalid(form)
      return
    }
    setSaving(true)
    setFailure(undefined)
    try {
      await send(decoded.value)
    } catch (error) {
      const issues = issuesOf(error)
      if (issues !== null) setErrors(issues)
      else if (use.kind === "edit" && error instanceof MediaCallError && error.status === "offline")
        setFailure(LL.mediaLibrary.writeOffline())
      else setFailure(messageOf(error) ?? (use.kind === "edit" ? String(error) : LL.admin.toast.tryLater()))
    } finally {
      setSaving(false)
    }
  }

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Editing, the messages follow the texts once a save was tried; asked for a new picture, a
    // changed text loses its message until the next confirm.
    if (use.kind === "edit" && tried) {
      const decoded = check(next)
      setErrors(decoded.ok ? {} : messagesOf(decoded.issues))
    } else setErrors(({ [field]: _gone, ...rest }) => rest)
  }

  const field = (name: Field, label: string) => {
    const props = { label, name, value: values[name], error: errors[name], onChange: set(name) }
    return look.multiline ? <TextAreaInput {...props} rows={2} /> : <TextInput {...props} />
  }
  return (
    <Modal
      look="admin"
      isOpen
      onClose={onClose}
      width={look.width}
      title={look.title}
      isDismissable={!saving}
    >
      <form
        ref={formRef}
        noValidate
        data-testid="alt-text-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          // A picture field lives inside the entity form: this submit is the dialog's own.
          event.preventDefault()
          event.stopPropagation()
          void confirm(event.currentTarget)
        }}
      >
        {preview !== undefined ? (
          <img
            src={preview}
            alt=""
            className="mx-auto max-h-40 rounded-lg border border-slate-200 object-contain"
          />
        ) : null}
        <p className={look.introClass}>{look.intro}</p>
        {field("alt", look.altLabel)}
        {field("altEn", look.altEnLabel)}
        {failure !== undefined ? (
          <p
            role="alert"
            data-testid="media-dialog-error"
            className="rounded-md bg-red-50 p-2 text-sm text-red-800"
          >
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button look="admin" variant="secondary" onPress={onClose} isDisabled={saving}>
            {look.cancel}
          </Button>
          <Button look="admin" type="submit" isDisabled={saving}>
            {look.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
