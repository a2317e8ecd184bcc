/**
 * Spinner: a small animated ring with a screen-reader label.
 * Props: `label` (required text, e.g. LL.common.loading()), `className` (size/colour, default size-6).
 */
import { LoaderCircle } from "lucide-react"
import { cx } from "./cx.ts"

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cx("size-6 animate-spin text-brand-strong", className)} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
