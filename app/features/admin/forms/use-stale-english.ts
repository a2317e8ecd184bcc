/**
 * Which English texts of the record being edited fell behind their Chinese (issue 31, item 3;
 * schema/translation-status.ts), as the dialog shows them: behind in the record, not rewritten in
 * this form yet, not marked checked. Marking is a form value (`englishChecked`, names separated by
 * spaces) so the device draft keeps it with the rest of what was done in the dialog; the save sends
 * it as the update's `englishChecked`.
 */
import type { EntityName } from "../../../../schema/sync.ts"
import { translatedFieldsOf } from "../../../../schema/translated-fields.ts"
import { staleEnglish } from "../../../../schema/translation-status.ts"
import { type FormValue, type FormValues, textOf } from "../lib/form-values.ts"

const checkedKey = "englishChecked"

const checkedIn = (values: FormValues): string[] =>
  textOf(values, checkedKey)
    .split(" ")
    .filter((name) => name !== "")

export interface StaleEnglish {
  /** The Chinese names of the fields whose English is still behind in this form. */
  readonly stale: ReadonlyArray<string>
  readonly markChecked: (field: string) => void
  /** What the save adds to its update: the fields marked checked, or nothing. */
  readonly payload: () => { englishChecked?: string[] }
}

export const useStaleEnglish = (
  entity: EntityName | undefined,
  row: Readonly<Record<string, unknown>> | null,
  values: FormValues,
  /** The form's values for `row` as it is: a twin that differs from them was rewritten here. */
  initial: FormValues,
  setField: (name: string, value: FormValue) => void,
): StaleEnglish => {
  const checked = checkedIn(values)
  const behind = entity === undefined ? [] : staleEnglish(translatedFieldsOf(entity), row)
  const rewritten = (field: string) =>
    JSON.stringify(values[`${field}En`] ?? "") !== JSON.stringify(initial[`${field}En`] ?? "")
  return {
    stale: behind.filter((field) => !checked.includes(field) && !rewritten(field)),
    markChecked: (field) => setField(checkedKey, [...checked, field].join(" ")),
    payload: () => {
      const marked = checked.filter((field) => behind.includes(field))
      return marked.length === 0 ? {} : { englishChecked: marked }
    },
  }
}
