import { useMemo } from "react"
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import { useAllBlogPosts } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { deleteBlogPost } from "../../../sync/mutations.ts"
import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { formatDate } from "../lib/format.ts"
import { filterRows } from "../lib/search.ts"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListFilter, ListPage } from "../list/ListPage.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { Pill } from "../ui/Pill.tsx"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { categoryColor, categoryLabel } from "./blog-categories.ts"
import { blogFormConfig } from "./blog-form.ts"
import { PublishSwitch } from "./PublishSwitch.tsx"

type Row = BlogPost & { syncState?: RowSyncState }

// Categories are stored in Chinese; the label in the person's language is searched too.
const searchFields = (LL: TranslationFunctions) => [
  (row: Row) => row.title,
  (row: Row) => row.summary,
  (row: Row) => row.content,
  (row: Row) => row.category,
  (row: Row) => categoryLabel(LL, row.category),
]

const publishFilter = (filter: string) => (row: Row) =>
  filter === "published" ? row.isPublished : filter === "draft" ? !row.isPublished : true

export function BlogScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.admin.blog
  const live = useAllBlogPosts()
  const list = useListState<Row>()
  const remove = useDeleteConfirm(deleteBlogPost, t.deleted())
  const createConfig = useMemo(() => blogFormConfig(LL, "create"), [LL])
  const editConfig = useMemo(() => blogFormConfig(LL, "edit"), [LL])

  const rows =
    live.status === "loaded"
      ? filterRows(live.data as ReadonlyArray<Row>, list.query, searchFields(LL), publishFilter(list.filter))
      : undefined
  const columns: ReadonlyArray<Column<Row>> = [
    {
      header: t.postTitle(),
      className: "max-w-xs",
      cell: (row) => (
        <span className="font-medium text-slate-900">
          {row.title}
          <SyncMarker state={row.syncState} />
        </span>
      ),
    },
    {
      header: t.category(),
      cell: (row) => <Pill color={categoryColor(row.category)}>{categoryLabel(LL, row.category)}</Pill>,
    },
    {
      header: t.createdAt(),
      className: "hidden md:table-cell",
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>,
    },
    {
      header: t.readTime(),
      className: "hidden md:table-cell",
      cell: (row) => <span className="whitespace-nowrap">{t.minutes({ count: row.readTime })}</span>,
    },
    {
      header: t.status(),
      cell: (row) => <PublishSwitch id={row.id} title={row.title} isPublished={row.isPublished} />,
    },
    {
      header: LL.admin.common.actions(),
      cell: (row) => (
        <RowActions
          name={row.title}
          viewHref={row.isPublished && row.id > 0 ? `/blog/${row.id}` : null}
          onEdit={() => list.openEdit(row)}
          onDelete={() => remove.ask(row.id, row.title)}
        />
      ),
    },
  ]

  return (
    <ListPage
      title={t.title()}
      subtitle={t.subtitle()}
      addLabel={t.add()}
      onAdd={list.openCreate}
      query={list.query}
      onQuery={list.setQuery}
      searchPlaceholder={t.searchPlaceholder()}
      filters={
        <ListFilter
          label={t.publishFilter()}
          value={list.filter}
          onChange={list.setFilter}
          options={[
            { value: "all", label: t.all() },
            { value: "published", label: t.published() },
            { value: "draft", label: t.draft() },
          ]}
        />
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        filtered={list.filtered}
        onClear={list.clear}
      />
      {list.editing !== null ? (
        <EntityFormDialog
          config={list.editing === "new" ? createConfig : editConfig}
          row={list.editing === "new" ? null : list.editing}
          onClose={list.close}
        />
      ) : null}
      {remove.dialog}
    </ListPage>
  )
}
