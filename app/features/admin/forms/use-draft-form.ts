import { useCallback, useState } from "react"
import { discardDraft, loadDraft, saveDraft } from "../lib/drafts.ts"
import type { FormValue, FormValues } from "./form-values.ts"

/**
 * Form state that is written to a device draft on every keystroke and restored when the same form
 * (same entity and record) opens again, after a reload or an expired session included.
 */
export const useDraftForm = (draftKey: string, initial: () => FormValues) => {
  const [restored] = useState(() => loadDraft<FormValues>(draftKey))
  const [values, setValues] = useState<FormValues>(() => ({
    ...initial(),
    ...(restored as FormValues | null),
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const setField = useCallback(
    (name: string, value: FormValue) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value }
        saveDraft(draftKey, next)
        return next
      })
      setErrors((previous) => {
        if (!(name in previous)) return previous
        const { [name]: _removed, ...rest } = previous
        return rest
      })
    },
    [draftKey],
  )

  const discard = useCallback(() => discardDraft(draftKey), [draftKey])

  return { values, setField, errors, setErrors, discard, wasRestored: restored !== null }
}
