/**
 * Settings texts are content in one language (Chinese by default). While a text still holds its
 * default value, an English reader gets our own English version of that default instead; anything
 * an admin has written is shown as written.
 */
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"

export const localizedDefault = (value: string, defaultValue: string, translated: string): string =>
  value === defaultValue ? translated : value

export const useTagline = (tagline: string): string => {
  const { LL } = useI18nContext()
  return localizedDefault(tagline, settingsDefaults.siteTagline, LL.site.home.defaultTagline())
}

export const useHeroTexts = (settings: {
  heroHeading: string
  heroSubheading: string
  heroCtaText: string
}) => {
  const { LL } = useI18nContext()
  return {
    heading: localizedDefault(
      settings.heroHeading,
      settingsDefaults.heroHeading,
      LL.site.home.defaultHeading(),
    ),
    subheading: localizedDefault(
      settings.heroSubheading,
      settingsDefaults.heroSubheading,
      LL.site.home.defaultSubheading(),
    ),
    ctaText: localizedDefault(
      settings.heroCtaText,
      settingsDefaults.heroCtaText,
      LL.site.home.defaultCtaText(),
    ),
  }
}
