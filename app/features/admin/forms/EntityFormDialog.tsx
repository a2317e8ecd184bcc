import { type ReactNode, useState } from "react"
import { issuesByField, decodeWith } from "../../../../schema/decode.ts"
import type { Schema } from "effect"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import type { Language } from "../../../../schema/messages.ts"
import { draftKey } from "../lib/drafts.ts"
import { showToast } from "../../../ui/toast-queue.ts"
import { type SavedNotice, announceSave, keyOf } from "./announce-save.ts"
import { changedFields } from "./changed-fields.ts"
import type { FieldSpec } from "./field-spec.ts"
import { FormFields } from "./FormFields.tsx"
import { focusFirstInvalid } from "../lib/focus-first-invalid.ts"
import { type FormValues, issuesOf, messageOf } from "../lib/form-values.ts"
import { useDraftForm } from "./use-draft-form.ts"
import { useStaleEnglish } from "./use-stale-english.ts"
import { entityNameOf } from "../../../../schema/sync.ts"
import { withPlaceholders } from "./with-placeholders.ts"

export interface SaveConfirmation {
  readonly title: string
  readonly text: string
  readonly confirmLabel: string
}

export interface EntityFormConfig<Row extends { id: number }> {
  /** Names the device draft: one per entity and record. */
  readonly entity: string
  readonly width: 600 | 700 | 800
  readonly fields: ReadonlyArray<FieldSpec>
  readonly fromRow: (row: Row | null) => FormValues
  readonly toPayload: (values: FormValues, mode: "create" | "edit") => Record<string, unknown>
  readonly createSchema: Schema.Decoder<unknown>
  readonly updateSchema: Schema.Decoder<unknown>
  // `never` lets each entity pass its own typed mutation; the payload is decoded with the entity's
  // schema right before the call, so the cast at the call site is checked at run time.
  readonly create: (payload: never) => Promise<unknown>
  readonly update: (id: number, payload: never) => Promise<unknown>
  /** Runs after a successful edit save (the blog's separate publish call). */
  readonly afterEdit?: (row: Row, values: FormValues) => Promise<void>
  /** Problems with the values the schemas cannot see (a time the zone skips), as messages per field. */
  readonly check?: (values: FormValues, language: Language) => Record<string, string>
  /** What to confirm before this save is queued (a schedule already past), or null for nothing. */
  readonly confirmSave?: (payload: Record<string, unknown>, row: Row | null) => SaveConfirmation | null
  /** What this save says once delivered instead of the plain success (a late schedule done at once). */
  readonly savedNotice?: (payload: Record<string, unknown>) => SavedNotice
  readonly texts: { createTitle: string; editTitle: string; created: string; updated: string }
}

/**
 * The create/edit dialog shared by every entity: validation, device draft, outbox write, toasts.
 * `historyButton` draws the edited row's history action (history/HistoryButton, given by the list
 * screen so that forms/ does not import history/); `onRestored` closes the dialog after a restore.
 * `notice` is drawn above the fields (who else is editing the record: presence/PresenceNotice).
 * `recordPanel` is drawn under the fields of a record the server has (its preview links), given by the
 * list screen like `historyButton`.
 */
