/**
 * The interface language: read from localStorage "language" (spec section 1; zh-CN by default),
 * saved there when the visitor switches, and mirrored on <html lang> for screen readers and fonts.
 */
import type { Locales } from "../../../i18n/i18n-types.ts"
import { baseLocale, isLocale } from "../../../i18n/i18n-util.ts"

export const languageStorageKey = "language"

export const storedLanguage = (): Locales => {
  try {
    const stored = localStorage.getItem(languageStorageKey)
    return stored !== null && isLocale(stored) ? stored : baseLocale
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return baseLocale
  }
}

export const saveLanguage = (locale: Locales): void => {
  try {
    localStorage.setItem(languageStorageKey, locale)
  } catch {
    // Not saved: the switch still applies to this visit.
  }
  document.documentElement.lang = locale
}
