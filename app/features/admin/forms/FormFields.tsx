import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { CheckboxInput, ColorInput, SelectInput, TextAreaInput, TextInput } from "../ui/FormField.tsx"
import { ImageField } from "../media-upload/ImageField.tsx"
import { MarkdownField } from "../media-upload/MarkdownField.tsx"
import { contrastHint } from "./color-contrast.ts"
import type { FieldSpec } from "./field-spec.ts"
import { type FormValue, type FormValues, boolOf, textOf } from "../lib/form-values.ts"
import { ContentLanguageSwitch, type FormLanguage } from "./ContentLanguageSwitch.tsx"
import { StaleEnglishNote } from "./StaleEnglishNote.tsx"

interface FormFieldsProps {
  readonly fields: ReadonlyArray<FieldSpec>
  readonly values: FormValues
  readonly errors: Record<string, string>
  readonly setField: (name: string, value: FormValue) => void
  /** The Chinese names of fields whose English fell behind (forms/use-stale-english.ts). */
  readonly staleEnglish?: ReadonlyArray<string> | undefined
  readonly onMarkChecked?: ((field: string) => void) | undefined
}

const englishOf = (field: FieldSpec): string | undefined =>
  field.kind === "text" || field.kind === "textarea" || field.kind === "markdown"
    ? field.englishOf
    : undefined

/**
 * Renders the fields of a FieldSpec list, each with its own message. When some fields have English
 * twins (issue 17), a 中文/English switch on top shows either the Chinese fields or, in their place,
 * their twins (with the Chinese text under each as a reference); a message on a field the other
 * language shows switches to it.
 */
export function FormFields({
  fields,
  values,
  errors,
  setField,
  staleEnglish = [],
  onMarkChecked,
}: FormFieldsProps) {
  const { LL, locale } = useI18nContext()
  const [language, setLanguage] = useState<FormLanguage>("zh-CN")
  const twinned = new Set(fields.flatMap((field) => englishOf(field) ?? []))
  const shownIn = (field: FieldSpec, wanted: FormLanguage): boolean =>
    englishOf(field) !== undefined ? wanted === "en" : !(wanted === "en" && twinned.has(field.name))
  // A new set of messages shows the language of the first field with one, so it can be read and
  // focused; the person's own choice is left alone otherwise (state adjusted while rendering).
  const errorNames = Object.keys(errors).join(" ")
  const [seenErrors, setSeenErrors] = useState(errorNames)
  if (seenErrors !== errorNames) {
    setSeenErrors(errorNames)
    const names = errorNames.split(" ").filter((name) => name !== "")
    const visible = (wanted: FormLanguage) =>
      fields.some((field) => names.includes(field.name) && shownIn(field, wanted))
    const other = language === "en" ? "zh-CN" : "en"
    if (names.length > 0 && !visible(language) && visible(other)) setLanguage(other)
  }
  const shown = twinned.size === 0 ? fields : fields.filter((field) => shownIn(field, language))
  return (
    <>
      {twinned.size > 0 ? (
        <ContentLanguageSwitch
          value={language}
          onChange={setLanguage}
          staleCount={staleEnglish.filter((name) => twinned.has(name)).length}
        />
      ) : null}
      {shown.map((field) => {
        const chinese = englishOf(field)
        const control = fieldControl(field, chinese)
        // An English text behind its Chinese says so above itself (issue 31, item 3).
        return chinese !== undefined && staleEnglish.includes(chinese) && onMarkChecked !== undefined ? (
          <div key={field.name} className="flex flex-col gap-2">
            <StaleEnglishNote
              chinese={textOf(values, chinese)}
              onMarkChecked={() => onMarkChecked(chinese)}
            />
            {control}
          </div>
        ) : (
          control
        )
      })}
    </>
  )

  function fieldControl(field: FieldSpec, chinese: string | undefined) {
    const reference =
      chinese !== undefined && textOf(values, chinese).trim() !== ""
        ? LL.content.admin.chineseReference({ text: textOf(values, chinese) })
        : undefined
    const common = {
      name: field.name,
      error: errors[field.name],
      value: textOf(values, field.name),
      onChange: (value: string) => setField(field.name, value),
    }
    switch (field.kind) {
      case "textarea":
        return (
          <TextAreaInput
            key={field.name}
            {...common}
            label={field.label}
            hint={reference ?? field.hint}
            rows={field.rows ?? 4}
          />
        )
      case "markdown":
        return (
          <MarkdownField
            key={field.name}
            {...common}
            label={field.label}
            hint={reference ?? field.hint}
            rows={field.rows ?? 10}
            language={chinese === undefined ? "zh-CN" : "en"}
          />
        )
      case "color":
        return (
          <ColorInput
            key={field.name}
            {...common}
            label={field.label}
            pickerLabel={LL.adminSettings.colorPicker({ label: field.label })}
            hint={contrastHint(LL, textOf(values, field.name)) ?? field.hint}
          />
        )
      case "image":
        return (
          <ImageField
            key={field.name}
            {...common}
            label={field.label}
            language={twinned.size > 0 ? language : locale}
          />
        )
      case "select":
        return <SelectInput key={field.name} {...common} label={field.label} options={field.options} />
      case "datetime":
        return (
          <TextInput
            key={field.name}
            {...common}
            label={field.label}
            hint={field.hint}
            type="datetime-local"
          />
        )
      case "checkbox":
        return (
          <CheckboxInput
            key={field.name}
            name={field.name}
            label={field.label}
            checked={boolOf(values, field.name)}
            onChange={(checked) => setField(field.name, checked)}
          />
        )
      case "custom":
        return (
          <div key={field.name}>
            {field.render(values[field.name], (value) => setField(field.name, value), errors[field.name])}
          </div>
        )
      default:
        return (
          <TextInput
            key={field.name}
            {...common}
            label={field.label}
            hint={reference ?? field.hint}
            // Numbers stay free text: a read time that is not a number falls back to 5 (spec section 5).
            type={field.kind === "url" ? "url" : "text"}
            inputMode={field.kind === "number" ? "numeric" : undefined}
          />
        )
    }
  }
}
