/** A text with the search's matches drawn as <mark> (ranges from shared/search/highlight.ts). */
import type { Marked } from "../../../../shared/search/highlight.ts"

export function MarkedText({ marked }: { marked: Marked }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of marked.marks) {
    if (start > at) parts.push(marked.text.slice(at, start))
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-inherit">
        {marked.text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < marked.text.length) parts.push(marked.text.slice(at))
  return <>{parts}</>
}
