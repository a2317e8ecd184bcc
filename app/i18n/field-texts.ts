/**
 * Labels of content fields in both languages, side by side (issue 27): one line per field, found by
 * the `label` (or `hint`) its declaration names (schema/entities/<kind>-fields.ts). The back office's
 * form and history and the public page's facts read a declared field's label through `fieldText`:
 * here first, then the kind's admin texts (LL.admin.<kind>), where the fields declared before this
 * table keep theirs.
 *
 * Not a typesafe-i18n dictionary, so a new field's label changes no generated file: the
 * dictionaries reach this table through one text each, `content.fieldText` ("{key|fieldText}"), whose
 * formatter (formatters.ts) is made per language and picks that language's half. A label missing
 * here or in a dictionary fails app/features/admin/forms/declared-form.test.ts in either language;
 * a missing half does not type-check.
 */
import type { DeclaredEntity } from "../../schema/content-fields.ts"
import type { Locales, TranslationFunctions } from "./i18n-types.ts"

type Bilingual = Readonly<Record<Locales, string>>

export const fieldTexts = {
  employees: {
    modelBase: { "zh-CN": "基础模型", en: "Base model" },
    agentVersion: { "zh-CN": "版本", en: "Version" },
    integrations: { "zh-CN": "集成", en: "Integrations" },
    deploymentTime: { "zh-CN": "部署周期", en: "Deployment time" },
  },
  teams: {},
  projects: {},
  tools: {},
} as const satisfies Readonly<Record<DeclaredEntity, Readonly<Record<string, Bilingual>>>>

const tableOf = (entity: DeclaredEntity): Readonly<Record<string, Bilingual>> => fieldTexts[entity]

/** A text of the table in `locale` (the formatter's side): "employees.modelBase" -> "Base model". */
export const tableText = (locale: Locales, key: string): string => {
  const [entity, name = ""] = key.split(".") as [DeclaredEntity, string?]
  const texts = Object.hasOwn(fieldTexts, entity) ? tableOf(entity) : {}
  return Object.hasOwn(texts, name) ? (texts[name]?.[locale] ?? key) : key
}

/** A kind's admin texts, read by key. */
const kindTexts = (LL: TranslationFunctions, entity: DeclaredEntity) =>
  LL.adminRecords[entity] as unknown as Readonly<Record<string, ((...args: never[]) => string) | undefined>>

/** The label (or hint) a declaration names by `key`, in LL's language; the key itself if unknown. */
export const fieldText = (LL: TranslationFunctions, entity: DeclaredEntity, key: string): string =>
  Object.hasOwn(tableOf(entity), key)
    ? LL.content.fieldText({ key: `${entity}.${key}` })
    : (kindTexts(LL, entity)[key]?.() ?? key)
