/**
 * Breadcrumb trail (react-aria Breadcrumbs inside a labelled <nav>).
 * Props: `label` (the nav's name, LL.common.breadcrumb()), `items`: [{ label, to? }] from the home
 * page to the current page; the last item is the current page (no link, aria-current="page").
 */
import { Link } from "@tanstack/react-router"
import { ChevronRight } from "lucide-react"
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs } from "react-aria-components"

export interface BreadcrumbItem {
  readonly label: string
  readonly to?: string
}

export function Breadcrumb({ label, items }: { label: string; items: ReadonlyArray<BreadcrumbItem> }) {
  return (
    <nav aria-label={label}>
      <Breadcrumbs className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <AriaBreadcrumb key={`${index}-${item.label}`} className="flex items-center gap-1">
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
            </AriaBreadcrumb>
          )
        })}
      </Breadcrumbs>
    </nav>
  )
}
