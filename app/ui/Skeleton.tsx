/**
 * Loading placeholders (the spec asks for skeletons, not spinners, on lists).
 * <Skeleton className> is one grey block; <SkeletonCard> has the shape of a content card (picture,
 * two text lines); <SkeletonGrid count className> renders `count` skeleton cards in a grid with the
 * given grid classes and `data-testid="skeleton-card"` on each, hidden from assistive technology
 * except for one "loading" status.
 */
import { cx } from "./cx.ts"

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-lg bg-slate-200/80", className)} />
}

export function SkeletonCard({ withImage = true }: { withImage?: boolean }) {
  return (
    <div
      data-testid="skeleton-card"
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {withImage ? <Skeleton className="aspect-[16/10] w-full rounded-none" /> : null}
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  )
}

export function SkeletonGrid({
  count,
  className,
  label,
  withImage = true,
}: {
  count: number
  className?: string
  /** Read to screen readers once, e.g. LL.common.loading(). */
  label: string
  withImage?: boolean
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={cx("grid gap-6", className)}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} withImage={withImage} />
        ))}
      </div>
    </div>
  )
}
