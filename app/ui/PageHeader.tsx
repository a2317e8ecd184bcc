/**
 * The band at the top of inner pages: breadcrumb, the page's <h1>, an optional description and
 * optional actions (e.g. a SearchField) on the right.
 * Props: `title` (the h1), `description?`, `breadcrumb?` ({ label, items } as for <Breadcrumb>),
 * `children?` (actions, shown beside the title on wide screens, below it on phones).
 */
import { type ReactNode } from "react"
import { Breadcrumb, type BreadcrumbItem } from "./Breadcrumb.tsx"

export function PageHeader({
  title,
  description,
  breadcrumb,
  children,
}: {
  title: string
  description?: string | undefined
  breadcrumb?: { label: string; items: ReadonlyArray<BreadcrumbItem> } | undefined
  children?: ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 lg:px-8 lg:pt-10">
        {breadcrumb ? <Breadcrumb label={breadcrumb.label} items={breadcrumb.items} /> : null}
        <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            {description ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{description}</p> : null}
          </div>
          {children ? <div className="w-full md:w-auto md:min-w-80">{children}</div> : null}
        </div>
      </div>
    </div>
  )
}
