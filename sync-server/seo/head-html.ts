/**
 * A page head (page-head.ts) as HTML tags, and their place in a built page: they replace the page's
 * own <title> and meta description, and <html lang> says the page's language. Every value is escaped
 * (escape.ts); JSON-LD goes in `<script type="application/ld+json">`, a data block the browser never
 * runs, which the Content-Security-Policy therefore needs no hash for.
 */
import { contentLanguages, ogLocaleOf } from "./page-routes.ts"
import type { PageHead } from "./page-head.ts"
import { escapeHtml, jsonForScript } from "./escape.ts"

const meta = (attribute: "name" | "property", key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

export const renderHead = (head: PageHead): string => {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta("name", "description", head.description)]
  if (head.noindex) tags.push(meta("name", "robots", "noindex"))
  if (head.canonical !== undefined) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`)
  if (head.prev !== undefined) tags.push(`<link rel="prev" href="${escapeHtml(head.prev)}">`)
  if (head.next !== undefined) tags.push(`<link rel="next" href="${escapeHtml(head.next)}">`)
  for (const alternate of head.alternates)
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    )
  tags.push(
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`,
  )
  tags.push(
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", head.og.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
  )
  if (head.canonical !== undefined) tags.push(meta("property", "og:url", head.canonical))
  tags.push(
    meta("property", "og:image", head.og.image),
    meta("property", "og:image:alt", head.og.imageAlt),
    meta("property", "og:locale", ogLocaleOf(head.language)),
    ...contentLanguages
      .filter((language) => language !== head.language)
      .map((language) => meta("property", "og:locale:alternate", ogLocaleOf(language))),
  )
  if (head.og.article !== undefined)
    tags.push(
      meta("property", "article:published_time", head.og.article.publishedTime),
      meta("property", "article:modified_time", head.og.article.modifiedTime),
      meta("property", "article:section", head.og.article.section),
    )
  tags.push(
    meta("name", "twitter:card", head.twitterCard),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.og.image),
    meta("name", "twitter:image:alt", head.og.imageAlt),
  )
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`)
  return tags.join("")
}

const titlePattern = /<title(?:\s[^>]*)?>[\s\S]*?<\/title\s*>/i
const descriptionPattern = /<meta\s[^>]*name\s*=\s*["']?description["']?[^>]*>\s*/gi
const headEndPattern = /<\/head\s*>/i
const htmlLangPattern = /(<html\b[^>]*?\slang\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/i

/**
 * The page with the head's tags in place of its <title> (or at the end of <head> when it has none)
 * and without its own meta description; undefined when the text has no <head> to put them in. Only
 * the head is searched: an inline SVG in the body has <title> elements of its own.
 */
export const withHead = (
  html: string,
  head: PageHead,
  tags: string = renderHead(head),
): string | undefined => {
  const end = headEndPattern.exec(html)
  if (end === null) return undefined
  let start = html.slice(0, end.index).replace(descriptionPattern, "")
  start = titlePattern.test(start) ? start.replace(titlePattern, () => tags) : `${start}${tags}`
  start = start.replace(htmlLangPattern, (_whole, before: string) => `${before}"${head.language}"`)
  return `${start}${html.slice(end.index)}`
}
