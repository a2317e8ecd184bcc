/** The Markdown of a picture put into a body at the caret (a selection is replaced), on its own line. */

/** Brackets and backslashes would end the alt text early; they are escaped as Markdown allows. */
export const escapeAlt = (alt: string): string => alt.replace(/[\\[\]]/g, (char) => `\\${char}`)

export const insertPicture = (
  text: string,
  caret: { readonly start: number; readonly end: number } | undefined,
  alt: string,
  address: string,
): { text: string; caret: number } => {
  const start = Math.min(caret?.start ?? text.length, text.length)
  const end = Math.max(start, Math.min(caret?.end ?? start, text.length))
  const before = text.slice(0, start)
  const after = text.slice(end)
  // A picture is a block of its own: a blank line before and after, unless already there.
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n"
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n"
  const markdown = `${lead}![${escapeAlt(alt)}](${address})${trail}`
  return { text: `${before}${markdown}${after}`, caret: before.length + markdown.length }
}
