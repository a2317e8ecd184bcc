import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import { editablePageFields } from "../../../../schema/entities/editable-pages.ts"
import {
  heroBackgroundOf,
  heroBackgrounds,
  siteLinkKeys,
} from "../../../../schema/entities/settings-defaults.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { englishName, withEnglishTwins } from "../forms/english-twins.ts"
import type { FieldSpec } from "../forms/field-spec.ts"
import type { FormValues } from "../lib/form-values.ts"

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
  "siteNameEn",
  "siteTaglineEn",
  "metaDescriptionEn",
  "heroHeadingEn",
  "heroSubheadingEn",
  "heroCtaTextEn",
  "contactAddressEn",
  ...siteLinkKeys,
  ...editablePageFields,
  ...editablePageFields.map((name) => englishName(name) as `${typeof name}En`),
]

/** The site's texts with an English twin under them (issue 17); codes, URLs and colours have none. */
const english = [
  "siteName",
  "siteTagline",
  "metaDescription",
  "heroHeading",
  "heroSubheading",
  "heroCtaText",
  "contactAddress",
  ...editablePageFields,
]

/** Every settings field, grouped as the general tab shows them. */
export const settingsSections = (
  LL: TranslationFunctions,
): ReadonlyArray<{ title: string; fields: FieldSpec[]; wide?: boolean }> => {
  const t = LL.adminSettings
  return [
    {
      title: t.siteSection(),
      fields: withEnglishTwins(
        LL,
        [
          { kind: "text", name: "siteName", label: t.siteName() },
          { kind: "text", name: "siteTagline", label: t.siteTagline() },
          { kind: "textarea", name: "metaDescription", label: t.metaDescription(), rows: 2 },
        ],
        english,
      ),
    },
    {
      title: t.heroSection(),
      fields: withEnglishTwins(
        LL,
        [
          { kind: "text", name: "heroHeading", label: t.heroHeading() },
          { kind: "textarea", name: "heroSubheading", label: t.heroSubheading(), rows: 2 },
          { kind: "text", name: "heroCtaText", label: t.heroCtaText() },
          { kind: "url", name: "heroCtaUrl", label: t.heroCtaUrl() },
          {
            kind: "select",
            name: "heroBgClass",
            label: t.heroBgClass(),
            options: heroBackgrounds.map((value) => ({ value, label: t.heroBackgrounds[value]() })),
          },
        ],
        english,
      ),
    },
    {
      title: t.colorSection(),
      fields: [
        { kind: "color", name: "primaryColor", label: t.primaryColor() },
        { kind: "color", name: "accentColor", label: t.accentColor() },
      ],
    },
    {
      title: t.contactSection(),
      fields: withEnglishTwins(
        LL,
        [
          { kind: "text", name: "contactEmail", label: t.contactEmail() },
          { kind: "text", name: "contactPhone", label: t.contactPhone() },
          { kind: "textarea", name: "contactAddress", label: t.contactAddress(), rows: 2 },
        ],
        english,
      ),
    },
    {
      // The about, privacy and terms pages' Markdown (schema/entities/editable-pages.ts).
      title: LL.editablePages.section(),
      fields: withEnglishTwins(LL, pageBodyFields(LL), english),
      // Whole pages of text: one field a line, as wide as the form.
      wide: true,
    },
    {
      title: t.linkSection(),
      fields: [
        { kind: "url", name: "workspaceUrl", label: t.workspaceUrl(), hint: t.workspaceUrlHint() },
        { kind: "url", name: "careersUrl", label: t.careersUrl(), hint: t.careersUrlHint() },
        { kind: "url", name: "wechatUrl", label: t.wechatUrl() },
        { kind: "url", name: "weiboUrl", label: t.weiboUrl() },
        { kind: "url", name: "githubUrl", label: t.githubUrl() },
        { kind: "url", name: "linkedinUrl", label: t.linkedinUrl(), hint: t.socialHint() },
      ],
    },
    {
      title: t.showSection(),
      fields: flagKeys.map((name) => ({ kind: "checkbox" as const, name, label: t[name]() })),
    },
    {
      title: t.enquirySection(),
      fields: [
        {
          kind: "number",
          name: "enquiryRetentionDays",
          label: t.enquiryRetentionDays(),
          hint: t.enquiryRetentionHint(),
        },
      ],
    },
  ]
}

const pageBodyFields = (LL: TranslationFunctions): FieldSpec[] => {
  const t = LL.editablePages
  const hint = t.bodyHint({ anchor: "{#name}", cookies: "{#cookies}" })
  return [
    { kind: "markdown", name: "aboutBody", label: t.aboutBody(), rows: 10, hint: t.aboutHint() },
    { kind: "markdown", name: "privacyBody", label: t.privacyBody(), rows: 14, hint },
    { kind: "markdown", name: "termsBody", label: t.termsBody(), rows: 14, hint },
  ]
}

/**
 * The retention's text as a number for the schema: digits (a fraction or a sign included, so the
 * schema names the mistake) are read as written; anything else, an empty field too, is not a number.
 */
export const retentionDaysOf = (text: string): number => {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

export const settingsToValues = (settings: SettingsFields): FormValues => {
  const values: Record<string, string | boolean> = {}
  // A row stored before the English twins existed has none: the form starts them empty.
  for (const key of textKeys) values[key] = settings[key] ?? ""
  for (const key of flagKeys) values[key] = settings[key]
  // A background stored as any other name is drawn as the first: the choice shows what visitors see.
  values.heroBgClass = heroBackgroundOf(settings.heroBgClass ?? "")
  // A row stored before the retention existed has none: the default, keep for ever.
  values.enquiryRetentionDays = String(settings.enquiryRetentionDays ?? 0)
  return values
}

export const valuesToSettingsPayload = (values: FormValues): Record<string, string | boolean | number> => {
  const payload: Record<string, string | boolean | number> = {}
  for (const key of textKeys) payload[key] = typeof values[key] === "string" ? (values[key] as string) : ""
  for (const key of flagKeys) payload[key] = values[key] === true
  const days = values.enquiryRetentionDays
  payload.enquiryRetentionDays = retentionDaysOf(typeof days === "string" ? days : "0")
  return payload
}
