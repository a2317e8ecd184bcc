import { Link } from "@tanstack/react-router"
import { ArrowRight } from "lucide-react"
import { type ReactNode } from "react"
import type { Live } from "../../../db/live.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Section } from "../../../ui/Section.tsx"
import { SkeletonGrid } from "../../../ui/Skeleton.tsx"
import type { SectionPath } from "../layout/nav-links.ts"

/**
 * One content block of the home page: the first `count` rows of a list, skeletons while the list
 * loads, a "view all" link to the section. A loaded but empty list shows no block at all.
 */
export function HomeSection<T extends { id: number }>({
  live,
  count,
  skeletons,
  title,
  subtitle,
  viewAll,
  gridClass,
  testId,
  tone,
  withImageSkeleton = true,
  renderItem,
}: {
  live: Live<ReadonlyArray<T>>
  count: number
  skeletons: number
  title: string
  subtitle: string
  viewAll: SectionPath
  gridClass: string
  testId: string
  tone?: "white" | "muted"
  withImageSkeleton?: boolean
  renderItem: (item: T) => ReactNode
}) {
  const { LL } = useI18nContext()
  if (live.status === "loaded" && live.data.length === 0) return null
  return (
    <Section
      title={title}
      subtitle={subtitle}
      tone={tone}
      testId={testId}
      action={
        <Link
          to={viewAll}
          className="inline-flex items-center gap-1 self-start rounded-lg text-sm font-semibold text-brand-strong hover:underline sm:self-auto"
        >
          {LL.common.viewAll()}
          <span className="sr-only">{title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {live.status === "loaded" ? (
        <ul className={`grid gap-6 ${gridClass}`}>{live.data.slice(0, count).map(renderItem)}</ul>
      ) : (
        <SkeletonGrid
          count={skeletons}
          className={gridClass}
          label={LL.common.loading()}
          withImage={withImageSkeleton}
        />
      )}
    </Section>
  )
}
