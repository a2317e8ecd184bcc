/**
 * A back-office form derived from its content kind's declaration (schema/content-fields.ts): the
 * fields with their widgets, labels and English twins, the values a row starts the form with, and
 * the payload the form sends. A field declared once is editable in both languages without a form of
 * its own; the entity's create/update schemas still decide what a value may be.
 */
import {
  type ContentDeclaration,
  type ContentField,
  type DeclaredEntity,
  twinOf,
} from "../../../../schema/content-fields.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { fieldText } from "../../../i18n/field-texts.ts"
import type { EntityFormConfig } from "./EntityFormDialog.tsx"
import type { FieldSpec } from "./field-spec.ts"
import { type FormValue, type FormValues, idsOf, textOf, urlOrNull } from "../lib/form-values.ts"
import { type PickableRecord, ReferencePicker, type ReferencePickerTexts } from "./ReferencePicker.tsx"

/**
 * The label (or hint) the declaration names by `key`, in the person's language (the bilingual table
 * app/i18n/field-texts.ts, then the kind's admin texts); the key if unknown.
 */
export const declaredText = (LL: TranslationFunctions, entity: DeclaredEntity, key: string): string =>
  fieldText(LL, entity, key)

/** The record lists a declared form's pickers offer, and what they say. */
export interface DeclaredPickers {
  readonly [field: string]: {
    readonly records: ReadonlyArray<PickableRecord>
    readonly texts: ReferencePickerTexts
    readonly testIds: { readonly picker: string; readonly picked: string }
  }
}

/** How the labels of select options read (a category's name); the code itself if not given. */
export type OptionLabels = Readonly<Record<string, (code: string) => string>>

const listLines = (value: string): string[] =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

const fieldSpec = (
  LL: TranslationFunctions,
  declaration: ContentDeclaration,
  field: ContentField,
  pickers: DeclaredPickers,
  optionLabels: OptionLabels,
): FieldSpec => {
  // Addresses are optional everywhere and never said so (the spec's labels); other optional fields say it.
  const marked = field.optional === true && field.widget !== "url"
  const label = `${declaredText(LL, declaration.entity, field.label)}${marked ? LL.admin.common.optional() : ""}`
  const hint = field.hint === undefined ? undefined : declaredText(LL, declaration.entity, field.hint)
  switch (field.widget) {
    case "text":
      return { kind: "text", name: field.name, label, hint }
    case "textarea":
      return { kind: "textarea", name: field.name, label, hint }
    case "list":
      return { kind: "textarea", name: field.name, label, hint: hint ?? LL.admin.common.listHint(), rows: 4 }
    case "url":
      return { kind: "url", name: field.name, label }
    case "image":
      return { kind: "image", name: field.name, label }
    case "select": {
      const labelOf = optionLabels[field.name] ?? ((code: string) => code)
      return {
        kind: "select",
        name: field.name,
        label,
        options: (field.options ?? []).map((code) => ({ value: code, label: labelOf(code) })),
      }
    }
    case "references": {
      const picker = pickers[field.name]
      return {
        kind: "custom",
        name: field.name,
        render: (value, onChange, error) => (
          <ReferencePicker
            records={picker?.records ?? []}
            value={Array.isArray(value) ? (value as ReadonlyArray<number>) : []}
            onChange={onChange}
            texts={picker?.texts ?? { ...emptyPickerTexts, legend: label }}
            testIds={picker?.testIds ?? { picker: `${field.name}-picker`, picked: `${field.name}-picked` }}
            error={error}
          />
        ),
      }
    }
  }
}

const emptyPickerTexts: ReferencePickerTexts = {
  legend: "",
  pick: "",
  noneAvailable: "",
  noneSelected: "",
  unknown: (id) => `#${id}`,
  remove: (name) => name,
}

/**
 * The English twin of a translated field, right under it (the language switch shows either). Its
 * label is the field's own, unmarked: every English text is optional (LL.content.admin.englishHint).
 */
const twinSpec = (LL: TranslationFunctions, field: FieldSpec, label: string): FieldSpec => {
  const twinLabel = LL.content.admin.englishLabel({ label })
  const name = `${field.name}En`
  return field.kind === "textarea"
    ? { kind: "textarea", name, label: twinLabel, rows: field.rows, hint: field.hint, englishOf: field.name }
    : { kind: "text", name, label: twinLabel, englishOf: field.name }
}

