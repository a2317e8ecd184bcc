/**
 * /blog: search on title, summary and content; a category dropdown ("all categories" plus the
 * categories of every published post); six skeleton cards while loading; the posts page by page
 * (`?page=N`, issue 33), or a search's matches over every post, page by page; two empty states.
 */
import { FileText } from "lucide-react"
import { useId, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { SearchField } from "../../../ui/SearchField.tsx"
import { blogCategoryLabel } from "../../../../schema/entities/blog-categories.ts"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { ListPagesBody, MatchesBody, useListPagesState } from "../paging/PagedList.tsx"
import { PagedTitle } from "../paging/PagedListPage.tsx"
import { allCategories, filterPosts } from "../rules/search.ts"
import { useBodiesForSearch } from "../pwa/use-bodies-for-search.ts"
import { PostCard } from "./PostCard.tsx"
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import type { LocalRow } from "../../../db/local-row.ts"

const grid = "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"

/** The blog's list, page `page` of the published posts (1 without `?page=`). */
export function BlogListPage({ page }: { page: number }) {
  const { LL } = useI18nContext()
  const t = LL.pages.blog
  const state = useListPagesState("posts", page, "/blog")
  const [query, setQuery] = useState("")
  const [category, setCategory] = useState(allCategories)
  const selectId = useId()
  // A device that pulled only the posts' cards brings their text down at the first search.
  const bodies = useBodiesForSearch(query)
  if (state.live.status === "notFound") return <NotFoundPage />
  const categories = state.live.status === "loaded" ? (state.live.data.categories ?? []) : []
  const filtered = query.trim() !== "" || category !== allCategories
  const body = {
    skeletonCount: 6,
    gridClassName: grid,
    renderCard: (post: LocalRow<BlogPost>, index: number) => <PostCard post={post} priority={index === 0} />,
    empty: (filtered: boolean) => (
      <EmptyState
        icon={FileText}
        title={filtered ? t.emptyTitle() : t.emptyNone()}
        text={filtered ? t.emptyFiltered() : LL.pages.common.emptyNone()}
      >
        {filtered ? (
          <Button
            variant="outline"
            onPress={() => {
              setQuery("")
              setCategory(allCategories)
            }}
          >
            {LL.pages.common.browseAll()}
          </Button>
        ) : null}
      </EmptyState>
    ),
  }

  return (
    <div data-testid="blog-page">
      <PagedTitle title={t.title()} page={page} />
      <PageHeader
        title={t.title()}
        description={t.subtitle()}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: t.title() }],
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            label={t.searchPlaceholder()}
            placeholder={t.searchPlaceholder()}
            value={query}
            onChange={setQuery}
            clearLabel={LL.common.clearSearch()}
            className="flex-1"
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="sr-only">
              {t.categoryLabel()}
            </label>
            <select
              id={selectId}
              data-testid="category-filter"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm"
            >
              <option value={allCategories}>{t.allCategories()}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {blogCategoryLabel(t.categories, name)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p role="status" data-testid="search-text-note" className="mt-2 min-h-5 text-sm text-slate-600">
          {bodies === "fetching" ? t.searchingText() : bodies === "notOnDevice" ? t.textNotOnDevice() : ""}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {filtered ? (
          <MatchesBody
            key={`${category}\n${query.trim()}`}
            list="posts"
            match={(posts) => filterPosts(posts, query, category)}
            deps={[query, category]}
            {...body}
          />
        ) : (
          <ListPagesBody state={state} path="/blog" {...body} />
        )}
      </div>
    </div>
  )
}
