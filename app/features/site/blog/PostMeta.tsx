import { CalendarDays, Clock } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { readMinutes } from "../rules/blog-format.ts"
import { LocalDate } from "../static/LocalDate.tsx"
import { blogCategoryLabel } from "../../../../schema/entities/blog-categories.ts"
import { categoryTone } from "../rules/category-colors.ts"

/** Category badge (coloured by category) and the date and reading time line of a post. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { LL } = useI18nContext()
  return (
    <Badge tone={categoryTone(category)} className={className}>
      {blogCategoryLabel(LL.pages.blog.categories, category)}
    </Badge>
  )
}

export function PostDateAndTime({ createdAt, readTime }: { createdAt: string; readTime: number }) {
  const { LL, locale } = useI18nContext()
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <LocalDate iso={createdAt} locale={locale} />
      </span>
      <span className="inline-flex items-center gap-1.5" data-testid="read-time">
        <Clock aria-hidden="true" className="size-4" />
        {LL.pages.blog.readTime({ minutes: readMinutes(readTime) })}
      </span>
    </span>
  )
}
