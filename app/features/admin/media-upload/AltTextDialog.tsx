import { useEffect, useRef, useState } from "react"
import { issuesByField, decodeWith } from "../../../../schema/decode.ts"
import { MediaAlt } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { dataUrlOf } from "../../../sync/media-url.ts"
import { previewBlobOf } from "../../../sync/preview-copy.ts"
import { queuePicture } from "../../../sync/mutations.ts"
import { AdminButton } from "../ui/AdminButton.tsx"
import { AdminDialog } from "../ui/AdminDialog.tsx"
import { TextInput } from "../ui/FormField.tsx"
import { focusFirstInvalid } from "../forms/focus-first-invalid.ts"
import { issuesOf, messageOf } from "../forms/form-values.ts"

export interface QueuedAlt {
  readonly address: string
  readonly alt: string
  readonly altEn: string
}

/**
 * Asks the two alt texts of a chosen picture (both required, checked with the shared MediaAlt, so the
 * server's 400 never comes), then keeps the picture on this device and queues its upload. Opens with
 * the focus on the first text; Escape or Cancel drops the picture, nothing queued.
 */
export function AltTextDialog({
  file,
  confirmLabel,
  onCancel,
  onQueued,
}: {
  file: File
  confirmLabel: string
  onCancel: () => void
  onQueued: (queued: QueuedAlt) => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.mediaUpload
  const [alt, setAlt] = useState("")
  const [altEn, setAltEn] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)
  // The chosen file, for a look at the picture being described (a data: URL, as the site's CSP
  // allows; media-url.ts), through a smaller copy when it is large (preview-copy.ts).
  const [preview, setPreview] = useState<string>()
  useEffect(() => {
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
  const cancel = onCancel
  const formRef = useRef<HTMLFormElement>(null)
  // The first text gets the focus (the dialog itself would otherwise); closing returns it to where
  // the picture came from (react-aria restores the focus).
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input")?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])

  const confirm = async (form: HTMLFormElement) => {
    const decoded = decodeWith(MediaAlt)({ alt, altEn }, locale)
    if (!decoded.ok) {
      setErrors(issuesByField(decoded.issues))
      focusFirstInvalid(form)
      return
    }
    setSaving(true)
    try {
      const queued = await queuePicture(file, decoded.value)
      onQueued({ address: queued.address, alt: decoded.value.alt.trim(), altEn: decoded.value.altEn.trim() })
    } catch (error) {
      const issues = issuesOf(error)
      if (issues !== null) setErrors(issues)
      else setFailure(messageOf(error) ?? LL.admin.toast.tryLater())
      setSaving(false)
    }
  }

  return (
    <AdminDialog isOpen onClose={cancel} width={440} title={t.altTitle()} isDismissable={!saving}>
      <form
        ref={formRef}
        noValidate
        data-testid="alt-text-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          // The picture field lives inside the entity form: this submit is the dialog's own.
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
        <p className="text-sm text-slate-700">{t.altIntro()}</p>
        <TextInput
          label={t.altZh()}
          name="alt"
          value={alt}
          error={errors.alt}
          onChange={(value) => {
            setAlt(value)
            setErrors(({ alt: _gone, ...rest }) => rest)
          }}
        />
        <TextInput
          label={t.altEn()}
          name="altEn"
          value={altEn}
          error={errors.altEn}
          onChange={(value) => {
            setAltEn(value)
            setErrors(({ altEn: _gone, ...rest }) => rest)
          }}
        />
        {failure !== undefined ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <AdminButton variant="secondary" onPress={cancel} isDisabled={saving}>
            {t.cancel()}
          </AdminButton>
          <AdminButton type="submit" isDisabled={saving}>
            {confirmLabel}
          </AdminButton>
        </div>
      </form>
    </AdminDialog>
  )
}
