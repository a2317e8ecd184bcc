import { Plus, Search } from "lucide-react"
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

interface ListPageProps {
  readonly title: string
  readonly subtitle: string
  readonly addLabel?: string
  readonly onAdd?: () => void
  /** Other actions of the screen, beside the add button (the inbox's export). */
  readonly actions?: ReactNode
  readonly query: string
  readonly onQuery: (query: string) => void
  readonly searchPlaceholder: string
  /** Extra filters next to the search box (status, publish state). */
  readonly filters?: ReactNode
  readonly children: ReactNode
}

/** The shared layout of an admin list screen: title, subtitle, add button, search card, table. */
export function ListPage(props: ListPageProps) {
  const { LL } = useI18nContext()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{props.subtitle}</p>
        </div>
        {props.actions}
        {props.onAdd ? (
          <Button look="admin" onPress={props.onAdd}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {props.addLabel}
          </Button>
        ) : null}
      </div>
      <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              aria-label={LL.admin.common.search()}
              placeholder={props.searchPlaceholder}
              value={props.query}
              onChange={(event) => props.onQuery(event.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-blue-500"
            />
          </div>
          {props.filters}
        </div>
        {props.children}
      </section>
    </div>
  )
}

/** A native select used as a list filter (status, publish state). */
export function ListFilter(props: {
  label: string
  value: string
  onChange: (value: string) => void
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-500 sm:w-44"
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
