/**
 * SearchField: react-aria SearchField with a search icon and a clear button (Escape also clears).
 * Props: `label` (accessible name; visually hidden unless `showLabel`), `placeholder?`, `value`,
 * `onChange(value)`, `clearLabel` (the clear button's name), `className?`.
 * Filtering is the caller's: this only reports the text as it is typed.
 */
import { Search, X } from "lucide-react"
import { Button, Input, Label, SearchField as AriaSearchField } from "react-aria-components"
import { cx } from "./cx.ts"

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  clearLabel,
  showLabel = false,
  className,
}: {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  clearLabel: string
  showLabel?: boolean
  className?: string
}) {
  return (
    <AriaSearchField
      value={value}
      onChange={onChange}
      className={cx("group flex flex-col gap-1.5", className)}
    >
      <Label className={showLabel ? "text-sm font-medium text-slate-700" : "sr-only"}>{label}</Label>
      <div className="relative flex items-center">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-500" />
        <Input
          placeholder={placeholder}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-strong focus:ring-2 focus:ring-brand/30 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        <Button
          aria-label={clearLabel}
          className="absolute right-2 rounded-md p-1 text-slate-500 group-data-[empty]:hidden hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </AriaSearchField>
  )
}
