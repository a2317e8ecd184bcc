/**
 * Breadcrumb trail: a labelled <nav> with an ordered list, from the home page to the current page.
 * Props: `label` (the nav's name, LL.common.breadcrumb()), `items`: [{ label, to? }]; the last item is
 * the current page (no link, aria-current="page").
 * Plain markup on purpose: a react-aria Breadcrumbs collection fills in its items in a second,
 * synchronous render after the first commit, a long task on a phone for a list that needs no behaviour.
 */
import { Link } from "@tanstack/react-router"
import { ChevronRight } from "lucide-react"

export interface BreadcrumbItem {
  readonly label: string
  readonly to?: string
}

export function Breadcrumb({ label, items }: { label: string; items: ReadonlyArray<BreadcrumbItem> }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {last || item.to === undefined ? (
                <span aria-current={last ? "page" : undefined} className="font-medium text-slate-900">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.to} className="rounded hover:text-brand-strong hover:underline">
                    {item.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
