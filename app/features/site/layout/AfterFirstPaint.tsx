import type { ReactNode } from "react"
import { useAfterFirstPaint } from "../../../ui/use-after-first-paint.ts"

/**
 * Renders `children` once the first paint is on screen. The parent does not read the flag itself, so
 * when it turns true only this small component renders again, not the parent's whole page (that
 * re-render is synchronous, and on a phone a long one blocks input).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null
}
