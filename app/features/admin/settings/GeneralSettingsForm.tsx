import { useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { SettingsUpdate, type SettingsFields } from "../../../../schema/entities/settings.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { updateSettings } from "../../../sync/mutations.ts"
import { Button } from "../../../ui/Button.tsx"
import { announceSave, keyOf } from "../forms/announce-save.ts"
import { changedFields } from "../forms/changed-fields.ts"
import { FormFields } from "../forms/FormFields.tsx"
import { focusFirstInvalid } from "../lib/focus-first-invalid.ts"
import { issuesOf, messageOf } from "../lib/form-values.ts"
import { useDraftForm } from "../forms/use-draft-form.ts"
import { useStaleEnglish } from "../forms/use-stale-english.ts"
import { draftKey } from "../lib/drafts.ts"
import { showToast } from "../../../ui/toast-queue.ts"
import { settingsSections, settingsToValues, valuesToSettingsPayload } from "./settings-fields.ts"

/** The "general settings" tab: every site setting, kept as a device draft until saved. */
export function GeneralSettingsForm({ settings }: { settings: SettingsFields }) {
  const { LL, locale } = useI18nContext()
  const form = useDraftForm(draftKey("settings", 1), () => settingsToValues(settings))
  const [saving, setSaving] = useState(false)
  const english = useStaleEnglish(
    "settings",
    settings,
    form.values,
    settingsToValues(settings),
    form.setField,
  )

  const save = async (formElement: HTMLFormElement) => {
    const payload = valuesToSettingsPayload(form.values)
    const decoded = decodeWith(SettingsUpdate)(payload, locale)
    if (!decoded.ok) {
      form.setErrors(issuesByField(decoded.issues))
      focusFirstInvalid(formElement)
      return
    }
    setSaving(true)
    try {
      const changes = {
        ...changedFields(payload, valuesToSettingsPayload(settingsToValues(settings))),
        ...english.payload(),
      }
      const queued = Object.keys(changes).length > 0 ? await updateSettings(changes as never) : undefined
      form.discard()
      void announceSave(LL, keyOf(queued), LL.admin.toast.settingsUpdated())
    } catch (error) {
      const issues = issuesOf(error)
      if (issues) form.setErrors(issues)
      showToast({
        title: LL.admin.toast.updateFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      noValidate
      data-testid="settings-form"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        void save(event.currentTarget)
      }}
    >
      {form.wasRestored ? (
        <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
          {LL.admin.common.draftRestored()}
        </p>
      ) : null}
      {settingsSections(LL).map((section) => (
        <fieldset key={section.title} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{section.title}</legend>
          <div className={section.wide ? "grid grid-cols-1 gap-4" : "grid grid-cols-1 gap-4 md:grid-cols-2"}>
            <FormFields
              fields={section.fields}
              values={form.values}
              errors={form.errors}
              setField={form.setField}
              staleEnglish={english.stale}
              onMarkChecked={english.markChecked}
            />
          </div>
        </fieldset>
      ))}
      <div className="flex justify-end">
        <Button look="admin" type="submit" isDisabled={saving}>
          {saving ? LL.admin.common.saving() : LL.adminSettings.save()}
        </Button>
      </div>
    </form>
  )
}
