/**
 * Anchors in an editable page's text (issue 31, item 4): a heading that ends with `{#name}` gets the
 * id `name` (`## Cookie 政策 {#cookies}`: the footer's cookie link leads there), written as the blog's
 * Markdown renderer leaves it in the heading's text. Only lower-case letters, digits and dashes make
 * an id, so the attribute needs no escaping (and one heading's
 * text never reaches into the next) and the renderer's safety rules are untouched; anything
 * else stays in the text as written.
 */
const anchoredHeading = /<h([1-6])>((?:(?!<\/?h[1-6]>)[\s\S])*?)\s*\{#([a-z][a-z0-9-]{0,63})\}<\/h\1>/g

export const withHeadingAnchors = (html: string): string =>
  html.replace(
    anchoredHeading,
    (_heading, level: string, text: string, id: string) => `<h${level} id="${id}">${text}</h${level}>`,
  )
