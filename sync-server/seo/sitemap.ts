/**
 * `/sitemap.xml` (sitemaps.org 0.9): every public page in both languages, each `<url>` listing all
 * its language versions as `xhtml:link` alternates (itself included, as search engines ask), with the
 * x-default one Chinese. `lastmod` is the record's `updatedAt`; a list page's is its newest row's,
 * the home page's the newest of the settings and every row. The build's own pages (about, legal,
 * contact, collaboration) have no date in the database and get none.
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
  /** Each section's public records: only their ids and dates (seo-content.ts readSitemapEntries). */
  readonly rows: Readonly<Record<Section, readonly SitemapEntry[]>>
}

/** Sitemaps hold at most 50,000 addresses (sitemaps.org): 25,000 pages in two languages. */
export const maxSitemapPages = 25_000

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

const pagesOf = ({ settings, rows }: SitemapContent): SitemapPage[] => {
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
  for (const section of sections)
    for (const row of rows[section])
      pages.push({ page: { kind: "detail", section, id: row.id }, lastmod: newest([row.updatedAt]) })
  return pages.slice(0, maxSitemapPages)
}

export const buildSitemap = (content: SitemapContent, origin: string): string => {
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ]
  // Each page's alternates are the same in both of its <url> entries: escaped and joined once (at
  // scale, thousands of pages: issue 33).
  const defaultHreflang = escapeXml("x-default")
  const hreflangs = contentLanguages.map((language) => escapeXml(hreflangOf(language)))
  for (const { page, lastmod } of pagesOf(content)) {
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
