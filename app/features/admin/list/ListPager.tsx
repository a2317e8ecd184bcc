import { useEffect, useRef } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { hasMore } from "./paging.ts"

interface ListPagerProps {
  /** Rows drawn. */
  readonly shown: number
  /** Rows matching the search and filter, drawn or not. */
  readonly total: number
  readonly onShowMore: () => void
}

/**
 * Under a paged list: "Showing 50 of 1,234" (a status, so a screen reader hears what a search found),
 * a "Show more" button while rows are left, and an invisible sentinel that shows more by itself when
 * the list is scrolled to its end (an enhancement: without IntersectionObserver the button does it).
 * When the button drew the last rows it goes, and the keyboard's focus moves to the count line.
 */
export function ListPager({ shown, total, onShowMore }: ListPagerProps) {
  const { LL } = useI18nContext()
  const more = hasMore(shown, total)
  const sentinel = useRef<HTMLDivElement>(null)
  const count = useRef<HTMLParagraphElement>(null)
  const pressed = useRef(false)

  useEffect(() => {
    if (pressed.current && !more) count.current?.focus()
    pressed.current = false
  }, [more, shown])

  // Observed again after every page: a sentinel still in view after one page asks for the next.
  useEffect(() => {
    const target = sentinel.current
    if (!more || target === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          onShowMore()
        }
      },
      { rootMargin: "0px 0px 200px 0px" },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [more, shown, onShowMore])

  return (
    <>
      <div className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-between">
        <p
          ref={count}
          role="status"
          tabIndex={-1}
          data-testid="list-count"
          className="rounded text-sm text-slate-600 outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          {LL.admin.common.showing({ shown, total })}
        </p>
        {more ? (
          <Button
            look="admin"
            variant="secondary"
            data-testid="show-more"
            onPress={() => {
              pressed.current = true
              onShowMore()
            }}
          >
            {LL.admin.common.showMore()}
          </Button>
        ) : null}
      </div>
      <div ref={sentinel} aria-hidden="true" data-testid="list-sentinel" className="h-px" />
    </>
  )
}
