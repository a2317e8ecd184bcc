/**
 * Blog posts are Markdown. micromark with its safe defaults: raw HTML is escaped and link/image
 * addresses keep only the protocols http, https, irc, ircs, mailto, xmpp (spec section 2); anything
 * else (javascript:, data:...) becomes an empty address. Imported only by the post page, so the
 * renderer is not part of any other page's download.
 */
import { micromark } from "micromark"

export const renderMarkdown = (markdown: string): string => micromark(markdown)

/** How many rendered posts are kept (a reader goes back and forth between a few). */
const cachedPosts = 8
const cache = new Map<string, string>()

/**
 * renderMarkdown, remembered for the last few texts. A long post takes a phone tens of milliseconds;
 * the post page mounts again when its route loads and after the first sync, and a reader returns to
 * posts they just read, so the same text is not rendered again.
 */
export const renderMarkdownCached = (markdown: string): string => {
  const known = cache.get(markdown)
  if (known !== undefined) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(markdown)
    cache.set(markdown, known)
    return known
  }
  const html = renderMarkdown(markdown)
  cache.set(markdown, html)
  if (cache.size > cachedPosts) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return html
}