/** The form's fields, each translated one followed by its English twin. */
export const declaredFields = (
  LL: TranslationFunctions,
  declaration: ContentDeclaration,
  pickers: DeclaredPickers = {},
  optionLabels: OptionLabels = {},
): FieldSpec[] =>
  declaration.fields.flatMap((field) => {
    const spec = fieldSpec(LL, declaration, field, pickers, optionLabels)
    return field.english
      ? [spec, twinSpec(LL, spec, declaredText(LL, declaration.entity, field.label))]
      : [spec]
  })

/** A stored value as the form holds it: lists one item per line, ids as they are, absent as empty. */
const formValueOf = (field: ContentField, value: unknown): FormValue => {
  if (field.widget === "references") return Array.isArray(value) ? (value as number[]) : []
  if (field.widget === "list") return Array.isArray(value) ? (value as string[]).join("\n") : ""
  return typeof value === "string" ? value : ""
}

/**
 * The values a form starts with: the row's, or for a new record the kind's defaults (`defaults`,
 * e.g. a new employee's version "1.0"); twins the row does not have yet start empty.
 */
export const declaredValues = (
  declaration: ContentDeclaration,
  row: Readonly<Record<string, unknown>> | null | undefined,
  defaults: Readonly<Record<string, unknown>> = {},
): Record<string, FormValue> => {
  const source = row ?? defaults
  return Object.fromEntries(
    declaration.fields.flatMap((field) => {
      const own: Array<[string, FormValue]> = [[field.name, formValueOf(field, source[field.name])]]
      return field.english ? [...own, [twinOf(field), formValueOf(field, source[twinOf(field)])]] : own
    }),
  )
}

/** A value as sent: lines as a list, an empty optional text or address as null, ids as a list. */
const payloadOf = (field: ContentField, values: FormValues, name: string, twin: boolean): unknown => {
  switch (field.widget) {
    case "list":
      return listLines(textOf(values, name))
    case "references":
      return [...idsOf(values, name)]
    case "url":
      return urlOrNull(textOf(values, name))
    case "image":
      return field.optional ? urlOrNull(textOf(values, name)) : textOf(values, name)
    default:
      // A twin is always a text (empty: not translated yet); an optional Chinese text is null when empty.
      return field.optional && !twin && textOf(values, name).trim() === "" ? null : textOf(values, name)
  }
}

/** The payload a declared form sends (create and edit alike): every declared field and twin. */
export const declaredPayload = (
  declaration: ContentDeclaration,
  values: FormValues,
): Record<string, unknown> =>
  Object.fromEntries(
    declaration.fields.flatMap((field) => {
      const own: Array<[string, unknown]> = [[field.name, payloadOf(field, values, field.name, false)]]
      return field.english ? [...own, [twinOf(field), payloadOf(field, values, twinOf(field), true)]] : own
    }),
  )

/** What a declared form needs besides its declaration: the schemas, the writes and the layout. */
export interface DeclaredFormOptions<Row extends { id: number }> {
  readonly width: EntityFormConfig<Row>["width"]
  readonly createSchema: EntityFormConfig<Row>["createSchema"]
  readonly updateSchema: EntityFormConfig<Row>["updateSchema"]
  readonly create: EntityFormConfig<Row>["create"]
  readonly update: EntityFormConfig<Row>["update"]
  /** What a new record starts with (the kind's defaults). */
  readonly defaults: Readonly<Record<string, unknown>>
  readonly pickers?: DeclaredPickers
  readonly optionLabels?: OptionLabels
}

/** The whole create/edit form of a declared kind, its titles and toasts from the kind's admin texts. */
export const declaredFormConfig = <Row extends { id: number }>(
  LL: TranslationFunctions,
  declaration: ContentDeclaration,
  options: DeclaredFormOptions<Row>,
): EntityFormConfig<Row> => {
  const t = LL.adminRecords[declaration.entity]
  return {
    entity: declaration.entity,
    width: options.width,
    fields: declaredFields(LL, declaration, options.pickers, options.optionLabels),
    fromRow: (row) => declaredValues(declaration, row, options.defaults),
    toPayload: (values) => declaredPayload(declaration, values),
    createSchema: options.createSchema,
    updateSchema: options.updateSchema,
    create: options.create,
    update: options.update,
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}
