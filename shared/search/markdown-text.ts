/**
 * A post's Markdown as the plain text a reader reads (issue 32): what the search indexes and quotes
 * in a snippet. Markup goes, words stay: a link or a picture keeps its text (alt text), headings,
 * emphasis, quotes, list markers, table bars, code fences and HTML tags are dropped. Regular
 * expressions, not a parser: the text only has to read naturally, and the search must stay small
 * enough to load with the site's header (micromark stays with the post page).
 */

const rules: ReadonlyArray<readonly [RegExp, string]> = [
  // Fences: the marker lines go, the code stays as text.
  [/^ {0,3}(?:```|~~~).*$/gm, ""],
  // Pictures and links keep their text; reference definitions go.
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]*)\]\[[^\]]*\]/g, "$1"],
  [/^ {0,3}\[[^\]]+\]:\s.*$/gm, ""],
  // Autolinks and HTML tags.
  [/<(https?:[^>\s]+)>/g, "$1"],
  [/<\/?[a-zA-Z][^>]*>/g, ""],
  // Line starts: headings, quotes, list markers, thematic breaks, table separator rows.
  [/^ {0,3}#{1,6}\s+/gm, ""],
  [/^ {0,3}(?:>\s?)+/gm, ""],
  [/^\s*(?:[-*+]|\d+[.)])\s+/gm, ""],
  [/^ {0,3}(?:[-*_]\s*){3,}$/gm, ""],
  [/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ""],
  // Emphasis, strike and code marks; table bars.
  [/(\*{1,3}|_{1,3}|~~|`+)(\S(?:[\s\S]*?\S)?)\1/g, "$2"],
  [/[ \t]*\|[ \t]*/g, " "],
]

/** A backslash-escaped mark is kept apart from the rules as a private-use character, then restored. */
const privateBase = 0xe000
const escaped = /\\([\\`*_{}[\]()#+\-.!|>~<])/g
const hidden = /[\ue000-\ue07f]/g

export const markdownText = (markdown: string): string => {
  let text = markdown.replace(escaped, (_, char: string) =>
    String.fromCharCode(privateBase + char.charCodeAt(0)),
  )
  for (const [pattern, replacement] of rules) text = text.replace(pattern, replacement)
  return text
    .replace(hidden, (char) => String.fromCharCode(char.charCodeAt(0) - privateBase))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n")
}
