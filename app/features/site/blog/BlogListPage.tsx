/**
 * /blog: search on title, summary and content; a category dropdown ("all categories" plus the
 * categories of the loaded posts); six skeleton cards while loading; cards; two empty states.
 */
import { FileText } from "lucide-react"
import { useId, useState } from "react"
import { usePublishedPosts } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { SearchField } from "../../../ui/SearchField.tsx"
import { SkeletonGrid } from "../../../ui/Skeleton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { blogCategoryLabel } from "../../../../schema/entities/blog-categories.ts"
import { allCategories, categoriesOf, filterPosts } from "../rules/search.ts"
import { PostCard } from "./PostCard.tsx"

const grid = "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"

export function BlogListPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.blog
  useDocumentTitle(t.title())
  const live = usePublishedPosts()
  const [query, setQuery] = useState("")
  const [category, setCategory] = useState(allCategories)
  const selectId = useId()
  const posts = live.status === "loaded" ? live.data : []
  const shown = filterPosts(posts, query, category)
  const filtered = query.trim() !== "" || category !== allCategories

  return (
    <div data-testid="blog-page">
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
              {categoriesOf(posts).map((name) => (
                <option key={name} value={name}>
                  {blogCategoryLabel(t.categories, name)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {live.status !== "loaded" ? (
          <SkeletonGrid count={6} className={grid} label={LL.pages.common.loading()} />
        ) : shown.length === 0 ? (
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
        ) : (
          <ul data-testid="card-grid" className={`grid gap-6 ${grid}`}>
            {shown.map((post, index) => (
              <li key={post.id} className="flex">
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
