import { type ReactNode, useState } from "react"
import { isMatchingRender } from "../../../db/prerendered-data.ts"
import { useAfterFirstPaint } from "../../../ui/use-after-first-paint.ts"

/**
 * Renders `children` once the first paint is on screen. The parent does not read the flag itself, so
 * when it turns true only this small component renders again, not the parent's whole page (that
 * re-render is synchronous, and on a phone a long one blocks input).
 *
 * `inPrerendered`: part of a prerendered page's markup (the footer). The render that hydrates such a
 * page renders it at once, so React keeps the server's markup for it; a lazy part's code then
 * arrives in its turn, and React hydrates it then.
 */
export function AfterFirstPaint({
  children,
  inPrerendered = false,
}: {
  children: ReactNode
  inPrerendered?: boolean
}) {
  const [matching] = useState(isMatchingRender)
  const painted = useAfterFirstPaint()
  return painted || (inPrerendered && matching) ? children : null
}
