/**
 * Section: a page block with a centred width, vertical rhythm and an optional heading row.
 * Props: `title?` (an <h2>), `subtitle?`, `action?` (e.g. a "view all" link, right of the title),
 * `tone` ("white" | "muted", the background), `id?`, `testId?` (data-testid), `children`.
 * With a title the section is labelled by it (a landmark screen readers can jump to).
 */
import { type ReactNode, useId } from "react"
import { cx } from "./cx.ts"

export function Section({
  title,
  subtitle,
  action,
  tone = "white",
  id,
  testId,
  className,
  children,
}: {
  title?: string
  subtitle?: string
  action?: ReactNode
  tone?: "white" | "muted"
  id?: string
  testId?: string
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      data-testid={testId}
      aria-labelledby={title ? headingId : undefined}
      className={cx(
        tone === "muted" ? "bg-slate-50" : "bg-white",
        "py-16 sm:py-20",
        // Not styled, laid out or painted while far from the viewport (most of a page on a phone, at
        // load time); `auto` keeps the size it had once shown.
        "[content-visibility:auto] [contain-intrinsic-size:auto_800px]",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {title}
              </h2>
              {subtitle ? <p className="mt-2 text-base text-slate-600">{subtitle}</p> : null}
            </div>
            {action}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
