import { useMemo } from "react"
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import { useAllBlogPosts } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { deleteBlogPost } from "../../../sync/mutations.ts"
import { formatDate } from "../lib/format.ts"
import { EntityListScreen } from "../list/EntityListScreen.tsx"
import { PreviewLinksPanel } from "../preview/PreviewLinksPanel.tsx"
import { Pill } from "../ui/Pill.tsx"
import { categoryColor, categoryLabel } from "../lib/blog-categories.ts"
import { blogFormConfig } from "./blog-form.ts"
import { PublishSwitch } from "./PublishSwitch.tsx"
import { inBothLanguages } from "../lib/search.ts"
import { ScheduleNote, isScheduled } from "../schedule/ScheduleNote.tsx"
import { withSchedule } from "../schedule/with-schedule.ts"

const postTitle = (row: Record<string, unknown>) => String(row.title ?? "")

// Categories are stored in Chinese; the label in the person's language is searched too.
const searchFields = (LL: TranslationFunctions) => [
  ...inBothLanguages<BlogPost>("title", "summary", "content"),
  (row: BlogPost) => row.category,
  (row: BlogPost) => categoryLabel(LL, row.category),
]

const publishFilter = (filter: string) => (row: BlogPost) =>
  filter === "published"
    ? row.isPublished
    : filter === "draft"
      ? !row.isPublished
      : filter === "scheduled"
        ? isScheduled(row)
        : true

export function BlogScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.blog
  const createConfig = useMemo(
    () => withSchedule(blogFormConfig(LL, "create"), "blogPosts", LL, locale, postTitle),
    [LL, locale],
  )
  const editConfig = useMemo(
    () => withSchedule(blogFormConfig(LL, "edit"), "blogPosts", LL, locale, postTitle),
    [LL, locale],
  )
  return (
    <EntityListScreen
      texts={t}
      nameHeader={t.postTitle()}
      live={useAllBlogPosts()}
      searchFields={searchFields(LL)}
      filter={{
        label: t.publishFilter(),
        options: [
          { value: "all", label: t.all() },
          { value: "published", label: t.published() },
          { value: "draft", label: t.draft() },
          { value: "scheduled", label: LL.schedule.filterScheduled() },
        ],
        keep: publishFilter,
      }}
      nameOf={(row) => row.title}
      nameClassName="max-w-xs"
      viewHref={(row) => (row.isPublished && row.id > 0 ? `/blog/${row.id}` : null)}
      columns={[
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
          cell: (row) => (
            <>
              <PublishSwitch id={row.id} title={row.title} isPublished={row.isPublished} />
              <ScheduleNote row={row} />
            </>
          ),
        },
      ]}
      remove={deleteBlogPost}
      recordPanel={(row) => <PreviewLinksPanel entity="blogPosts" id={row.id} />}
      createConfig={createConfig}
      editConfig={editConfig}
    />
  )
}
