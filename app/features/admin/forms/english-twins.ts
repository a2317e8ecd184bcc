/**
 * The English twins in the back office's forms (issue 17): each translated field gets an English
 * version in the same form, which a 中文/English switch shows in its Chinese field's place
 * (FormFields); both are checked together by the shared create/update schemas, and drafts and the
 * outbox carry them as any field.
 */
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { FieldSpec } from "./field-spec.ts"
import { type FormValues, textOf } from "../lib/form-values.ts"

export const englishName = (name: string): string => `${name}En`

/** `fields` with the English twin of each of `names` right after its Chinese field. */
export const withEnglishTwins = (
  LL: TranslationFunctions,
  fields: ReadonlyArray<FieldSpec>,
  names: ReadonlyArray<string>,
): FieldSpec[] =>
  fields.flatMap((field): FieldSpec[] => {
    if (!names.includes(field.name)) return [field]
    const label = LL.content.admin.englishLabel({ label: "label" in field ? field.label : field.name })
    const twin: FieldSpec =
      field.kind === "textarea" || field.kind === "markdown"
        ? { kind: field.kind, name: englishName(field.name), label, rows: field.rows, englishOf: field.name }
        : { kind: "text", name: englishName(field.name), label, englishOf: field.name }
    return [field, twin]
  })

/** The form's starting values of the twins: the row's, or empty (a row stored before they existed). */
export const englishValues = (
  row: Readonly<Record<string, unknown>> | null | undefined,
  names: ReadonlyArray<string>,
): Record<string, string> =>
  Object.fromEntries(
    names.map((name) => {
      const value = row?.[englishName(name)]
      return [englishName(name), typeof value === "string" ? value : ""]
    }),
  )

/** The twins as sent: the text as typed (empty means "not translated"). */
export const englishPayload = (values: FormValues, names: ReadonlyArray<string>): Record<string, string> =>
  Object.fromEntries(names.map((name) => [englishName(name), textOf(values, englishName(name))]))
