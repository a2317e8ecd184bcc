/**
 * What a page's head says to search engines and link previews (issue 17), as data: title,
 * description, canonical URL, hreflang alternates, Open Graph and Twitter card, JSON-LD. Built from
 * the settings and the page's record in the page's language; head-html.ts writes it as tags.
 */
import { toolPictureOf } from "../../schema/tool-images.ts"
import { responsiveSource } from "../../schema/media.ts"
import { type ContentLanguage, localizedText } from "../../schema/localized.ts"
import type { Row } from "../store/rows.ts"
import {
  type PageRef,
  type PageRequest,
  type Section,
  barePathOf,
  contentLanguages,
  feedPath,
  hreflangOf,
  pathIn,
} from "./page-routes.ts"
import { pageTexts } from "./page-texts.ts"
import type { SiteSettings } from "./seo-content.ts"
import { absoluteUrl } from "./site-origin.ts"

/** The site's picture where a page has none of its own (PNG: link previews rarely show SVG). */
export const defaultImagePath = "/icons/icon-512.png"

export interface Alternate {
  readonly hreflang: string
  readonly href: string
}

export interface PageHead {
  readonly language: ContentLanguage
  readonly title: string
  readonly description: string
  /** Undefined for the not-found page (an unknown id, a draft): it is not a page to index. */
  readonly canonical: string | undefined
  /** A list page's neighbours (issue 33, `?page=N`): `rel="prev"` and `rel="next"`. */
  readonly prev?: string
  readonly next?: string
  readonly alternates: readonly Alternate[]
  readonly noindex: boolean
  readonly siteName: string
  readonly og: {
    readonly type: "website" | "article"
    readonly image: string
    readonly imageAlt: string
    readonly article?: {
      readonly publishedTime: string
      readonly modifiedTime: string
      readonly section: string
    }
  }
  readonly twitterCard: "summary" | "summary_large_image"
  readonly feed: { readonly href: string; readonly title: string }
  readonly jsonLd: ReadonlyArray<Record<string, unknown>>
}

export interface HeadInput {
  readonly request: PageRequest
  /** Where absolute URLs start (site-origin.ts). */
  readonly origin: string
  readonly settings: SiteSettings
  /** A detail page's record, when it is public; undefined makes a detail page the not-found page. */
  readonly record?: Row | undefined
  /** A list page's page (1 is the bare address) and how many pages its list has (issue 33). */
  readonly paging?: { readonly page: number; readonly pageCount: number }
}

/** The address of a list's page: the bare address for the first, `?page=N` after it. */
export const listPageAddress = (address: string, page: number): string =>
  page <= 1 ? address : `${address}?page=${page}`

const maxDescription = 160

