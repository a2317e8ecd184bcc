/**
 * Reading a whole paged list (schema/list-paging.ts) the way a client should: follow `Link: <…>;
 * rel="next"` until there is none. For tests and scripts that need every row.
 */
import type { ApiResponse, Json, RequestOptions } from "./client.ts"

/** The address of the next page, from a Link header (undefined on the last page). */
export const nextPageOf = (link: string | null): string | undefined =>
  link === null ? undefined : /<([^>]*)>\s*;\s*rel="next"/.exec(link)?.[1]

export interface WalkedList {
  /** Every row, in the order of the pages. */
  readonly rows: Json[]
  readonly pages: ReadonlyArray<ApiResponse<Json>>
}

/** Every page from `path` on; each must be 200. `rowsOf` picks the rows out of a body (default: the body). */
export const walkList = async (
  api: { get(path: string, options?: RequestOptions): Promise<ApiResponse<Json>> },
  path: string,
  options: RequestOptions = {},
  rowsOf: (body: Json) => Json[] = (body: Json) => body as Json[],
): Promise<WalkedList> => {
  const rows: Json[] = []
  const pages: Array<ApiResponse<Json>> = []
  for (let next: string | undefined = path; next !== undefined;) {
    const page = await api.get(next, options)
    if (page.status !== 200) throw new Error(`GET ${next}: ${page.status} ${JSON.stringify(page.body)}`)
    pages.push(page)
    rows.push(...rowsOf(page.body))
    if (pages.length > 100_000) throw new Error(`${path}: the Links do not end`)
    next = nextPageOf(page.headers.get("link"))
  }
  return { rows, pages }
}
