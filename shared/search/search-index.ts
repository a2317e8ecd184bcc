/**
 * The site search's inverted index (issue 32, item 1): documents (documents.ts) in, ranked results
 * grouped by kind out, with the matched words marked. One document can be added, changed or removed
 * at a time (`set`, `remove`): the app keeps one index in memory and follows the synced rows with it,
 * the server builds one per version of its public rows.
 *
 * Each term (tokenize.ts) points to the documents that hold it, with a bit per field and language it
 * is in. A query's units (each English word, each run of Chinese) must all match; a unit scores by the
 * heaviest field it is in (title 10, tags 5, summary 3, body 1; the other language's field counts
 * 0.8 of it) times how well it matched: a whole word 3, a Chinese run found by its pairs 2, the start
 * of an English word or Chinese pairs spread over fields 1. A title that is the query adds 100, one
 * that starts with it 20. Ties go by kind, then id.
 */
import {
  type Bilingual,
  type SearchDocument,
  type SearchField,
  type SearchKind,
  documentKey,
  searchFields,
  searchKinds,
} from "./documents.ts"
import { type Marked, markText, snippetOf } from "./highlight.ts"
import { isLatinWordChar, normalizeQuery } from "./normalize.ts"
import {
  type QueryUnit,
  type TermKey,
  addTermsOf,
  bigramTerm,
  charTerm,
  charsOf,
  queryUnits,
  wordTerm,
} from "./tokenize.ts"

export type SearchLanguage = "zh-CN" | "en"

export interface SearchHit {
  readonly kind: SearchKind
  readonly id: number
  readonly score: number
  /** The title in the page's language (the other one when it has none), with the matches marked. */
  readonly title: Marked
  readonly titleLanguage: SearchLanguage
  /** A line of the text that matched (or the summary), with the matches marked. */
  readonly snippet: Marked | undefined
  readonly snippetLanguage: SearchLanguage
}

export interface SearchGroup {
  readonly kind: SearchKind
  /** Every match of this kind; `hits` holds the best `perKind` of them. */
  readonly total: number
  readonly hits: readonly SearchHit[]
}

export interface SearchResults {
  /** The query as compared (normalised); "" for an empty query. */
  readonly query: string
  readonly total: number
  /** Groups with matches only, the group of the best match first. */
  readonly groups: readonly SearchGroup[]
}

export interface SearchOptions {
  readonly language: SearchLanguage
  /** How many hits each group shows (default 10). */
  readonly perKind?: number
}

const fieldWeight: Readonly<Record<SearchField, number>> = { title: 10, tags: 5, summary: 3, body: 1 }
const otherLanguageFactor = 0.8
const quality = { exact: 3, run: 2, partial: 1 } as const

/** Bit of a field in a language: fields in order, Chinese then English. */
const bitOf = (field: SearchField, english: boolean): number =>
  1 << (searchFields.indexOf(field) * 2 + (english ? 1 : 0))

/** The weight of the heaviest field in each mask, for a reader of each language (a table: 256 masks). */
const weightTable = (language: SearchLanguage): Float64Array => {
  const table = new Float64Array(1 << (searchFields.length * 2))
  for (let mask = 1; mask < table.length; mask++)
    searchFields.forEach((field, index) => {
      for (const english of [false, true]) {
        if ((mask & (1 << (index * 2 + (english ? 1 : 0)))) === 0) continue
        const own = english === (language === "en")
        table[mask] = Math.max(table[mask] ?? 0, fieldWeight[field] * (own ? 1 : otherLanguageFactor))
      }
    })
  return table
}
const weights: Readonly<Record<SearchLanguage, Float64Array>> = {
  "zh-CN": weightTable("zh-CN"),
  en: weightTable("en"),
}
const weightOf = (mask: number, language: SearchLanguage): number => weights[language][mask] ?? 0

const sameFields = (a: SearchDocument, b: SearchDocument): boolean =>
  searchFields.every(
    (field) => a.fields[field].zh === b.fields[field].zh && a.fields[field].en === b.fields[field].en,
  )

interface Entry {
  readonly document: SearchDocument
  readonly terms: readonly TermKey[]
  /** The titles as a query is compared (titleBonus). */
  readonly titles: readonly string[]
}

/** Empty results: an empty query, or nothing matched. */
const noResults = (query: string): SearchResults => ({ query, total: 0, groups: [] })

