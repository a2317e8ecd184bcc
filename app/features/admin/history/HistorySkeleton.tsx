/** Placeholder versions while the first page of the history loads (spec section 9: skeletons). */
export function HistorySkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((item) => (
        <li key={item} data-testid="history-skeleton" className="rounded-lg border border-slate-200 p-4">
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="mt-4 h-8 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  )
}
