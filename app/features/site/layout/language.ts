/**
 * The interface language: a public page's is its address's (language-address.ts: `/en/...` is
 * English, unprefixed Chinese); the back office's is read from localStorage "language" (spec section
 * 1; zh-CN by default). The language toggle saves the choice there, and it is mirrored on <html lang>
 * for screen readers and fonts.
 */
import type { Locales } from "../../../i18n/i18n-types.ts"
import { baseLocale, isLocale } from "../../../i18n/i18n-util.ts"
import { addressLanguage } from "./language-address.ts"

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

/** The language of the page at `path`: its address's, or the saved one in the back office. */
export const languageOf = (path: string): Locales => addressLanguage(path) ?? storedLanguage()

/** The language of the page on screen. */
export const pageLanguage = (): Locales => languageOf(window.location.pathname)