const kindOrder = (kind: SearchKind): number => searchKinds.indexOf(kind)

/** A text in the reader's language, else the other one. */
const inLanguage = (
  text: Bilingual,
  language: SearchLanguage,
): { text: string; language: SearchLanguage } => {
  const own = language === "en" ? text.en : text.zh
  if (own.trim() !== "") return { text: own, language }
  return { text: language === "en" ? text.zh : text.en, language: language === "en" ? "zh-CN" : "en" }
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>()
  private readonly postings = new Map<TermKey, Map<string, number>>()
  /** English word terms, for the prefix match (Chinese is matched by its pairs instead). */
  private readonly latinWords = new Set<string>()

  get size(): number {
    return this.entries.size
  }

  has(kind: SearchKind, id: number): boolean {
    return this.entries.has(documentKey(kind, id))
  }

  /** Adds a document, or replaces the one of the same kind and id; false when nothing changed. */
  set(document: SearchDocument): boolean {
    const key = documentKey(document.kind, document.id)
    const existing = this.entries.get(key)
    if (existing !== undefined && sameFields(existing.document, document)) return false
    if (existing !== undefined) this.removeKey(key)
    const masks = new Map<TermKey, number>()
    const terms = new Set<TermKey>()
    for (const field of searchFields)
      for (const english of [false, true]) {
        const text = english ? document.fields[field].en : document.fields[field].zh
        if (text === "") continue
        const bit = bitOf(field, english)
        terms.clear()
        for (const term of addTermsOf(text, terms, { cjkWords: field !== "body" }))
          masks.set(term, (masks.get(term) ?? 0) | bit)
      }
    for (const [term, mask] of masks) {
      let posting = this.postings.get(term)
      if (posting === undefined) {
        this.postings.set(term, (posting = new Map()))
        if (isLatinWordTerm(term)) this.latinWords.add(term)
      }
      posting.set(key, mask)
    }
    const titles = [document.fields.title.zh, document.fields.title.en]
      .map(normalizeQuery)
      .filter((title) => title !== "")
    this.entries.set(key, { document, terms: [...masks.keys()], titles })
    return true
  }

  /** Removes a document (unpublished, switched off or deleted); false when it was not there. */
  remove(kind: SearchKind, id: number): boolean {
    return this.removeKey(documentKey(kind, id))
  }

  private removeKey(key: string): boolean {
    const entry = this.entries.get(key)
    if (entry === undefined) return false
    for (const term of entry.terms) {
      const posting = this.postings.get(term)
      if (posting === undefined) continue
      posting.delete(key)
      if (posting.size === 0) {
        this.postings.delete(term)
        if (typeof term === "string") this.latinWords.delete(term)
      }
    }
    this.entries.delete(key)
    return true
  }

  search(query: string, { language, perKind = 10 }: SearchOptions): SearchResults {
    const normalized = normalizeQuery(query)
    const units = queryUnits(normalized)
    if (units.length === 0) return noResults(normalized)
    let scores: Map<string, number> | undefined
    for (const unit of units) {
      const unitScores = this.unitScores(unit, language)
      if (scores === undefined) scores = unitScores
      else {
        const both = new Map<string, number>()
        for (const [key, score] of scores) {
          const more = unitScores.get(key)
          if (more !== undefined) both.set(key, score + more)
        }
        scores = both
      }
      if (scores.size === 0) return noResults(normalized)
    }
    const ranked: Array<{ entry: Entry; score: number }> = []
    for (const [key, score] of scores ?? []) {
      const entry = this.entries.get(key)
      if (entry === undefined) continue
      ranked.push({ entry, score: score + titleBonus(entry.titles, normalized) })
    }
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        kindOrder(a.entry.document.kind) - kindOrder(b.entry.document.kind) ||
        a.entry.document.id - b.entry.document.id,
    )
    const groups = new Map<SearchKind, { total: number; hits: SearchHit[]; best: number }>()
    for (const { entry, score } of ranked) {
      const kind = entry.document.kind
      let group = groups.get(kind)
      if (group === undefined) groups.set(kind, (group = { total: 0, hits: [], best: score }))
      group.total++
      if (group.hits.length < perKind) group.hits.push(hitOf(entry.document, score, units, language))
    }
    return {
      query: normalized,
      total: ranked.length,
      groups: [...groups].map(([kind, group]) => ({ kind, total: group.total, hits: group.hits })),
    }
  }

  /** The documents a unit matches, each with its score. */
  private unitScores(unit: QueryUnit, language: SearchLanguage): Map<string, number> {
    const scores = new Map<string, number>()
    const add = (posting: ReadonlyMap<string, number> | undefined, factor: number) => {
      for (const [key, mask] of posting ?? []) {
        const score = weightOf(mask, language) * factor
        if (score > (scores.get(key) ?? 0)) scores.set(key, score)
      }
    }
    if (unit.kind === "latin") {
      const exact = wordTerm(unit.stem)
      add(this.postings.get(exact), quality.exact)
      if (unit.stem.length >= 2)
        for (const term of this.latinWords)
          if (term !== exact && term.startsWith(exact)) add(this.postings.get(term), quality.partial)
      return scores
    }
    const chars = charsOf(unit.run)
    if (chars.length === 1) {
      add(this.postings.get(charTerm(unit.run)), quality.run)
      add(this.postings.get(wordTerm(unit.run)), quality.exact)
      return scores
    }
    // Every pair of the run in the document: in one field, a run; spread over fields, partial.
    const pairs = [...new Set(bigramsOfRun(chars))].map((pair) => this.postings.get(bigramTerm(pair)))
    if (pairs.some((posting) => posting === undefined)) return scores
    const postings = (pairs as Array<Map<string, number>>).sort((a, b) => a.size - b.size)
    const [smallest, ...rest] = postings
    for (const [key, firstMask] of smallest ?? []) {
      let all = firstMask
      let any = firstMask
      let found = true
      for (const posting of rest) {
        const mask = posting.get(key)
        if (mask === undefined) {
          found = false
          break
        }
        all &= mask
        any |= mask
      }
      if (!found) continue
      scores.set(
        key,
        all !== 0 ? weightOf(all, language) * quality.run : weightOf(any, language) * quality.partial,
      )
    }
    // The run as a whole word, or as the segmenter's words of it: exact.
    const words = unit.words.length > 1 ? unit.words : [unit.run]
    const wordPostings = words.map((word) => this.postings.get(wordTerm(word)))
    for (const [key] of scores) {
      let mask = -1
      for (const posting of wordPostings) mask &= posting?.get(key) ?? 0
      if (mask > 0) scores.set(key, Math.max(scores.get(key) ?? 0, weightOf(mask, language) * quality.exact))
    }
    return scores
  }
}

