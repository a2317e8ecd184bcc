/**
 * The frame of the employees, teams, projects and tools lists (spec section 2; issue 33, item 2):
 * header with breadcrumb and live search, then the list's pages (`?page=N`) or the search's matches
 * over every record of the local database, page by page. A page past the last is the not-found page.
 */
import { type ReactNode, useState } from "react"
import type { PagedList } from "../../../../shared/list-paging.ts"
import type { ListRows } from "../../../db/list-pages.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { SearchField } from "../../../ui/SearchField.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import type { SectionPath } from "../layout/nav-links.ts"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { gridClasses } from "../static/ListPage.tsx"
import { ListPagesBody, MatchesBody, useListPagesState } from "./PagedList.tsx"

/**
 * The document title of a list's page: the list's title, with the page number after the first. A
 * part of the page, not a hook of it: a page past the last draws the not-found page, whose title
 * must stay (a parent's effect would run after the not-found page's and replace it).
 */
export function PagedTitle({ title, page }: { title: string; page: number }) {
  const { LL } = useI18nContext()
  useDocumentTitle(page > 1 ? LL.pages.common.pagedTitle({ title, page }) : title)
  return null
}

export function PagedListPage<L extends Exclude<PagedList, "posts">>({
  list,
  path,
  page,
  testId,
  title,
  subtitle,
  searchPlaceholder,
  emptyTitle,
  skeletonCount,
  grid,
  filter,
  renderCard,
}: {
  list: L
  path: SectionPath
  /** The address's `?page=` (1 without one). */
  page: number
  testId: string
  title: string
  subtitle: string
  searchPlaceholder: string
  emptyTitle: string
  skeletonCount: number
  grid: keyof typeof gridClasses
  filter: (items: ReadonlyArray<ListRows[L]>, query: string) => Array<ListRows[L]>
  /** `index` 0 is the first card shown, the one whose picture loads first (see CardPicture's priority). */
  renderCard: (item: ListRows[L], index: number) => ReactNode
}) {
  const { LL } = useI18nContext()
  const [query, setQuery] = useState("")
  const state = useListPagesState(list, page, path)
  if (state.live.status === "notFound") return <NotFoundPage />
  const searching = query.trim() !== ""
  const body = {
    skeletonCount,
    gridClassName: gridClasses[grid],
    renderCard,
    empty: (filtered: boolean) => (
      <EmptyState
        title={emptyTitle}
        text={filtered ? LL.pages.common.emptyWithQuery() : LL.pages.common.emptyNone()}
      >
        {filtered ? (
          <Button variant="outline" onPress={() => setQuery("")}>
            {LL.pages.common.browseAll()}
          </Button>
        ) : null}
      </EmptyState>
    ),
  }

  return (
    <div data-testid={testId}>
      <PagedTitle title={title} page={page} />
      <PageHeader
        title={title}
        description={subtitle}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: title }],
        }}
      >
        <SearchField
          label={searchPlaceholder}
          placeholder={searchPlaceholder}
          value={query}
          onChange={setQuery}
          clearLabel={LL.common.clearSearch()}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {searching ? (
          <MatchesBody
            key={query.trim()}
            list={list}
            match={(rows) => filter(rows, query)}
            deps={[query]}
            {...body}
          />
        ) : (
          <ListPagesBody state={state} path={path} {...body} />
        )}
      </div>
    </div>
  )
}
