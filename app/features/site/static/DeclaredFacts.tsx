/**
 * The facts beside a detail page that its content kind's declaration marks `public: "fact"`
 * (schema/content-fields.ts), in declaration order: each with its label (app/i18n/field-texts.ts or
 * the kind's admin texts) and its value in the reader's language, a Chinese fallback marked "中文".
 * A fact left empty is not shown. A field declared as a fact needs no page of its own.
 */
import { type ContentDeclaration, type ContentField, factFields } from "../../../../schema/content-fields.ts"
import type { LocalizedText } from "../../../../schema/localized.ts"
import { fieldText } from "../../../i18n/field-texts.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Localized, useLocalized } from "../content/localized.tsx"
import { listLine } from "../rules/text.ts"
import { Fact } from "./DetailParts.tsx"

type Row = Readonly<Record<string, unknown>>

/** A fact's value as shown: a text, or a list as one line; untranslated fields as they are stored. */
const factValue = (
  field: ContentField,
  row: Row,
  localized: ReturnType<typeof useLocalized>,
): LocalizedText => {
  if (field.widget === "list") {
    const list = field.english
      ? localized.list(row, field.name)
      : { items: Array.isArray(row[field.name]) ? (row[field.name] as string[]) : [], fallback: false }
    return listLine(list, localized.language)
  }
  if (field.english) return localized.text(row, field.name)
  const value = row[field.name]
  return { text: typeof value === "string" ? value : "", fallback: false }
}

/** The declared facts of `row`, for a FactList. */
export function DeclaredFacts({ declaration, row }: { declaration: ContentDeclaration; row: Row }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  return factFields(declaration).map((field) => {
    const value = factValue(field, row, localized)
    if (value.text.trim() === "") return null
    return (
      <Fact
        key={field.name}
        label={fieldText(LL, declaration.entity, field.label)}
        value={field.english ? <Localized value={value} mark /> : value.text}
      />
    )
  })
}
