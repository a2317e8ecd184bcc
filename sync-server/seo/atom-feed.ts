/**
 * The Atom feed (RFC 4287) of the published posts in one language: `/feed.xml` in Chinese,
 * `/en/feed.xml` in English (the English texts, or the Chinese where a post has none yet). The newest
 * posts first, at most `maxFeedEntries`; each with its summary and its Markdown body as HTML
 * (shared/markdown-html.ts, as the site renders it: raw HTML escaped, safe link protocols, no `//host`).
 */
import { markdownHtml } from "../../shared/markdown-html.ts"
import { type ContentLanguage, localizedText } from "../../schema/localized.ts"
import type { Row } from "../store/rows.ts"
import { escapeXml } from "./escape.ts"
import { defaultImagePath } from "./page-head.ts"
import { feedPath, hreflangOf, pathIn } from "./page-routes.ts"
import { pageTexts } from "./page-texts.ts"
import type { SiteSettings } from "./seo-content.ts"

export const maxFeedEntries = 50

/**
 * Each entry's body as HTML, by its Markdown: converting 50 long bodies is most of a feed's cost (some
 * 70 ms at scale, issue 33), and an edit changes one post while every feed is built again
 * (seq-cache.ts). Keyed by the text itself (markdownHtml depends on nothing else), so an entry is never
 * stale, whatever happens to ids and versions; bounded to a few feeds' worth (two languages).
 */
const bodyHtml = new Map<string, string>()
const maxBodies = 4 * maxFeedEntries

const entryHtml = (markdown: string): string => {
  const known = bodyHtml.get(markdown)
  if (known !== undefined) return known
  const html = markdownHtml(markdown)
  if (bodyHtml.size >= maxBodies) bodyHtml.delete(bodyHtml.keys().next().value ?? "")
  bodyHtml.set(markdown, html)
  return html
}

/** An RFC 3339 timestamp of a stored date, or undefined when it is not one. */
const timestamp = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}

const element = (name: string, text: string, attributes = ""): string =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`

export interface FeedContent {
  readonly settings: SiteSettings
  /** The published posts, newest first. */
  readonly posts: readonly Row[]
}

export const buildAtomFeed = (
  { settings, posts }: FeedContent,
  language: ContentLanguage,
  origin: string,
): string => {
  const texts = pageTexts(language)
  const siteName = localizedText(settings, "siteName", language).text
  const blog = texts.section("blog")
  const entries = posts.slice(0, maxFeedEntries)
  const updated =
    entries
      .map((post) => timestamp(post.updatedAt))
      .filter((date): date is string => date !== undefined)
      .sort()
      .at(-1) ??
    timestamp(settings.updatedAt) ??
    new Date(0).toISOString()
  const home = `${origin}${pathIn("/", language)}`
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(hreflangOf(language))}">`,
    element("id", `${origin}${feedPath(language)}`),
    element("title", texts.documentTitle(blog.title, siteName), ' type="text"'),
    element("subtitle", blog.subtitle, ' type="text"'),
    element("updated", updated),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${feedPath(language)}`)}"/>`,
    `<link rel="alternate" type="text/html" hreflang="${escapeXml(hreflangOf(language))}" href="${escapeXml(`${origin}${pathIn("/blog", language)}`)}"/>`,
    `<author>${element("name", siteName)}${element("uri", home)}</author>`,
    element("icon", `${origin}/favicon.svg`),
    element("logo", `${origin}${defaultImagePath}`),
  ]
  for (const post of entries) {
    const url = `${origin}${pathIn(`/blog/${post.id}`, language)}`
    const postUpdated = timestamp(post.updatedAt) ?? updated
    const published = timestamp(post.createdAt)
    const category = String(post.category ?? "")
    lines.push(
      "<entry>",
      element("id", url),
      element("title", localizedText(post, "title", language).text, ' type="text"'),
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      ...(published === undefined ? [] : [element("published", published)]),
      element("updated", postUpdated),
      element("summary", localizedText(post, "summary", language).text, ' type="text"'),
      // Relative links and pictures in the body are the site's: xml:base says where they start.
      element(
        "content",
        entryHtml(localizedText(post, "content", language).text),
        ` type="html" xml:base="${escapeXml(`${origin}/`)}"`,
      ),
      ...(category === ""
        ? []
        : [`<category term="${escapeXml(category)}" label="${escapeXml(texts.blogCategory(category))}"/>`]),
      "</entry>",
    )
  }
  lines.push("</feed>", "")
  return lines.join("\n")
}
