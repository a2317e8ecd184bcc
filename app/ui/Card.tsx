/**
 * Card: the rounded, bordered surface every card on the site uses.
 * Props: `as` (element, default "div"; use "article" for content items, "li" inside lists),
 * `interactive` (adds the hover lift for cards that are links), `className`, `children`, and any
 * other HTML attribute (data-testid...).
 */
import type { HTMLAttributes, ReactNode } from "react"
import { cx } from "./cx.ts"

export interface CardProps extends HTMLAttributes<HTMLElement> {
  readonly as?: "div" | "article" | "li" | "section"
  readonly interactive?: boolean
  readonly children?: ReactNode
}

export function Card({ as: Element = "div", interactive = false, className, ...props }: CardProps) {
  return (
    <Element
      {...props}
      className={cx(
        "relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm",
        // A card out of sight is not laid out or painted (nor its picture) until it comes near the
        // viewport: on a phone most of a list is below the fold, and painting it all at load time
        // blocks input. `auto` keeps the size it had once shown, so nothing moves when scrolling back.
        "[content-visibility:auto] [contain-intrinsic-size:auto_420px]",
        interactive &&
          "transition duration-200 hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg focus-within:shadow-lg",
        className,
      )}
    />
  )
}
