/**
 * The public pages and their two addresses (issue 17): the English page of `/x` is `/en/x`, `/en` is
 * the English home, unprefixed paths are Chinese. A request path is read into a page reference here,
 * and every address the search-engine files write is made here, so they all agree.
 */
import { maxRecordId } from "../../schema/fields.ts"
import type { ContentLanguage } from "../../schema/localized.ts"

export const contentLanguages: readonly ContentLanguage[] = ["zh-CN", "en"]

/** The sections with a list page and a detail page per record. */
export const sections = ["employees", "teams", "projects", "tools", "blog"] as const
export type Section = (typeof sections)[number]

/** Pages whose text comes with the build (no record behind them). */
export const staticPages = ["collaboration", "contact", "about", "privacy", "terms"] as const
export type StaticPage = (typeof staticPages)[number]

export type PageRef =
  | { readonly kind: "home" }
  | { readonly kind: "list"; readonly section: Section }
  | { readonly kind: "detail"; readonly section: Section; readonly id: number }
  | { readonly kind: "static"; readonly page: StaticPage }
  /** The site search's results (issue 32): one page per query, none of them to index. */
  | { readonly kind: "search" }
  /** The offline readiness check (issue 32): what the reader's device holds, nothing to index. */
  | { readonly kind: "offline" }
  /** Any other path: the app shows its not-found page there. */
  | { readonly kind: "notFound" }

export interface PageRequest {
  readonly language: ContentLanguage
  readonly page: PageRef
}

const englishPrefix = "/en"

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`)

/** Paths that are not pages of the public site: the back office, the API, other apps. */
export const isOutsideSite = (path: string): boolean =>
  ["/systemadmin", "/api", "/myworkspace"].some((prefix) => isUnder(path, prefix))

const isSection = (value: string): value is Section => (sections as readonly string[]).includes(value)
const isStaticPage = (value: string): value is StaticPage =>
  (staticPages as readonly string[]).includes(value)

/**
 * A record id as the app reads one from its address: digits only, a safe positive integer; above
 * maxRecordId it names no record (the page is the 404 page, without asking the database).
 */
const recordId = (segment: string): number | undefined => {
  if (!/^\d{1,15}$/.test(segment)) return undefined
  const id = Number(segment)
  return id >= 1 && id <= maxRecordId ? id : undefined
}

/**
 * The page a request path asks for, in its language; undefined for the back office, the API and
 * other apps (they are not pages of the public site and keep their head as it is).
 */
export const pageRequestFor = (path: string): PageRequest | undefined => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path
  const language: ContentLanguage = isUnder(trimmed, englishPrefix) ? "en" : "zh-CN"
  const bare = language === "en" ? trimmed.slice(englishPrefix.length) || "/" : trimmed
  if (isOutsideSite(bare)) return undefined
  if (bare === "/") return { language, page: { kind: "home" } }
  const segments = bare.slice(1).split("/")
  const [first = "", second, ...rest] = segments
  if (rest.length > 0) return { language, page: { kind: "notFound" } }
  if (second === undefined) {
    if (isSection(first)) return { language, page: { kind: "list", section: first } }
    if (isStaticPage(first)) return { language, page: { kind: "static", page: first } }
    if (first === "search") return { language, page: { kind: "search" } }
    if (first === "offline") return { language, page: { kind: "offline" } }
    return { language, page: { kind: "notFound" } }
  }
  const id = recordId(second)
  if (isSection(first) && id !== undefined) return { language, page: { kind: "detail", section: first, id } }
  return { language, page: { kind: "notFound" } }
}

/** The unprefixed path of a page (undefined for the not-found page, which has no address of its own). */
export const barePathOf = (page: PageRef): string | undefined => {
  switch (page.kind) {
    case "home":
      return "/"
    case "list":
      return `/${page.section}`
    case "detail":
      return `/${page.section}/${page.id}`
    case "static":
      return `/${page.page}`
    // A results page has no address of its own to link as canonical or alternate (noindex); the
    // readiness view shows one device's storage: nothing for a search engine either.
    case "search":
    case "offline":
    case "notFound":
      return undefined
  }
}

/** The address of an unprefixed path in a language: `/x` -> `/en/x`, `/` -> `/en`. */
export const pathIn = (barePath: string, language: ContentLanguage): string => {
  if (language !== "en") return barePath
  return barePath === "/" ? englishPrefix : `${englishPrefix}${barePath}`
}

/** The Atom feed of the published posts in a language. */
export const feedPath = (language: ContentLanguage): string => pathIn("/feed.xml", language)

/** hreflang values: the language codes the page's `<html lang>` uses. */
export const hreflangOf = (language: ContentLanguage): string => language

/** Open Graph locales (language_TERRITORY). */
export const ogLocaleOf = (language: ContentLanguage): string => (language === "en" ? "en_US" : "zh_CN")
