/**
 * EmptyState: shown when a list has nothing to show.
 * Props: `title` (e.g. "not found"), `text` (the spec's hint), `icon?` (a lucide icon component,
 * default SearchX), `children?` (an action such as a LinkButton). Has data-testid="empty-state".
 */
import { type LucideIcon, SearchX } from "lucide-react"
import { type ReactNode } from "react"

export function EmptyState({
  title,
  text,
  icon: Icon = SearchX,
  children,
}: {
  title: string
  text: string
  icon?: LucideIcon
  children?: ReactNode
}) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  )
}
