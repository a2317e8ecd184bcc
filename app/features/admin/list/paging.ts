/**
 * Paged rendering of the admin lists (issue 26, item 2): every row stays on the device and search and
 * filters cover them all, but only the first rows matching are put on the page; more follow on "Show
 * more" or as the list is scrolled to its end. A page is this many rows.
 */
export const pageSize = 50

/** The rows a list draws: the first `limit` of those matching. */
export const pageOf = <Row>(rows: ReadonlyArray<Row>, limit: number): ReadonlyArray<Row> =>
  rows.length <= limit ? rows : rows.slice(0, limit)

/** How many rows the next "Show more" draws: one page more, never fewer than one page. */
export const nextLimit = (limit: number): number => Math.max(limit, pageSize) + pageSize

/** Whether rows matching are left undrawn. */
export const hasMore = (shown: number, total: number): boolean => shown < total
