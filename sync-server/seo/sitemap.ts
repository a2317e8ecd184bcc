/**
 * The sitemap (sitemaps.org 0.9), as an index and its parts (issue 33):
 * - `/sitemap.xml` is a sitemap index naming each part with its newest `lastmod`, so a crawler
 *   fetches again only the parts that changed;
 * - `/sitemap-pages.xml` holds the home page, the five lists and the build's own pages;
 * - `/sitemap-<section>-<n>.xml` holds up to `sitemapPartRecords` records of a section, in list order
 *   (the blog newest first, the rest by id), from 1.
 *
 * Each page is listed in both languages, each `<url>` with all its language versions as `xhtml:link`
 * alternates (itself included, as search engines ask), the x-default one Chinese. `lastmod` is the
 * record's `updatedAt`; a list page's is its newest row's, the home page's the newest of the settings
 * and every row. The build's own pages (about, legal, contact, collaboration) have no date in the
 * database and get none.
 *
 * Why parts: one file of a thousand posts was a megabyte of XML, 60 ms or more to build and compress
 * after each edit, and one file holds at most 50,000 addresses (25,000 pages), where pages beyond
 * were left out. A part of 500 records is 1,000 addresses (what Yoast writes per sitemap), a few
 * milliseconds to build; an index names up to 50,000 parts.
 */
import { escapeXml } from "./escape.ts"
import {
  type PageRef,
  type Section,
  barePathOf,
  contentLanguages,
  hreflangOf,
  pathIn,
  sections,
  staticPages,
} from "./page-routes.ts"
import type { SiteSettings, SitemapEntry } from "./seo-content.ts"

export interface SitemapContent {
  readonly settings: SiteSettings
  /** Each section's public records, in list order: only their ids and dates (seo-content.ts). */
  readonly rows: Readonly<Record<Section, readonly SitemapEntry[]>>
}

/** Records per part: 1,000 addresses with both languages. */
export const sitemapPartRecords = 500

export const sitemapIndexPath = "/sitemap.xml"

/** A part's name: `pages`, or a section and its number from 1 (`blog-2`). */
export type SitemapPartName = "pages" | `${Section}-${number}`

export const sitemapPartPath = (name: SitemapPartName): string => `/sitemap-${name}.xml`

/** The part a request path names (`/sitemap-blog-2.xml` -> `blog-2`), or undefined. */
export const sitemapPartOf = (path: string): SitemapPartName | undefined => {
  const match = /^\/sitemap-([a-z]+)(?:-([1-9]\d{0,6}))?\.xml$/.exec(path)
  if (match === null) return undefined
  const [, name, number] = match
  if (name === "pages" && number === undefined) return "pages"
  const section = sections.find((candidate) => candidate === name)
  return section === undefined || number === undefined ? undefined : `${section}-${Number(number)}`
}

/** The newest of some ISO timestamps, or undefined when there are none. */
const newest = (dates: ReadonlyArray<unknown>): string | undefined => {
  let best: { ms: number; text: string } | undefined
  for (const date of dates) {
    if (typeof date !== "string") continue
    const ms = Date.parse(date)
    if (Number.isFinite(ms) && (best === undefined || ms > best.ms))
      best = { ms, text: new Date(ms).toISOString() }
  }
  return best?.text
}

interface SitemapPage {
  readonly page: PageRef
  readonly lastmod: string | undefined
}

/** The pages that are not one record's: the home page, the lists and the build's own pages. */
const sitePages = ({ settings, rows }: SitemapContent): SitemapPage[] => {
  const all = sections.flatMap((section) => rows[section])
  const pages: SitemapPage[] = [
    { page: { kind: "home" }, lastmod: newest([settings.updatedAt, ...all.map((row) => row.updatedAt)]) },
  ]
  for (const section of sections)
    pages.push({
      page: { kind: "list", section },
      lastmod: newest(rows[section].map((row) => row.updatedAt)),
    })
  for (const page of staticPages) pages.push({ page: { kind: "static", page }, lastmod: undefined })
  return pages
}

/** The pages of one part, or undefined when the site has no such part (a number past the last). */
const pagesOf = (content: SitemapContent, name: SitemapPartName): SitemapPage[] | undefined => {
  if (name === "pages") return sitePages(content)
  const cut = name.lastIndexOf("-")
  const section = name.slice(0, cut) as Section
  const number = Number(name.slice(cut + 1))
  const records = content.rows[section].slice((number - 1) * sitemapPartRecords, number * sitemapPartRecords)
  if (records.length === 0) return undefined
  return records.map((row) => ({
    page: { kind: "detail", section, id: row.id },
    lastmod: newest([row.updatedAt]),
  }))
}

/** Every part of the site's sitemap, in order, with its newest date. */
export const sitemapParts = (
  content: SitemapContent,
): Array<{ readonly name: SitemapPartName; readonly lastmod: string | undefined }> => {
  const parts: Array<{ name: SitemapPartName; lastmod: string | undefined }> = [
    { name: "pages", lastmod: newest(sitePages(content).map((page) => page.lastmod)) },
  ]
  for (const section of sections) {
    const rows = content.rows[section]
    for (let start = 0; start < rows.length; start += sitemapPartRecords)
      parts.push({
        name: `${section}-${start / sitemapPartRecords + 1}`,
        lastmod: newest(rows.slice(start, start + sitemapPartRecords).map((row) => row.updatedAt)),
      })
  }
  return parts
}

const xmlHead = `<?xml version="1.0" encoding="UTF-8"?>`
const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

/** `/sitemap.xml`: the index of the parts, each by its absolute address. */
export const buildSitemapIndex = (content: SitemapContent, origin: string): string => {
  const lines = [xmlHead, `<sitemapindex xmlns="${sitemapNamespace}">`]
  for (const { name, lastmod } of sitemapParts(content)) {
    const dated = lastmod === undefined ? "" : `<lastmod>${lastmod}</lastmod>`
    lines.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(name)}`)}</loc>${dated}</sitemap>`)
  }
  lines.push(`</sitemapindex>`, "")
  return lines.join("\n")
}

/** Whether the site has this part (a section's number past its last has none: answered 404). */
export const hasSitemapPart = (content: SitemapContent, name: SitemapPartName): boolean =>
  pagesOf(content, name) !== undefined

/** One part as a urlset (an empty one for a part the site does not have). */
export const buildSitemapPart = (content: SitemapContent, name: SitemapPartName, origin: string): string => {
  const pages = pagesOf(content, name) ?? []
  const lines = [xmlHead, `<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`]
  // Each page's alternates are the same in both of its <url> entries: escaped and joined once.
  const defaultHreflang = escapeXml("x-default")
  const hreflangs = contentLanguages.map((language) => escapeXml(hreflangOf(language)))
  for (const { page, lastmod } of pages) {
    const bare = barePathOf(page)
    if (bare === undefined) continue
    const hrefs = contentLanguages.map((language) => escapeXml(`${origin}${pathIn(bare, language)}`))
    const alternates = [
      ...hrefs.map(
        (href, index) => `<xhtml:link rel="alternate" hreflang="${hreflangs[index]}" href="${href}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="${defaultHreflang}" href="${escapeXml(`${origin}${pathIn(bare, "zh-CN")}`)}"/>`,
    ].join("\n")
    const dated = lastmod === undefined ? "" : `\n<lastmod>${lastmod}</lastmod>`
    for (const href of hrefs) lines.push(`<url><loc>${href}</loc>${dated}\n${alternates}\n</url>`)
  }
  lines.push(`</urlset>`, "")
  return lines.join("\n")
}
