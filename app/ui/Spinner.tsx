/**
 * Spinner: an animated ring with a screen-reader label (role="status").
 * Props: `label` (required text, e.g. LL.common.loading()), `className`, and `look`:
 * - "site" (default): a small inline ring; `className` sizes/colours the ring (default size-6);
 * - "admin": the back office's block ring, centred in its box; `className` styles that box
 *   (e.g. "py-12", "min-h-screen").
 */
import { LoaderCircle } from "lucide-react"
import { cx } from "./cx.ts"

export function Spinner({
  label,
  className,
  look = "site",
}: {
  label: string
  className?: string
  look?: "site" | "admin"
}) {
  if (look === "admin")
    return (
      <div role="status" className={cx("flex items-center justify-center", className)}>
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-600"
        />
        <span className="sr-only">{label}</span>
      </div>
    )
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cx("size-6 animate-spin text-brand-strong", className)} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
