/**
 * The public queries' answers over a set of rows (public-queries.ts): what an anonymous visitor's
 * device answers once it has pulled those rows. The server's renderer (app/start/render-page.tsx)
 * renders every public page from these, over the rows its database holds now, so the page it sends
 * is the page the app would draw, and the app hydrates it with the same answers.
 */
import type { PublicRow, PublicRows } from "../../schema/page-render.ts"
import type { PageResults } from "./prerendered-data.ts"
import { type PagedList, listKeyParts } from "../../shared/list-paging.ts"
import {
  type DetailKind,
  cardsOf,
  detailAnswer,
  detailKinds,
  listAnswer,
  listKeys,
  listPagesAnswer,
  postCategories,
  searchKeyParts,
  settingsKey,
  validId,
} from "./public-queries.ts"
import { relatedCards, relatedKeyParts, relations } from "./related-queries.ts"
import { byCreatedAtDesc, byId } from "./sort.ts"
import { searchDocumentOf } from "../../shared/search/documents.ts"
import { SearchIndex } from "../../shared/search/search-index.ts"

type ListEntity = Exclude<keyof PublicRows, "settings">

const isDetailKind = (value: string): value is DetailKind => Object.hasOwn(detailKinds, value)

const postOrder = (a: PublicRow, b: PublicRow): number =>
  byCreatedAtDesc(
    { createdAt: String(a.createdAt ?? ""), id: a.id },
    { createdAt: String(b.createdAt ?? ""), id: b.id },
  )

/** Each list answer is made once per set of rows (sorting a thousand posts is not free). */
const answersMade = new WeakMap<PublicRows, Map<string, { readonly value: unknown }>>()

/** The site search's index over each set of rows, built once (the server's /search pages). */
const indexes = new WeakMap<PublicRows, SearchIndex>()

const searchIndexOf = (rows: PublicRows): SearchIndex => {
  let index = indexes.get(rows)
  if (index !== undefined) return index
  index = new SearchIndex()
  const lists = [
    ["employee", rows.employees],
    ["team", rows.teams],
    ["project", rows.projects],
    ["tool", rows.tools],
    ["post", rows.blogPosts],
  ] as const
  for (const [kind, list] of lists)
    for (const row of list) {
      const document = searchDocumentOf(kind, row)
      if (document !== undefined) index.set(document)
    }
  indexes.set(rows, index)
  return index
}

const answerOf = (rows: PublicRows, key: string): { readonly value: unknown } | undefined => {
  const search = searchKeyParts(key)
  if (search !== undefined)
    return {
      value: searchIndexOf(rows).search(search.query, { language: search.language, perKind: search.perKind }),
    }
  if (key === settingsKey) return { value: { row: rows.settings, pulled: true } }
  const list = (entity: ListEntity) => [...rows[entity]].sort(byId)
  const paged = listKeyParts(key)
  if (paged !== undefined) {
    // The page's cards only, from the whole list in its order (made once per set of rows).
    const ordered = orderedList(rows, paged.list)
    if (paged.kind === "first")
      return { value: listAnswer(cardsOf(paged.list, ordered.slice(0, paged.count)), true) }
    const categories = paged.list === "posts" ? postCategories(ordered) : undefined
    return { value: listPagesAnswer(paged.list, ordered, paged, true, categories) }
  }
  switch (key) {
    case listKeys.employees:
      return { value: listAnswer(list("employees"), true) }
    case listKeys.teams:
      return { value: listAnswer(list("teams"), true) }
    case listKeys.projects:
      return { value: listAnswer(list("projects"), true) }
    case listKeys.tools:
      return { value: listAnswer(list("tools"), true) }
    case listKeys.posts:
      return {
        value: listAnswer(rows.blogPosts.filter((post) => post.isPublished === true).sort(postOrder), true),
      }
  }
  const related = relatedKeyParts(key)
  if (related !== undefined) {
    // A related block: the cards it shows, of a record a visitor may see (else none).
    const { owner: ownerKind, rows: rowsKind } = relations[related.relation]
    const owner = rows[ownerKind].find((candidate) => candidate.id === related.ownerId)
    const shown = owner !== undefined && (ownerKind !== "blogPosts" || owner.isPublished === true)
    return { value: listAnswer(shown ? relatedCards(related.relation, owner, rows[rowsKind]) : [], true) }
  }
  const [kind = "", idText = ""] = key.split(":")
  if (!isDetailKind(kind)) return undefined
  const id = Number(idText)
  if (!validId(id)) return { value: { status: "notFound" } }
  const row = rows[detailKinds[kind]].find((candidate) => candidate.id === id)
  const visible = row !== undefined && (kind !== "post" || row.isPublished === true)
  return { value: detailAnswer(visible ? row : undefined, true) }
}

/** A whole list in its order, from its cached answer (the list's own key). */
const orderedList = (rows: PublicRows, list: PagedList): PublicRow[] => {
  const answer = answersOver(rows)(listKeys[list])?.value as { data?: PublicRow[] } | undefined
  return answer?.data ?? []
}

/** The answers over `rows`, as the source of a matching render (prerendered-data.ts). */
export const answersOver =
  (rows: PublicRows): PageResults =>
  (key) => {
    let made = answersMade.get(rows)
    if (made === undefined) {
      made = new Map()
      answersMade.set(rows, made)
    }
    const known = made.get(key)
    if (known !== undefined) return known
    const answer = answerOf(rows, key)
    // Details are cheap to answer, and their keys are chosen by whoever sends a request: not kept.
    if (answer !== undefined && Object.values<string>(listKeys).includes(key)) made.set(key, answer)
    return answer
  }

/** True when an answer says "not found": the page the server sends for it answers 404. */
export const isNotFoundAnswer = (value: unknown): boolean =>
  typeof value === "object" && value !== null && (value as { status?: unknown }).status === "notFound"
