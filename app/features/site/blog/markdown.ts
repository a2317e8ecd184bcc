/**
 * Blog posts are Markdown. micromark with its safe defaults: raw HTML is escaped and link/image
 * addresses keep only the protocols http, https, irc, ircs, mailto, xmpp (spec section 2); anything
 * else (javascript:, data:...) becomes an empty address. Imported only by the post page, so the
 * renderer is not part of any other page's download.
 */
import { micromark } from "micromark"

export const renderMarkdown = (markdown: string): string => micromark(markdown)
