/**
 * Text as the search compares it (issue 32, item 1): NFKC (full-width letters, digits and
 * punctuation become their ordinary forms), lower case, with each normalised position mapped back to
 * its place in the original text, so a match found in the normalised text is marked in the text a
 * reader sees. Pure: no DOM, no Node APIs (the app and the server both use it).
 */

export interface NormalizedText {
  /** The text in NFKC, lower case. */
  readonly text: string
  /**
   * For each UTF-16 position of `text` (and one past its end), the position in the original text
   * it came from.
   */
  readonly origin: readonly number[]
}

/** Han ideographs, kana and hangul: matched by characters and pairs, not only by words. */
const cjkPattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

export const isCjk = (char: string): boolean => cjkPattern.test(char)

/** A letter or a digit (any script): what a word is made of. */
const wordCharPattern = /[\p{L}\p{N}\p{M}]/u

export const isWordChar = (char: string): boolean => wordCharPattern.test(char)

/** A letter or digit of an English (non-CJK) word; false past the text's ends. */
export const isLatinWordChar = (char: string | undefined): boolean =>
  char !== undefined && isWordChar(char) && !isCjk(char)

/**
 * NFKC and lower case, one code point at a time (so each output position knows its source). A
 * character whose compatibility form is several (`㈱` -> `(株)`) maps each of them to its own place.
 */
export const normalizeText = (source: string): NormalizedText => {
  // The common case, ASCII only: nothing moves.
  if (!/[^\p{ASCII}]/u.test(source)) {
    const origin = Array.from({ length: source.length + 1 }, (_, index) => index)
    return { text: source.toLowerCase(), origin }
  }
  // Most text keeps its length (full-width forms become one character each): positions stay.
  const whole = source.normalize("NFKC").toLowerCase()
  if (whole.length === source.length)
    return { text: whole, origin: Array.from({ length: source.length + 1 }, (_, index) => index) }
  let text = ""
  const origin: number[] = []
  let index = 0
  for (const char of source) {
    const normalized = char.normalize("NFKC").toLowerCase()
    for (let unit = 0; unit < normalized.length; unit++) origin.push(index)
    text += normalized
    index += char.length
  }
  origin.push(index)
  return { text, origin }
}

/** The query as the index compares it: NFKC, lower case, spaces trimmed and collapsed. */
export const normalizeQuery = (query: string): string =>
  query.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()
