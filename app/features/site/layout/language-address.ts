/**
 * The language of an address (issue 17): the English page of `/x` is `/en/x`, `/en` is the English
 * home, every unprefixed public path is Chinese (zh-CN). The back office (`/systemadmin`) has no
 * English address: its language is the saved one (localStorage "language"). The router sees the
 * unprefixed path only (`languageRewrite`), so each page has one route file for both languages.
 */
import type { LocationRewrite } from "@tanstack/react-router"
import type { Locales } from "../../../i18n/i18n-types.ts"

export const englishPrefix = "/en"

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`)

/** Paths that have one address whatever the language: the back office, the API, other apps. */
export const isLanguageFree = (path: string): boolean =>
  ["/systemadmin", "/api", "/myworkspace"].some((prefix) => isUnder(path, prefix))

/** The language an address is in, or undefined for the back office (and the API). */
export const addressLanguage = (path: string): Locales | undefined => {
  if (isUnder(path, englishPrefix)) return "en"
  return isLanguageFree(path) ? undefined : "zh-CN"
}

/** The path without its language prefix: `/en/x` -> `/x`, `/en` -> `/`. */
export const unprefixedPath = (path: string): string =>
  isUnder(path, englishPrefix) ? path.slice(englishPrefix.length) || "/" : path

/** The address of the (unprefixed) `path` in `language`: `/x` -> `/en/x` in English. */
export const addressIn = (path: string, language: Locales): string => {
  const bare = unprefixedPath(path)
  if (language !== "en" || isLanguageFree(bare)) return bare
  return bare === "/" ? englishPrefix : `${englishPrefix}${bare}`
}

/**
 * Where a visitor arriving at `path` is moved: an unprefixed public page with English saved goes to
 * its English address (the saved choice is the language toggle's); undefined when it stays.
 */
export const arrivalRedirect = (path: string, saved: Locales): string | undefined =>
  saved === "en" && addressLanguage(path) === "zh-CN" ? addressIn(path, "en") : undefined

/**
 * The router's rewrite: it reads `/en/x` as `/x`, and writes its links to `/x` as `/en/x` while the
 * page on screen is English (`currentLanguage`, read when a link is built), so a reader stays in
 * their language's addresses. The back office's links stay as they are.
 */
export const languageRewrite = (currentLanguage: () => Locales): LocationRewrite => ({
  input: ({ url }) => {
    if (addressLanguage(url.pathname) !== "en") return undefined
    const read = new URL(url.href)
    read.pathname = unprefixedPath(url.pathname)
    return read
  },
  output: ({ url }) => {
    if (currentLanguage() !== "en" || isLanguageFree(url.pathname)) return undefined
    const written = new URL(url.href)
    written.pathname = addressIn(url.pathname, "en")
    return written
  },
})
