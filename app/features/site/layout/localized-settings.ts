/**
 * The settings' site and hero texts in the reader's language (issue 17): the English twin
 * (`heroHeadingEn`...) when there is one; a text still at its Chinese default reads as the English
 * default (a site set up before the twins existed); anything else falls back to the Chinese, marked.
 */
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { type ContentLanguage, type LocalizedText, localizedText } from "../../../../schema/localized.ts"
import { useContentLanguage } from "../content/localized.tsx"

export type SettingTextField =
  | "siteName"
  | "siteTagline"
  | "metaDescription"
  | "contactAddress"
  | "heroHeading"
  | "heroSubheading"
  | "heroCtaText"

export const settingText = (
  settings: Readonly<Record<string, unknown>>,
  field: SettingTextField,
  language: ContentLanguage,
): LocalizedText => {
  const picked = localizedText(settings, field, language)
  if (!picked.fallback || picked.text !== settingsDefaults[field]) return picked
  return { text: settingsDefaults[`${field}En`], fallback: false }
}

export const useSettingText = (settings: Readonly<Record<string, unknown>>, field: SettingTextField) =>
  settingText(settings, field, useContentLanguage())