const bigramsOfRun = (chars: readonly string[]): string[] =>
  chars.slice(1).map((char, index) => `${chars[index]}${char}`)

const isLatinWordTerm = (term: TermKey): term is string =>
  typeof term === "string" &&
  term.startsWith("w:") &&
  /^w:[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(term)

/** A title that is the query, or starts with it (a whole word of it), comes first. */
const titleBonus = (titles: readonly string[], query: string): number => {
  let bonus = 0
  for (const normalized of titles) {
    if (normalized === query) bonus = Math.max(bonus, 100)
    else if (normalized.startsWith(query) && !isLatinWordChar(normalized[query.length]))
      bonus = Math.max(bonus, 20)
  }
  return bonus
}

/** The fields a snippet is taken from, in order: the first with a match wins. */
const snippetFields: readonly SearchField[] = ["summary", "tags", "body"]

const hitOf = (
  document: SearchDocument,
  score: number,
  units: readonly QueryUnit[],
  language: SearchLanguage,
): SearchHit => {
  const title = inLanguage(document.fields.title, language)
  const other: SearchLanguage = language === "en" ? "zh-CN" : "en"
  let snippet: Marked | undefined
  let snippetLanguage = language
  search: for (const lang of [language, other])
    for (const field of snippetFields) {
      const text = lang === "en" ? document.fields[field].en : document.fields[field].zh
      if (text === "") continue
      const marked = markText(text, units)
      if (marked.marks.length > 0) {
        snippet = snippetOf(marked)
        snippetLanguage = lang
        break search
      }
    }
  if (snippet === undefined) {
    const summary = inLanguage(document.fields.summary, language)
    if (summary.text !== "") {
      snippet = snippetOf({ text: summary.text, marks: [] })
      snippetLanguage = summary.language
    }
  }
  return {
    kind: document.kind,
    id: document.id,
    score,
    title: markText(title.text, units),
    titleLanguage: title.language,
    snippet,
    snippetLanguage,
  }
}
