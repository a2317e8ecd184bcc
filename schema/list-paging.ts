/**
 * Paging of the REST lists (GET /api/employees, /api/teams, /api/projects, /api/tools,
 * /api/blog-posts, /api/collaborations, /api/media): `?limit=` and `?after=<cursor>`, the body a page
 * of the list (a JSON array; `{media: [...]}` for the media library), the next page's address in
 * `Link: <...>; rel="next"` and the exact number of rows in the list (its scope: what this reader may
 * see) in `X-Total-Count`. The app reads content through /api/sync; these lists serve the back office,
 * scripts and tests (docs/security.md, "Lists are paged").
 *
 * The sizes: a page of 100 is what a screen of the back office shows or a script wants per call, and
 * the site's content tables (tens of employees, teams, tools, posts) fit in one such page, so their
 * first page is the whole list, cached. 500 is the most one answer may hold: a page of the largest
 * rows (posts with long Markdown bodies, up to a few tens of kilobytes each) stays a few megabytes,
 * read and serialised in tens of milliseconds, while a script walking 100,000 enquiries needs 200
 * calls rather than 1,000. Nothing larger is ever built in memory (an unpaged list of 51,000 rows
 * ran the server out of string length: issue 26).
 */
import { Schema } from "effect"
import { maxRecordId } from "./fields.ts"

export const listPageDefault = 100
export const listPageMax = 500

/**
 * How a list is ordered, and so what its cursor holds:
 * - `id`: id ascending (employees, teams, projects, tools); cursor `<id>`, the last id of the page;
 * - `newest`: created time descending, then id descending (blog posts, enquiries); cursor
 *   `<created_ms>.<id>`, both of the page's last row, so rows created in the same millisecond are
 *   neither skipped nor repeated;
 * - `idDesc`: id descending (the media library, newest upload first); cursor `<id>`.
 */
export type ListOrder = "id" | "newest" | "idDesc"

export type ListCursor =
  | { readonly order: "id" | "idDesc"; readonly id: number }
  | { readonly order: "newest"; readonly createdMs: number; readonly id: number }

/** Times Date can hold (±8.64e15 ms): a created time outside it is not one the server stored. */
const maxTimeMs = 8_640_000_000_000_000

const cursorPattern = { id: /^(\d{1,10})$/, idDesc: /^(\d{1,10})$/, newest: /^(-?\d{1,16})\.(\d{1,10})$/ }

/**
 * The cursor a list gives in its `Link`, or undefined for anything else. Ids are read as path ids are
 * (`readId`: http/record-id.ts on the server, digits without a leading zero up to maxRecordId).
 */
export const parseListCursor = (
  order: ListOrder,
  text: string,
  readId: (text: string) => number | undefined,
): ListCursor | undefined => {
  const match = cursorPattern[order].exec(text)
  if (match === null) return undefined
  const id = readId(match[order === "newest" ? 2 : 1] ?? "")
  if (id === undefined || id > maxRecordId) return undefined
  if (order !== "newest") return { order, id }
  const createdText = match[1] ?? ""
  if (/^-?0\d/.test(createdText) || createdText === "-0") return undefined
  const createdMs = Number(createdText)
  return Math.abs(createdMs) <= maxTimeMs ? { order, createdMs, id } : undefined
}

export const listCursorText = (cursor: ListCursor): string =>
  cursor.order === "newest" ? `${cursor.createdMs}.${cursor.id}` : String(cursor.id)

/** `?limit=`: a whole number from 1 to listPageMax. */
export const ListLimit = Schema.String.check(
  Schema.makeFilter<string>((text) => /^[1-9]\d{0,2}$/.test(text) && Number(text) <= listPageMax, {
    message: "list.limit",
  }),
)
