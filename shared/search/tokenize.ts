/**
 * The search's tokenizer (issue 32, item 1), for Chinese, English and both mixed. Text is normalised
 * first (normalize.ts: NFKC, lower case); punctuation and spaces separate words and are dropped.
 *
 * - English (any non-CJK letters and digits): words, each stemmed (stem.ts), as `w:<stem>`; they are
 *   cut at anything but a letter or a digit (no segmenter needed).
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
  /** How it reads: `w:`, `c:` or `b:` and the normalised text. */
  readonly term: string
}

/**
 * What the index keys a term by: a word by its text (`w:invoic`), a CJK character or pair by a
 * number made of its code points (no string to build and hash for each of a long text's characters).
 */
export type TermKey = string | number

const cjkClass = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`
/** A run of CJK characters, or a run of other letters and digits. */
const runPattern = new RegExp(String.raw`([${cjkClass}]+)|((?:(?![${cjkClass}])[\p{L}\p{N}\p{M}])+)`, "gu")
const cjkRunPattern = new RegExp(`[${cjkClass}]+`, "gu")

const segmenter =
  typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("zh", { granularity: "word" })
    : undefined

const latinWordPattern = new RegExp(String.raw`(?:(?![${cjkClass}])[\p{L}\p{N}\p{M}])+`, "gu")

/** The CJK words of normalised text, as the segmenter cuts them (each run whole without one). */
const cjkWordsOf = (text: string): string[] => {
  const words: string[] = []
  if (segmenter === undefined) {
    for (const [run] of text.matchAll(cjkRunPattern)) words.push(run)
    return words
  }
  for (const segment of segmenter.segment(text)) {
    if (segment.isWordLike !== true) continue
    for (const [run] of segment.segment.matchAll(cjkRunPattern)) words.push(run)
  }
  return words
}

export const wordTerm = (word: string): string => `w:${word}`

const planes = 0x110000
/** A character's key: below zero, apart from the pairs'. */
const charKeyOf = (codePoint: number): number => -1 - codePoint
const pairKeyOf = (first: number, second: number): number => first * planes + second

export const charTerm = (char: string): TermKey => charKeyOf(char.codePointAt(0) ?? 0)
export const bigramTerm = (pair: string): TermKey => {
  const [first = "", second = ""] = pair
  return pairKeyOf(first.codePointAt(0) ?? 0, second.codePointAt(0) ?? 0)
}

/** How a term key reads (`c:票`, `b:发票`, `w:invoic`): for tests and for reading an index. */
export const termText = (key: TermKey): string => {
  if (typeof key === "string") return key
  if (key < 0) return `c:${String.fromCodePoint(-1 - key)}`
  return `b:${String.fromCodePoint(Math.floor(key / planes))}${String.fromCodePoint(key % planes)}`
}

/** The words of normalised text: CJK words (segmented) and English words (unstemmed), in order. */
export const wordsOf = (text: string): Array<{ readonly word: string; readonly cjk: boolean }> => {
  const words: Array<{ word: string; cjk: boolean }> = []
  const pieces = segmenter === undefined ? [{ segment: text, isWordLike: true }] : segmenter.segment(text)
  for (const piece of pieces) {
    if (piece.isWordLike !== true) continue
    for (const match of piece.segment.matchAll(runPattern)) {
      if (match[1] !== undefined) words.push({ word: match[1], cjk: true })
      else if (match[2] !== undefined) words.push({ word: match[2], cjk: false })
    }
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

/** Stems already taken: a site's vocabulary is small, and its words come back in every record. */
const stems = new Map<string, string>()
const maxStems = 50_000

const stemOf = (word: string): string => {
  let stemmed = stems.get(word)
  if (stemmed === undefined) {
    stemmed = stem(word)
    if (stems.size >= maxStems) stems.clear()
    stems.set(word, stemmed)
  }
  return stemmed
}

/**
 * Every token of a text, in order (with repeats): English words, then CJK words, characters and
 * pairs. `cjkWords: false` leaves out the segmenter's CJK words, the costly part (the index leaves
 * them out of long bodies: characters and pairs match there, and a body weighs least anyway).
 */
export const tokenize = (source: string, { cjkWords = true } = {}): Token[] => {
  const tokens: Token[] = []
  eachTerm(source, cjkWords, (kind, key) => tokens.push({ kind, term: termText(key) }))
  return tokens
}

const eachTerm = (source: string, cjkWords: boolean, emit: (kind: TokenKind, key: TermKey) => void): void => {
  const { text } = normalizeText(source)
  for (const [word] of text.matchAll(latinWordPattern)) emit("word", wordTerm(stemOf(word)))
  if (cjkWords) for (const word of cjkWordsOf(text)) emit("word", wordTerm(word))
  for (const [run] of text.matchAll(cjkRunPattern)) {
    let previous = -1
    for (let index = 0; index < run.length; index++) {
      const codePoint = run.codePointAt(index) ?? 0
      if (codePoint > 0xffff) index++
      emit("char", charKeyOf(codePoint))
      if (previous !== -1) emit("bigram", pairKeyOf(previous, codePoint))
      previous = codePoint
    }
  }
}

/** The distinct term keys of a text, added to `into`: what the index files it under. */
export const addTermsOf = (source: string, into: Set<TermKey>, { cjkWords = true } = {}): Set<TermKey> => {
  eachTerm(source, cjkWords, (_, key) => into.add(key))
  return into
}

/** The distinct terms of a text, as they read (termText). */
export const termsOf = (source: string, options: { cjkWords?: boolean } = {}): Set<string> =>
  new Set([...addTermsOf(source, new Set(), options)].map(termText))

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