export function EntityFormDialog<Row extends { id: number }>({
  config,
  row,
  onClose,
  historyButton,
  notice,
  recordPanel,
}: {
  config: EntityFormConfig<Row>
  row: Row | null
  onClose: () => void
  historyButton?: ((row: Row, onRestored: () => void) => ReactNode) | undefined
  notice?: ReactNode
  recordPanel?: ((row: Row) => ReactNode) | undefined
}) {
  const { LL, locale } = useI18nContext()
  const mode = row === null ? "create" : "edit"
  const form = useDraftForm(draftKey(config.entity, row?.id ?? "new"), () => config.fromRow(row))
  const [submitting, setSubmitting] = useState(false)
  const [asking, setAsking] = useState<{ what: SaveConfirmation; form: HTMLFormElement } | null>(null)
  const english = useStaleEnglish(
    entityNameOf(config.entity),
    row,
    form.values,
    config.fromRow(row),
    form.setField,
  )

  const cancel = () => {
    form.discard()
    onClose()
  }

  const submit = async (formElement: HTMLFormElement, confirmed = false) => {
    const checked = config.check?.(form.values, locale) ?? {}
    if (Object.keys(checked).length > 0) {
      form.setErrors(checked)
      focusFirstInvalid(formElement)
      return
    }
    const payload = config.toPayload(form.values, mode)
    // A picture kept on this device is checked as the server address it will become (local-media.ts).
    const decoded = decodeWith(mode === "create" ? config.createSchema : config.updateSchema)(
      withPlaceholders(payload),
      locale,
    )
    if (!decoded.ok) {
      form.setErrors(issuesByField(decoded.issues))
      focusFirstInvalid(formElement)
      return
    }
    const confirmation = confirmed ? null : (config.confirmSave?.(payload, row) ?? null)
    if (confirmation !== null) {
      setAsking({ what: confirmation, form: formElement })
      return
    }
    setSubmitting(true)
    try {
      let queued: unknown
      let sent: Record<string, unknown> = payload
      if (row === null) queued = await config.create(payload as never)
      else {
        sent = {
          ...changedFields(payload, config.toPayload(config.fromRow(row), "edit")),
          ...english.payload(),
        }
        if (Object.keys(sent).length > 0) queued = await config.update(row.id, sent as never)
        await config.afterEdit?.(row, form.values)
      }
      form.discard()
      // "Updated" once the server has it; "saved on this device" while it does not yet.
      void announceSave(
        LL,
        keyOf(queued),
        row === null ? config.texts.created : config.texts.updated,
        config.savedNotice?.(sent),
      )
      onClose()
    } catch (error) {
      const issues = issuesOf(error)
      if (issues) form.setErrors(issues)
      showToast({
        title: LL.admin.toast.operationFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Modal
      look="admin"
      isOpen
      onClose={cancel}
      width={config.width}
      isDismissable={!submitting}
      title={mode === "create" ? config.texts.createTitle : config.texts.editTitle}
    >
      <form
        noValidate
        data-testid={`${config.entity}-form`}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(event.currentTarget)
        }}
      >
        {notice}
        {form.wasRestored ? (
          <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
            {LL.admin.common.draftRestored()}
          </p>
        ) : null}
        <FormFields
          fields={config.fields}
          values={form.values}
          errors={form.errors}
          setField={form.setField}
          staleEnglish={english.stale}
          onMarkChecked={english.markChecked}
        />
        {row !== null && row.id > 0 && recordPanel !== undefined ? recordPanel(row) : null}
        {/* Kept in sight at the bottom of the dialog while a long form (a blog post) scrolls. */}
        <div className="sticky -bottom-4 z-10 -mx-5 mt-2 -mb-4 flex justify-end gap-2 border-t border-slate-100 bg-white px-5 py-4">
          {row !== null && row.id > 0 && historyButton !== undefined ? (
            // A restore changes the row under this form: it closes, keeping what was typed as the draft.
            <div className="mr-auto">{historyButton(row, onClose)}</div>
          ) : null}
          <Button look="admin" variant="secondary" onPress={cancel}>
            {LL.admin.common.cancel()}
          </Button>
          <Button look="admin" type="submit" isDisabled={submitting}>
            {submitting
              ? LL.admin.common.processing()
              : mode === "create"
                ? LL.admin.common.create()
                : LL.admin.common.save()}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking?.what.title ?? ""}
        text={asking?.what.text ?? ""}
        confirmLabel={asking?.what.confirmLabel ?? ""}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const pending = asking
          setAsking(null)
          if (pending !== null) void submit(pending.form, true)
        }}
      />
    </Modal>
  )
}
