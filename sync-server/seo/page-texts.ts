/**
 * The words of the page heads, feeds and breadcrumbs in both languages, taken from the app's own
 * translations (app/i18n/<language>/*.ts: plain objects, no app runtime), so a page's head says what
 * the page says and the title the app sets once it runs (app/ui/document-title.tsx) is the same one.
 */
import enCommon from "../../app/i18n/en/common.ts"
import enPages from "../../app/i18n/en/pages.ts"
import enSite from "../../app/i18n/en/site.ts"
import zhCommon from "../../app/i18n/zh-CN/common.ts"
import zhPages from "../../app/i18n/zh-CN/pages.ts"
import zhSite from "../../app/i18n/zh-CN/site.ts"
import { blogCategoryKey } from "../../schema/entities/blog-categories.ts"
import type { ContentLanguage } from "../../schema/localized.ts"
import type { Section, StaticPage } from "./page-routes.ts"

const translations = {
  "zh-CN": { common: zhCommon, pages: zhPages, site: zhSite },
  en: { common: enCommon, pages: enPages, site: enSite },
} as const

export interface PageTexts {
  readonly home: string
  readonly notFound: string
  /** A list page's title (its <h1> and document title) and its subtitle. */
  readonly section: (section: Section) => { readonly title: string; readonly subtitle: string }
  readonly staticPage: (page: StaticPage) => { readonly title: string; readonly description: string }
  /** "<page> | <site>", the app's document title. */
  readonly documentTitle: (page: string, site: string) => string
  /** A blog category as the site shows it (stored in Chinese; one of five labels, or as stored). */
  readonly blogCategory: (category: string) => string
}

/** typesafe-i18n arguments: `{page}` or `{page:string}`. */
const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (whole, name: string) => values[name] ?? whole)

export const pageTexts = (language: ContentLanguage): PageTexts => {
  const { common, pages, site } = translations[language]
  return {
    home: site.home.documentTitle,
    notFound: common.notFound.documentTitle,
    section: (section) => pages[section],
    staticPage: (page) => {
      switch (page) {
        case "privacy":
        case "terms":
          return { title: pages[page].title, description: pages[page].intro }
        default:
          return { title: pages[page].title, description: pages[page].subtitle }
      }
    },
    documentTitle: (page, siteName) => fill(common.documentTitle, { page, site: siteName }),
    blogCategory: (category) => {
      const key = blogCategoryKey(category)
      return key === undefined ? category : pages.blog.categories[key]
    },
  }
}
