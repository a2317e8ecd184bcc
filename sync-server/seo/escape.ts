/**
 * Escaping for the text the search-engine files carry: administrators type titles and descriptions,
 * and none of it may ever end an attribute, a <script> data block or an XML element early.
 */

/** Text for an HTML attribute value in double quotes, or for element content. */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")

/**
 * JSON inside `<script type="application/ld+json">`: the HTML parser ends a script at `</script`
 * whatever the JSON says, and `<!--` changes how it reads on; `\u003c` is the same character to the
 * JSON reader. U+2028/2029 are escaped for readers that treat the block as JavaScript.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029")

/**
 * Characters XML 1.0 does not allow at all (control characters other than tab, newline and carriage
 * return, lone surrogates, U+FFFE/FFFF): an XML reader stops at them, so they are dropped.
 */
/* eslint-disable no-control-regex -- these control characters are the point */
const notXmlChars =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/* eslint-enable no-control-regex */

/** Text for XML element content or a double-quoted attribute. */
export const escapeXml = (value: string): string =>
  value
    .replace(notXmlChars, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;")
