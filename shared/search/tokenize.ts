/**
 * The search's tokenizer (issue 32, item 1), for Chinese, English and both mixed. Text is normalised
 * first (normalize.ts: NFKC, lower case); punctuation and spaces separate words and are dropped.
 *
 * - English (any non-CJK letters and digits): words, each stemmed (stem.ts), as `w:<stem>`.
 * - Chinese (and kana, hangul): the words `Intl.Segmenter` finds (`w:发票`), and besides them every
 *   single character (`c:票`) and every pair of neighbouring characters (`b:发票`), so a query matches
 *   inside a word the segmenter did not cut where the reader did ("对账" inside "发票对账").
 *
 * Where `Intl.Segmenter` is missing, a run of CJK characters counts as one word; characters and
 * pairs still match.
 */
import { normalizeText } from "./normalize.ts"
import { stem } from "./stem.ts"

export type TokenKind = "word" | "char" | "bigram"

export interface Token {
  readonly kind: TokenKind
  /** What the index keys it by: `w:`, `c:` or `b:` and the normalised text. */
  readonly term: string
}

const cjkClass = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`
/** A run of CJK characters, or a run of other letters and digits. */
const runPattern = new RegExp(String.raw`([${cjkClass}]+)|((?:(?![${cjkClass}])[\p{L}\p{N}\p{M}])+)`, "gu")
const cjkRunPattern = new RegExp(`[${cjkClass}]+`, "gu")

const segmenter =
  typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("zh", { granularity: "word" })
    : undefined

/** The word-like pieces of normalised text: what the segmenter calls words (or the text). */
const wordPieces = (text: string): string[] => {
  if (segmenter === undefined) return [text]
  const pieces: string[] = []
  for (const segment of segmenter.segment(text)) if (segment.isWordLike === true) pieces.push(segment.segment)
  return pieces
}

export const wordTerm = (word: string): string => `w:${word}`
export const charTerm = (char: string): string => `c:${char}`
export const bigramTerm = (pair: string): string => `b:${pair}`

/** The words of normalised text: `{ cjk: true }` for a CJK word, else the English word unstemmed. */
export const wordsOf = (text: string): Array<{ readonly word: string; readonly cjk: boolean }> => {
  const words: Array<{ word: string; cjk: boolean }> = []
  for (const piece of wordPieces(text))
    for (const match of piece.matchAll(runPattern)) {
      if (match[1] !== undefined) words.push({ word: match[1], cjk: true })
      else if (match[2] !== undefined) words.push({ word: match[2], cjk: false })
    }
  return words
}

/** The code points of a CJK run (each one character, whatever its UTF-16 length). */
export const charsOf = (run: string): string[] => [...run]

/** Every pair of neighbouring characters of a CJK run. */
export const bigramsOf = (run: string): string[] => {
  const chars = charsOf(run)
  const pairs: string[] = []
  for (let index = 0; index + 1 < chars.length; index++) pairs.push(`${chars[index]}${chars[index + 1]}`)
  return pairs
}

/** Every token of a text, in order, with repeats (the tests read them; the index keeps a set). */
export const tokenize = (source: string): Token[] => {
  const { text } = normalizeText(source)
  const tokens: Token[] = []
  for (const { word, cjk } of wordsOf(text))
    tokens.push({ kind: "word", term: wordTerm(cjk ? word : stem(word)) })
  for (const [run] of text.matchAll(cjkRunPattern)) {
    for (const char of charsOf(run)) tokens.push({ kind: "char", term: charTerm(char) })
    for (const pair of bigramsOf(run)) tokens.push({ kind: "bigram", term: bigramTerm(pair) })
  }
  return tokens
}

/** The distinct terms of a text: what the index files it under. */
export const termsOf = (source: string): Set<string> => new Set(tokenize(source).map((token) => token.term))

/** One part of a query every result must match: an English word, or a run of CJK characters. */
export type QueryUnit =
  | { readonly kind: "latin"; readonly word: string; readonly stem: string }
  | { readonly kind: "cjk"; readonly run: string; readonly words: readonly string[] }

/**
 * A query's parts. A CJK run is one part (its words, as the segmenter cuts it, give the exact
 * match); English words are one part each. Repeats count once; punctuation is dropped.
 */
export const queryUnits = (query: string): QueryUnit[] => {
  const { text } = normalizeText(query)
  const units: QueryUnit[] = []
  const seen = new Set<string>()
  for (const match of text.matchAll(runPattern)) {
    const [whole, run, latin] = match
    if (seen.has(whole)) continue
    seen.add(whole)
    if (run !== undefined) units.push({ kind: "cjk", run, words: wordsOf(run).map((found) => found.word) })
    else if (latin !== undefined) units.push({ kind: "latin", word: latin, stem: stem(latin) })
  }
  return units
}
