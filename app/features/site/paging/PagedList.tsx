/**
 * The body of a paged public list (issue 33, item 2): the window of the list's own pages, read page
 * by page from the local database (the server renders the same first window for `?page=N`), or,
 * while a search or a filter is on, every record that matches, paged on screen the same way.
 */
import type { ReactNode } from "react"
import { type PagedList, rowsOfPages } from "../../../../shared/list-paging.ts"
import { type ListPages, type ListRows, useListMatches, useListPages } from "../../../db/list-pages.ts"
import type { Live } from "../../../db/live.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { SkeletonGrid } from "../../../ui/Skeleton.tsx"
import type { SectionPath } from "../layout/nav-links.ts"
import { PagedCards } from "./PagedCards.tsx"
import type { PageWindow } from "./page-window.ts"
import { usePageWindow } from "./use-page-window.ts"

export interface ListPagesState<L extends PagedList> {
  readonly live: Live<ListPages<ListRows[L]>>
  readonly window: PageWindow
  readonly more: () => void
  readonly earlier: () => void
}

/** The list's pages on screen, from the address's page on; "not found" past the last page. */
export function useListPagesState<L extends PagedList>(
  list: L,
  addressPage: number,
  path: SectionPath,
): ListPagesState<L> {
  const { window, more, earlier } = usePageWindow(addressPage, path)
  return { live: useListPages(list, window.from, window.to), window, more, earlier }
}

interface BodyProps<L extends PagedList> {
  readonly skeletonCount: number
  readonly gridClassName: string
  /** The empty state: of the whole list (`filtered` false) or of a search's matches. */
  readonly empty: (filtered: boolean) => ReactNode
  readonly renderCard: (item: ListRows[L], index: number) => ReactNode
}

function Skeletons({ count, className }: { count: number; className: string }) {
  const { LL } = useI18nContext()
  return <SkeletonGrid count={count} className={className} label={LL.pages.common.loading()} />
}

/** The list's own pages (no search on). */
export function ListPagesBody<L extends PagedList>({
  state,
  path,
  ...props
}: BodyProps<L> & { readonly state: ListPagesState<L>; readonly path: SectionPath }) {
  const { live, window, more, earlier } = state
  if (live.status !== "loaded")
    return <Skeletons count={props.skeletonCount} className={props.gridClassName} />
  if (live.data.total === 0) return props.empty(false)
  return (
    <PagedCards
      rows={live.data.rows}
      total={live.data.total}
      window={window}
      complete={live.data.from === window.from && live.data.to === window.to}
      path={path}
      gridClassName={props.gridClassName}
      more={more}
      earlier={earlier}
      renderCard={props.renderCard}
    />
  )
}

/**
 * Every record of the list that `match` keeps, paged on screen (no address: a search is not a page
 * of the site). Give it a `key` that changes with the search, so a new search starts at its first page.
 */
export function MatchesBody<L extends PagedList>({
  list,
  match,
  deps,
  ...props
}: BodyProps<L> & {
  readonly list: L
  readonly match: (rows: Array<ListRows[L]>) => Array<ListRows[L]>
  readonly deps: readonly unknown[]
}) {
  const { window, more, earlier } = usePageWindow(1, undefined)
  const live = useListMatches(list, match, deps)
  if (live.status !== "loaded")
    return <Skeletons count={props.skeletonCount} className={props.gridClassName} />
  if (live.data.length === 0) return props.empty(true)
  return (
    <PagedCards
      rows={rowsOfPages(live.data, window.from, window.to)}
      total={live.data.length}
      window={window}
      complete
      path={undefined}
      gridClassName={props.gridClassName}
      more={more}
      earlier={earlier}
      renderCard={props.renderCard}
    />
  )
}
