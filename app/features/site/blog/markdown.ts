/**
 * Blog posts are Markdown. micromark with its safe defaults: raw HTML is escaped and link/image
 * addresses keep only the protocols http, https, irc, ircs, mailto, xmpp (spec section 2); anything
 * else (javascript:, data:...), and a protocol-relative `//host`, becomes an empty address
 * (shared/markdown-html.ts). An uploaded picture in the text (a media address, schema/media.ts) is drawn as
 * the pages draw it: a `<picture>` with its variants, size and lazy loading. Imported only by the post
 * page, so the renderer is not part of any other page's download.
 */
import { prerenderedResult, recordResult } from "../../../db/prerendered-data.ts"
import { responsiveSource } from "../content/media-source.ts"
import { pictureSizes } from "../content/picture-slots.ts"
import { markdownHtml } from "../../../../shared/markdown-html.ts"
import { RecentMap } from "../../../../shared/recent-map.ts"

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * micromark's own `<img>`: its attribute values are already escaped (the only `"` inside are
 * `&quot;`), and raw HTML in the text never reaches the output unescaped, so every match is one of its
 * images.
 */
const micromarkImage = /<img src="([^"]*)" alt="([^"]*)"( title="[^"]*")? \/>/g

/**
 * Each image whose address is a media address (with its size) becomes the `<picture>` Picture.tsx
 * draws in the Markdown body's slot, lazy: width and height reserve its box (the prose keeps the ratio
 * with height auto). CSP allows no inline style, so only attributes and a class. Anything else stays.
 */
export const responsiveImages = (html: string): string =>
  html.replace(micromarkImage, (image: string, src: string, alt: string, title: string | undefined) => {
    const source = responsiveSource(src)
    if (source === undefined) return image
    const sizes = escapeAttribute(pictureSizes.markdownBody)
    return (
      `<picture class="contents">` +
      `<source type="image/avif" srcset="${escapeAttribute(source.srcset.avif)}" sizes="${sizes}" />` +
      `<source type="image/webp" srcset="${escapeAttribute(source.srcset.webp)}" sizes="${sizes}" />` +
      `<img src="${escapeAttribute(source.src)}" alt="${alt}"${title ?? ""} width="${source.width}" ` +
      `height="${source.height}" loading="lazy" decoding="async" /></picture>`
    )
  })

export const renderMarkdown = (markdown: string): string => responsiveImages(markdownHtml(markdown))

/** How many rendered posts are kept (a reader goes back and forth between a few). */
const cachedPosts = 8
const cache = new RecentMap<string, string>(cachedPosts)

/**
 * renderMarkdown, remembered for the last few texts. A long post takes a phone tens of milliseconds;
 * the post page mounts again when its route loads and after the first sync, and a reader returns to
 * posts they just read, so the same text is not rendered again.
 */
export const renderMarkdownCached = (markdown: string): string => {
  const known = cache.get(markdown)
  if (known !== undefined) return known
  const html = renderMarkdown(markdown)
  cache.set(markdown, html)
  return html
}

/** A 53-bit fingerprint of a text (cyrb53): names a rendered post in a prerendered page's results. */
const fingerprint = (text: string): string => {
  let h1 = 0xdeadbeef ^ text.length
  let h2 = 0x41c6ce57 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/**
 * A post's HTML for the page. A prerendered post page carries its post's HTML among its results
 * (db/prerendered-data.ts, keyed by the text's fingerprint), so its hydration does not run the
 * renderer: the first run of micromark over a post is tens of milliseconds of a phone's main
 * thread, just when the reader starts to scroll. Any other text, or a page not prerendered, is rendered.
 */
export const postHtml = (markdown: string): string => {
  const key = `markdown:${fingerprint(markdown)}`
  const prerendered = prerenderedResult<unknown>(key)
  if (prerendered !== undefined && typeof prerendered.value === "string") {
    cache.set(markdown, prerendered.value)
    return prerendered.value
  }
  const html = renderMarkdownCached(markdown)
  recordResult(key, html)
  return html
}
