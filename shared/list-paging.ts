/**
 * The public lists' paging rules (issue 33, item 2), one copy for the app (its list pages and live
 * queries) and the server (the `?page=N` addresses, their heads and their data blocks), so both count
 * the same pages and send the same cards.
 *
 * Twelve cards a page: the lists are drawn in 1, 2, 3 or 4 columns (phone, tablet, desktop; the
 * tools' grid has four), and 12 fills each of them with whole rows, so no page ends on a half-empty
 * row. It is also few enough for a phone's first screenful plus a little (a first paint that draws
 * 12 cards, not 1,000) and many enough that 1,000 posts are 84 pages, not 200.
 */
export const pageSize = 12

/**
 * The pages a reader's screen keeps at once while loading more (see PagedCards): a blog card is
 * about 35 elements and an employee card about 40, the page around them about 150; three pages
 * (36 cards) stay under the 1,500-element budget with room to spare, four would not for every list.
 */
export const maxPagesShown = 3

/** How many pages `total` rows make: at least one (an empty list is one page with its empty state). */
export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / pageSize))

/** The rows of pages `from` to `to` (1-based, inclusive) of an ordered list. */
export const rowsOfPages = <T>(rows: readonly T[], from: number, to: number): T[] =>
  rows.slice((from - 1) * pageSize, to * pageSize)

/**
 * What an address's `?page=` asks for: `first` for none (the bare address), a page number from 2,
 * or `redirect` when it names page 1 or no page at all (`1`, `0`, `-1`, `abc`, `2.5`, two values):
 * such an address shows nothing of its own, and a redirect to the bare address keeps one address
 * per page for readers and search engines alike (a canonical link alone would leave duplicates to
 * be crawled). A number too large for its list is a page past the last: 404, decided with the count.
 */
export type PageParam =
  | { readonly kind: "first" }
  | { readonly kind: "page"; readonly page: number }
  | { readonly kind: "redirect" }

/** The longest page number read (a safe integer): more digits are no number, redirected like `abc`. */
const maxPageDigits = 15

export const pageParamOf = (value: unknown): PageParam => {
  if (value === undefined) return { kind: "first" }
  if (typeof value !== "string" || !/^\d+$/.test(value)) return { kind: "redirect" }
  if (value.length > maxPageDigits) return { kind: "redirect" }
  const page = Number(value)
  return page >= 2 ? { kind: "page", page } : { kind: "redirect" }
}

/** The page a list route's `?page=` shows in the app (the router gives numbers): 1 for anything else. */
export const routePageOf = (value: unknown): number => {
  const page = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN
  return Number.isSafeInteger(page) && page >= 2 ? page : 1
}

/** The lists that page, by their live queries' key (app/db/public-queries.ts's listKeys). */
export const pagedLists = ["employees", "teams", "projects", "tools", "posts"] as const
export type PagedList = (typeof pagedLists)[number]

/** A page range's live query key: `posts:pages:3-4`. */
export const listPagesKey = (list: PagedList, from: number, to: number): string =>
  `${list}:pages:${from}-${to}`

/** The first rows of a list (the home page's blocks): `employees:first:3`. */
export const listFirstKey = (list: PagedList, count: number): string => `${list}:first:${count}`

const isPagedList = (value: string): value is PagedList => (pagedLists as readonly string[]).includes(value)

/** The parts of a page range's or first rows' key; undefined for any other key or an absurd range. */
export const listKeyParts = (
  key: string,
):
  | { readonly kind: "pages"; readonly list: PagedList; readonly from: number; readonly to: number }
  | { readonly kind: "first"; readonly list: PagedList; readonly count: number }
  | undefined => {
  const pages = /^(\w+):pages:(\d{1,16})-(\d{1,16})$/.exec(key)
  if (pages !== null) {
    const [, list = "", fromText = "", toText = ""] = pages
    const from = Number(fromText)
    const to = Number(toText)
    if (!isPagedList(list) || from < 1 || to < from || to - from >= maxPagesShown) return undefined
    return { kind: "pages", list, from, to }
  }
  const first = /^(\w+):first:(\d{1,2})$/.exec(key)
  if (first !== null) {
    const [, list = "", countText = ""] = first
    if (!isPagedList(list)) return undefined
    return { kind: "first", list, count: Number(countText) }
  }
  return undefined
}
