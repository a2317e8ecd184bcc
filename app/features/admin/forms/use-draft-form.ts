import { useCallback, useState } from "react"
import { discardDraft, loadDraft, saveDraft } from "../lib/drafts.ts"
import { changedFields } from "./changed-fields.ts"
import type { FormValue, FormValues } from "../lib/form-values.ts"

/**
 * Form state that is written to a device draft on every keystroke and restored when the same form
 * (same entity and record) opens again, after a reload or an expired session included.
 * The draft holds only the fields the person changed: restored over a record that someone else has
 * changed since, it overrides what this person typed and nothing else.
 */
export const useDraftForm = (draftKey: string, initial: () => FormValues) => {
  const [baseline] = useState(initial)
  const [restored] = useState(() => {
    const draft = loadDraft<FormValues>(draftKey)
    return draft !== null && Object.keys(draft).length > 0 ? (draft as FormValues) : null
  })
  const [values, setValues] = useState<FormValues>(() => ({ ...baseline, ...restored }))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const setField = useCallback(
    (name: string, value: FormValue) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value }
        const changed = changedFields(next, baseline)
        if (Object.keys(changed).length === 0) discardDraft(draftKey)
        else saveDraft(draftKey, changed)
        return next
      })
      setErrors((previous) => {
        if (!(name in previous)) return previous
        const { [name]: _removed, ...rest } = previous
        return rest
      })
    },
    [draftKey, baseline],
  )

  const discard = useCallback(() => discardDraft(draftKey), [draftKey])

  return { values, setField, errors, setErrors, discard, wasRestored: restored !== null }
}
