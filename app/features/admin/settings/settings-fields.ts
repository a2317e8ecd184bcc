import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { FieldSpec } from "../forms/field-spec.ts"
import type { FormValues } from "../forms/form-values.ts"

type TextKey = {
  [K in keyof SettingsFields]: SettingsFields[K] extends string ? K : never
}[keyof SettingsFields]
type FlagKey = {
  [K in keyof SettingsFields]: SettingsFields[K] extends boolean ? K : never
}[keyof SettingsFields]

export const flagKeys: ReadonlyArray<FlagKey> = [
  "showEmployees",
  "showTeams",
  "showProjects",
  "showTools",
  "showCollaboration",
  "showBlog",
]

const textKeys: ReadonlyArray<TextKey> = [
  "siteName",
  "siteTagline",
  "metaDescription",
  "heroHeading",
  "heroSubheading",
  "heroCtaText",
  "heroCtaUrl",
  "heroBgClass",
  "primaryColor",
  "accentColor",
  "contactEmail",
  "contactPhone",
  "contactAddress",
]

/** Every settings field, grouped as the general tab shows them. */
export const settingsSections = (
  LL: TranslationFunctions,
): ReadonlyArray<{ title: string; fields: FieldSpec[] }> => {
  const t = LL.admin.settings
  return [
    {
      title: t.siteSection(),
      fields: [
        { kind: "text", name: "siteName", label: t.siteName() },
        { kind: "text", name: "siteTagline", label: t.siteTagline() },
        { kind: "textarea", name: "metaDescription", label: t.metaDescription(), rows: 2 },
      ],
    },
    {
      title: t.heroSection(),
      fields: [
        { kind: "text", name: "heroHeading", label: t.heroHeading() },
        { kind: "textarea", name: "heroSubheading", label: t.heroSubheading(), rows: 2 },
        { kind: "text", name: "heroCtaText", label: t.heroCtaText() },
        { kind: "url", name: "heroCtaUrl", label: t.heroCtaUrl() },
        { kind: "text", name: "heroBgClass", label: t.heroBgClass() },
      ],
    },
    {
      title: t.colorSection(),
      fields: [
        { kind: "text", name: "primaryColor", label: t.primaryColor() },
        { kind: "text", name: "accentColor", label: t.accentColor() },
      ],
    },
    {
      title: t.contactSection(),
      fields: [
        { kind: "text", name: "contactEmail", label: t.contactEmail() },
        { kind: "text", name: "contactPhone", label: t.contactPhone() },
        { kind: "textarea", name: "contactAddress", label: t.contactAddress(), rows: 2 },
      ],
    },
    {
      title: t.showSection(),
      fields: flagKeys.map((name) => ({ kind: "checkbox" as const, name, label: t[name]() })),
    },
  ]
}

export const settingsToValues = (settings: SettingsFields): FormValues => {
  const values: Record<string, string | boolean> = {}
  for (const key of textKeys) values[key] = settings[key]
  for (const key of flagKeys) values[key] = settings[key]
  return values
}

export const valuesToSettingsPayload = (values: FormValues): Record<string, string | boolean> => {
  const payload: Record<string, string | boolean> = {}
  for (const key of textKeys) payload[key] = typeof values[key] === "string" ? (values[key] as string) : ""
  for (const key of flagKeys) payload[key] = values[key] === true
  return payload
}
