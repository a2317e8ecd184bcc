/**
 * A list's cards, page by page (issue 33, item 2): the cards of the pages in the window, a "show
 * earlier" button when pages before them were dropped or not loaded, a "load more" button (and
 * loading as the reader scrolls near the end: an IntersectionObserver on a marker under the grid),
 * and, for a list's own pages, a pager of plain links (previous, "page 2 of 84", next) that works
 * without scripts and that search engines follow.
 */
import { Link } from "@tanstack/react-router"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { type ReactNode, useEffect, useRef } from "react"
import { pageCountOf } from "../../../../shared/list-paging.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { cx } from "../../../ui/cx.ts"
import type { SectionPath } from "../layout/nav-links.ts"
import type { PageWindow } from "./page-window.ts"

/** How far below the screen the marker starts the next page's load: about a row of cards. */
const loadAhead = "600px"

const pagerLink =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-strong hover:bg-slate-100"

export function PagedCards<T extends { id: number }>({
  rows,
  total,
  window,
  complete,
  path,
  gridClassName,
  more,
  earlier,
  renderCard,
}: {
  /** The rows of the window's pages. */
  rows: readonly T[]
  total: number
  window: PageWindow
  /** Whether `rows` are the window's (a moved window shows the previous rows until its own come). */
  complete: boolean
  /** The list's address, for the pager's links; undefined for a search's matches (no address). */
  path: SectionPath | undefined
  gridClassName: string
  more: () => void
  earlier: () => void
  renderCard: (item: T, index: number) => ReactNode
}) {
  const { LL } = useI18nContext()
  const t = LL.pages.common
  const pageCount = pageCountOf(total)
  const hasMore = window.to < pageCount
  const marker = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = marker.current
    if (element === null || !hasMore || !complete || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          more()
        }
      },
      { rootMargin: `0px 0px ${loadAhead} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
    // A new observer once the next page has come: if the marker is still near, one more page comes.
  }, [hasMore, complete, more])

  return (
    <>
      {window.from > 1 ? (
        <div className="mb-6 flex justify-center">
          <Button variant="outline" onPress={earlier} data-testid="show-earlier">
            {t.showEarlier()}
          </Button>
        </div>
      ) : null}
      <ul data-testid="card-grid" className={cx("grid gap-6", gridClassName)}>
        {rows.map((item, index) => (
          <li key={item.id} className="flex">
            {renderCard(item, index)}
          </li>
        ))}
      </ul>
      {/* Not scroll anchors: the browser would keep them in view as cards come above them, and the
          marker would start the next page's load at once. */}
      <div ref={marker} aria-hidden="true" className="[overflow-anchor:none]" />
      {hasMore ? (
        <div className="mt-10 flex justify-center [overflow-anchor:none]">
          <Button variant="outline" onPress={more} data-testid="load-more">
            {t.loadMore()}
          </Button>
        </div>
      ) : null}
      {path !== undefined && pageCount > 1 ? (
        <nav
          aria-label={t.pagerLabel()}
          data-testid="pager"
          className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-slate-600"
        >
          {window.from > 1 ? (
            <Link
              to={path}
              search={window.from === 2 ? {} : { page: window.from - 1 }}
              rel="prev"
              className={pagerLink}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t.previousPage()}
            </Link>
          ) : null}
          <span data-testid="page-of">{t.pageOf({ page: window.to, count: pageCount })}</span>
          {hasMore ? (
            <Link to={path} search={{ page: window.to + 1 }} rel="next" className={pagerLink}>
              {t.nextPage()}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
