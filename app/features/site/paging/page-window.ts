/**
 * Which of a list's pages the screen holds (issue 33, item 2): a window `from`..`to` (1-based,
 * inclusive). "Load more" adds the next page and "show earlier" the one before; at most
 * maxPagesShown pages stay, the far end is dropped. Dropping whole pages, not windowing rows: the
 * cards keep their ordinary grid and flow (no measured row heights, which differ with the text of
 * each card and the width of the screen), the address names the last page shown, and a page
 * dropped is one click ("show earlier") or one address away. Pure, tested.
 */
import { maxPagesShown } from "../../../../shared/list-paging.ts"

export interface PageWindow {
  readonly from: number
  readonly to: number
}

/** The window with the next page added (and its first page dropped when it would hold too many). */
export const withNextPage = ({ from, to }: PageWindow): PageWindow => ({
  from: Math.max(from, to + 1 - maxPagesShown + 1),
  to: to + 1,
})

/** The window with the page before it added (and its last page dropped when it would hold too many). */
export const withEarlierPage = ({ from, to }: PageWindow): PageWindow => {
  const earlier = Math.max(1, from - 1)
  return { from: earlier, to: Math.min(to, earlier + maxPagesShown - 1) }
}
