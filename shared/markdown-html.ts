/**
 * A post's Markdown as HTML, as every reader gets it: the post page (app/features/site/blog/markdown.ts,
 * also when the server renders the page) and the Atom feed (sync-server/seo/atom-feed.ts), so it is in
 * shared/ (the server never imports app/). micromark with its safe defaults:
 * raw HTML is escaped, and a link or picture address with a protocol other than http, https, irc, ircs,
 * mailto or xmpp becomes an empty address. micromark keeps protocol-relative addresses
 * (`//evil.example`, also written `/\/evil.example` or `<//evil.example>`), which lead to another site
 * and which the URL rule of every other field refuses (schema/url.ts): they are emptied the same way.
 * A link or picture left with no address is then drawn as its text (issue 28): a link that goes
 * nowhere, styled as one, or a broken picture, is a placeholder a reader should never see.
 * A `# heading` in the text is drawn as a second-level heading: the page's title is its one `<h1>`
 * (a second one confuses screen readers' outline and search engines).
 */
import { micromark } from "micromark"

/**
 * An `href`/`src` of micromark's own `<a>`/`<img>` starting with two slashes. Its attribute values are
 * escaped (no `"` inside) and text never reaches the output with a bare `"`, so only real addresses match.
 */
const protocolRelative = / (href|src)="\/\/[^"]*"/g

/**
 * micromark's `<a>` with an emptied address, and its text. Links never nest in Markdown and raw HTML
 * is escaped, so the first `</a>` after it is its own.
 */
const linkWithoutAddress = /<a href=""(?: title="[^"]*")?>([\s\S]*?)<\/a>/g

/** micromark's `<img>` with an emptied address: its alt text (already escaped) stays as text. */
const pictureWithoutAddress = /<img src="" alt="([^"]*)"(?: title="[^"]*")? \/>/g

/** micromark's own `<h1>`/`</h1>` (raw HTML is escaped, so no other text matches). */
const topHeading = /<(\/?)h1>/g

export const markdownHtml = (markdown: string): string =>
  micromark(markdown)
    .replace(protocolRelative, ' $1=""')
    .replace(linkWithoutAddress, "$1")
    .replace(pictureWithoutAddress, "$1")
    .replace(topHeading, "<$1h2>")