/** One line of at most `max` characters, cut at a word boundary where the text has spaces. */
export const summarize = (text: string, max = maxDescription): string => {
  const line = text.replace(/\s+/g, " ").trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

const text = (row: Readonly<Record<string, unknown>>, field: string, language: ContentLanguage): string =>
  localizedText(row, field, language).text

/** A record's name, description and picture, by section. */
const recordFacts = (section: Section, row: Row, language: ContentLanguage) => {
  if (section === "blog")
    return {
      name: text(row, "title", language),
      description: text(row, "summary", language),
      image: row.image,
    }
  return {
    name: text(row, "name", language),
    description: text(row, "description", language),
    // A tool's uploaded picture, else the one its name chooses; pictureFile drops a media address's size.
    image:
      section === "tools"
        ? toolPictureOf({
            name: String(row.name ?? ""),
            image: typeof row.image === "string" ? row.image : null,
          })
        : row.image,
  }
}

/**
 * The file a stored picture address names: an uploaded picture's address carries its size as a
 * fragment (`/media/<hash>-1280.jpg#1280x960`, schema/media.ts), which a crawler must not be given;
 * its fallback JPEG or PNG is a real file at the largest width. Other addresses are used as they are.
 */
const pictureFile = (address: unknown): string | undefined =>
  typeof address === "string" ? (responsiveSource(address)?.src ?? address) : undefined

const breadcrumbList = (items: ReadonlyArray<{ name: string; url: string }>) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map((item, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
})

export const buildPageHead = ({ request, origin, settings, record, paging }: HeadInput): PageHead => {
  const { language } = request
  const texts = pageTexts(language)
  const siteName = text(settings, "siteName", language)
  const siteDescription =
    text(settings, "metaDescription", language) || text(settings, "siteTagline", language)
  // A list's page after the first has its own address, in either language (the same pages in both).
  const listPage = request.page.kind === "list" ? (paging?.page ?? 1) : 1
  const url = (barePath: string, lang: ContentLanguage = language) => `${origin}${pathIn(barePath, lang)}`
  const ownUrl = (barePath: string, lang: ContentLanguage = language) =>
    listPageAddress(url(barePath, lang), listPage)
  const defaultImage = `${origin}${defaultImagePath}`
  const logo = defaultImage
  const home = { name: texts.home, url: url("/") }
  const feed = {
    href: `${origin}${feedPath(language)}`,
    title: texts.documentTitle(texts.section("blog").title, siteName),
  }

  const page: PageRef =
    request.page.kind === "detail" && record === undefined ? { kind: "notFound" } : request.page
  const barePath = barePathOf(page)
  const alternates: Alternate[] =
    barePath === undefined
      ? []
      : [
          ...contentLanguages.map((lang) => ({ hreflang: hreflangOf(lang), href: ownUrl(barePath, lang) })),
          { hreflang: "x-default", href: ownUrl(barePath, "zh-CN") },
        ]
  const base = {
    language,
    canonical: barePath === undefined ? undefined : ownUrl(barePath),
    alternates,
    noindex: barePath === undefined,
    siteName,
    feed,
  }
  const siteImage = { type: "website" as const, image: defaultImage, imageAlt: siteName }

  switch (page.kind) {
    case "home":
      return {
        ...base,
        title: texts.documentTitle(texts.home, siteName),
        description: summarize(siteDescription),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "Organization",
            name: siteName,
            url: home.url,
            logo,
            ...(siteDescription === "" ? {} : { description: siteDescription }),
            ...(typeof settings.contactEmail === "string" && settings.contactEmail !== ""
              ? { email: settings.contactEmail }
              : {}),
            ...(typeof settings.contactPhone === "string" && settings.contactPhone !== ""
              ? { telephone: settings.contactPhone }
              : {}),
          },
        ],
      }
    case "list": {
      const section = texts.section(page.section)
      const sectionUrl = url(`/${page.section}`)
      const pageCount = paging?.pageCount ?? 1
      return {
        ...base,
        ...(listPage > 1 ? { prev: listPageAddress(sectionUrl, listPage - 1) } : {}),
        ...(listPage < pageCount ? { next: listPageAddress(sectionUrl, listPage + 1) } : {}),
        title: texts.documentTitle(
          listPage > 1 ? texts.pagedTitle(section.title, listPage) : section.title,
          siteName,
        ),
        description: summarize(section.subtitle),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [breadcrumbList([home, { name: section.title, url: url(`/${page.section}`) }])],
      }
    }
    case "static": {
      const staticPage = texts.staticPage(page.page)
      return {
        ...base,
        title: texts.documentTitle(staticPage.title, siteName),
        description: summarize(staticPage.description),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [breadcrumbList([home, { name: staticPage.title, url: url(`/${page.page}`) }])],
      }
    }
    case "detail": {
      // `page` is a detail page only with its record (see above).
      const row = record as Row
      const facts = recordFacts(page.section, row, language)
      const image = absoluteUrl(origin, pictureFile(facts.image))
      const pageUrl = url(`/${page.section}/${page.id}`)
      const description = summarize(facts.description || siteDescription)
      const breadcrumbs = breadcrumbList([
        home,
        { name: texts.section(page.section).title, url: url(`/${page.section}`) },
        { name: facts.name, url: pageUrl },
      ])
      const og = { type: "website" as const, image: image ?? defaultImage, imageAlt: facts.name }
      const twitterCard = image === undefined ? "summary" : "summary_large_image"
      if (page.section !== "blog")
        return {
          ...base,
          title: texts.documentTitle(facts.name, siteName),
          description,
          og,
          twitterCard,
          jsonLd: [breadcrumbs],
        }
      const published = String(row.createdAt ?? row.updatedAt)
      const modified = String(row.updatedAt)
      const category = texts.blogCategory(String(row.category ?? ""))
      const organization = { "@type": "Organization", name: siteName, url: home.url }
      return {
        ...base,
        title: texts.documentTitle(facts.name, siteName),
        description,
        og: {
          ...og,
          type: "article",
          article: { publishedTime: published, modifiedTime: modified, section: category },
        },
        twitterCard,
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: summarize(facts.name, 110),
            description,
            image: [og.image],
            datePublished: published,
            dateModified: modified,
            inLanguage: language,
            articleSection: category,
            url: pageUrl,
            mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
            author: organization,
            publisher: { ...organization, logo: { "@type": "ImageObject", url: logo } },
          },
          breadcrumbs,
        ],
      }
    }
    case "search":
      return {
        ...base,
        title: texts.documentTitle(texts.search, siteName),
        description: summarize(siteDescription),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [],
      }
    case "offline":
      return {
        ...base,
        title: texts.documentTitle(texts.offline, siteName),
        description: summarize(siteDescription),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [],
      }
    case "notFound":
      return {
        ...base,
        title: texts.documentTitle(texts.notFound, siteName),
        description: summarize(siteDescription),
        og: siteImage,
        twitterCard: "summary",
        jsonLd: [],
      }
  }
}
