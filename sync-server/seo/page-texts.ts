/**
 * The words of the page heads, feeds and breadcrumbs in both languages, taken from the texts the app's
 * dictionaries also take them from (shared/page-texts/<language>.ts: plain strings; the server never
 * imports app/), so a page's head says what the page says and the title the app sets once it runs
 * (the app's document title) is the same one.
 */
import { blogCategoryKey } from "../../schema/entities/blog-categories.ts"
import type { ContentLanguage } from "../../schema/localized.ts"
import en from "../../shared/page-texts/en.ts"
import zhCN from "../../shared/page-texts/zh-CN.ts"
import type { Section, StaticPage } from "./page-routes.ts"

const translations = { "zh-CN": zhCN, en } as const

export interface PageTexts {
  readonly home: string
  readonly notFound: string
  /** The site search's results page (issue 32). */
  readonly search: string
  /** The offline readiness check (issue 32). */
  readonly offline: string
  /** A list page's title (its <h1> and document title) and its subtitle. */
  readonly section: (section: Section) => { readonly title: string; readonly subtitle: string }
  readonly staticPage: (page: StaticPage) => { readonly title: string; readonly description: string }
  /** A list's title on its page `page` after the first (issue 33), as the app's document title says it. */
  readonly pagedTitle: (title: string, page: number) => string
  /** "<page> | <site>", the app's document title. */
  readonly documentTitle: (page: string, site: string) => string
  /** A blog category as the site shows it (stored in Chinese; one of five labels, or as stored). */
  readonly blogCategory: (category: string) => string
}

/** typesafe-i18n arguments: `{page}` or `{page:string}`. */
const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (whole, name: string) => values[name] ?? whole)

export const pageTexts = (language: ContentLanguage): PageTexts => {
  const texts = translations[language]
  const { pages } = texts
  return {
    home: texts.home,
    notFound: texts.notFound,
    search: texts.search,
    offline: texts.offline,
    section: (section) => texts.sections[section],
    staticPage: (page) => {
      switch (page) {
        case "privacy":
        case "terms":
          return { title: pages[page].title, description: pages[page].intro }
        default:
          return { title: pages[page].title, description: pages[page].subtitle }
      }
    },
    pagedTitle: (title, page) => fill(texts.pagedTitle, { title, page: String(page) }),
    documentTitle: (page, siteName) => fill(texts.documentTitle, { page, site: siteName }),
    blogCategory: (category) => {
      const key = blogCategoryKey(category)
      return key === undefined ? category : texts.blogCategories[key]
    },
  }
}
