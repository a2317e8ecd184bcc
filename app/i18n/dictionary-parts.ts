/**
 * The app loads each language's dictionary in two parts: the public site's texts (site-texts.ts), on
 * every page, and the back office's (back-office/texts.ts), only when the back office opens. The
 * second is about 6 KB of the 16 compressed, and a reader's first visit has no use for it. No public
 * code may read it (dictionary-parts.test.ts). The generated loaders (i18n-util.async.ts) load a
 * language whole, so the app uses these instead; the server's renderer and the tests load it whole
 * (i18n-util.sync.ts, render-page.tsx). The types stay the whole dictionary's: index.ts joins the two
 * parts.
 */
import { initFormatters } from "./formatters.ts"
import type { Locales, Translations } from "./i18n-types.ts"
import { loadedFormatters, loadedLocales } from "./i18n-util.ts"

type Part = Partial<Translations>

const siteTexts: Record<Locales, () => Promise<{ default: unknown }>> = {
  "zh-CN": () => import("./zh-CN/site-texts.ts"),
  en: () => import("./en/site-texts.ts"),
}

const backOfficeTexts: Record<Locales, () => Promise<{ default: unknown }>> = {
  "zh-CN": () => import("./zh-CN/back-office/texts.ts"),
  en: () => import("./en/back-office/texts.ts"),
}

/** A new dictionary object: a translation object made before (setLocale) keeps reading the old one. */
const add = (locale: Locales, part: unknown): void => {
  loadedLocales[locale] = { ...loadedLocales[locale], ...(part as Part) } as Translations
  loadedFormatters[locale] ??= initFormatters(locale)
}

/** The public site's texts of `locale`. */
export const loadSiteTexts = async (locale: Locales): Promise<void> =>
  add(locale, (await siteTexts[locale]()).default)

const loading = new Map<Locales, Promise<void>>()

/** Whether the dictionary of `locale` has the back office's texts. */
export const hasBackOfficeTexts = (locale: Locales): boolean => loadedLocales[locale]?.admin !== undefined

/**
 * The back office's texts of `locale` (once). A translation object made before they arrived does not
 * see them: make it again (setLocale) once this resolves.
 */
export const loadBackOfficeTexts = (locale: Locales): Promise<void> => {
  const started = loading.get(locale)
  if (started !== undefined) return started
  const load = backOfficeTexts[locale]().then(({ default: part }) => add(locale, part))
  loading.set(locale, load)
  // A failed load (offline, a file missing from an old cache) may be tried again.
  load.catch(() => loading.delete(locale))
  return load
}
