/**
 * The frame every public list shares (spec section 2): header with breadcrumb and live search, a
 * skeleton grid while the local database has nothing yet, the cards, or the empty state whose text
 * depends on whether a query is present.
 */
import { type ReactNode, useState } from "react"
import type { Live } from "../../../db/live.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { SearchField } from "../../../ui/SearchField.tsx"
import { SkeletonGrid } from "../../../ui/Skeleton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { cx } from "../../../ui/cx.ts"

export const gridClasses = {
  three: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  four: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
  two: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
} as const

export function ListPage<T extends { id: number }>({
  testId,
  title,
  subtitle,
  searchPlaceholder,
  emptyTitle,
  skeletonCount,
  grid,
  live,
  filter,
  renderCard,
}: {
  testId: string
  title: string
  subtitle: string
  searchPlaceholder: string
  emptyTitle: string
  skeletonCount: number
  grid: keyof typeof gridClasses
  live: Live<T[]>
  filter: (items: ReadonlyArray<T>, query: string) => T[]
  /** `index` 0 is the first card, the one whose picture loads first (see CardPicture's priority). */
  renderCard: (item: T, index: number) => ReactNode
}) {
  const { LL } = useI18nContext()
  const [query, setQuery] = useState("")
  useDocumentTitle(title)
  const items = live.status === "loaded" ? filter(live.data, query) : []
  const hasQuery = query.trim() !== ""

  return (
    <div data-testid={testId}>
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
        {live.status !== "loaded" ? (
          <SkeletonGrid
            count={skeletonCount}
            className={gridClasses[grid]}
            label={LL.pages.common.loading()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={emptyTitle}
            text={hasQuery ? LL.pages.common.emptyWithQuery() : LL.pages.common.emptyNone()}
          >
            {hasQuery ? (
              <Button variant="outline" onPress={() => setQuery("")}>
                {LL.pages.common.browseAll()}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul data-testid="card-grid" className={cx("grid gap-6", gridClasses[grid])}>
            {items.map((item, index) => (
              <li key={item.id} className="flex">
                {renderCard(item, index)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
