/**
 * The public live queries a rendered page carries, declared once: their keys, and what each answers
 * over the rows a device holds. The app's hooks (hooks.ts) answer them from the local database; the
 * server's renderer (rows-answers.ts) from the rows an anonymous visitor's device would hold after a
 * pull. Both give the same answer for the same rows, so a page the server rendered hydrates as it is.
 */
import type { EntityName } from "../../schema/sync.ts"
import { type PagedList, pageCountOf, rowsOfPages } from "../../shared/list-paging.ts"
import { cardRow } from "./card-row.ts"
import type { Live } from "./live.ts"

/** The lists, by key: the four content lists (id order) and the published posts (newest first). */
export const listKeys = {
  employees: "employees",
  teams: "teams",
  projects: "projects",
  tools: "tools",
  posts: "posts",
} as const

/** The detail queries' key prefixes (`employee:3`), by the entity their rows come from. */
export const detailKinds = {
  employee: "employees",
  team: "teams",
  project: "projects",
  tool: "tools",
  post: "blogPosts",
} as const
export type DetailKind = keyof typeof detailKinds

export const settingsKey = "settings"

export const detailKey = (kind: DetailKind, id: number): string => `${kind}:${id}`

/**
 * The site search's results for a query (issue 32): the results page the server renders carries
 * them, so the app hydrates it with the same results before its own index is built.
 */
export const searchKey = (language: string, perKind: number, query: string): string =>
  `search:${language}:${perKind}:${query}`

/** The parts of a search key (undefined for any other key). */
export const searchKeyParts = (
  key: string,
): { readonly language: "zh-CN" | "en"; readonly perKind: number; readonly query: string } | undefined => {
  const match = /^search:(zh-CN|en):(\d{1,3}):([\s\S]*)$/.exec(key)
  if (match === null) return undefined
  const [, language, perKind, query] = match
  return { language: language === "en" ? "en" : "zh-CN", perKind: Number(perKind), query: query ?? "" }
}

/** A detail id from a route: anything but a whole number is simply not found. */
export const validId = (id: number): boolean => Number.isInteger(id) && id !== 0

/** A list: empty and never pulled means "still loading", empty after a pull is a real empty list. */
export const listAnswer = <T>(rows: T[], pulled: boolean): Live<T[]> =>
  rows.length === 0 && !pulled ? { status: "loading" } : { status: "loaded", data: rows }

/** A detail: missing after a pull is "not found"; before the first pull it may still come. */
export const detailAnswer = <T>(row: T | undefined, pulled: boolean): Live<T> => {
  if (row !== undefined) return { status: "loaded", data: row }
  return pulled ? { status: "notFound" } : { status: "loading" }
}

/** The settings query's answer: the stored row (if any) and whether the device has pulled. */
export interface SettingsAnswer<T> {
  readonly row: T | undefined
  readonly pulled: boolean
}

/**
 * A range of a list's pages (issue 33, item 2: shared/list-paging.ts): the cards of those pages and
 * how many rows the whole list has; the blog's also names every published post's category (its
 * filter offers them all, not those of the page). A page past the last is "not found" (404).
 */
export interface ListPages<T> {
  /** The pages these rows are (the screen tells a new window's rows from the previous window's). */
  readonly from: number
  readonly to: number
  readonly rows: T[]
  readonly total: number
  readonly categories?: string[]
}

/** The distinct categories of ordered posts, in first-seen order (the blog's category filter). */
export const postCategories = (posts: ReadonlyArray<object>): string[] => [
  ...new Set(posts.map((post) => String((post as { category?: unknown }).category ?? ""))),
]

const listEntities: Readonly<Record<PagedList, EntityName>> = {
  employees: "employees",
  teams: "teams",
  projects: "projects",
  tools: "tools",
  posts: "blogPosts",
}

/**
 * A list's rows as its cards show them (card-row.ts). A rendered list page carries its answer in
 * its data block: with the scale fixture's posts, 12 bodies in two languages were 89 KB of the blog
 * page's 93 KB.
 */
export const cardsOf = <T extends object>(list: PagedList, rows: readonly T[]): T[] =>
  rows.map((row) => cardRow(listEntities[list], row))

/** Pages `from` to `to` of an ordered list, as the list page's live query answers them: cards. */
export const listPagesAnswer = <T extends object>(
  list: PagedList,
  ordered: T[],
  range: { readonly from: number; readonly to: number },
  pulled: boolean,
  categories?: string[],
): Live<ListPages<T>> => {
  if (ordered.length === 0 && !pulled) return { status: "loading" }
  if (range.from > pageCountOf(ordered.length)) return { status: "notFound" }
  return {
    status: "loaded",
    data: {
      from: range.from,
      to: range.to,
      rows: cardsOf(list, rowsOfPages(ordered, range.from, range.to)),
      total: ordered.length,
      ...(categories === undefined ? {} : { categories }),
    },
  }
}
