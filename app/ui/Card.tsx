/**
 * Card: the rounded, bordered surface every card on the site uses.
 * Props: `as` (element, default "div"; use "article" for content items, "li" inside lists),
 * `interactive` (adds the hover lift for cards that are links), `className`, `children`, and any
 * other HTML attribute (data-testid...).
 */
import { type HTMLAttributes, type ReactNode, useState } from "react"
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

/**
 * The picture at the top of a card; fixed aspect ratio so nothing moves when it loads. A picture that
 * cannot be loaded (a record pointing at a missing file) is replaced by `fallback` when given, else by
 * a plain grey area, never by a broken-image icon.
 */
export function CardImage({
  src,
  alt,
  className,
  fallback,
  priority = false,
}: {
  src: string
  alt: string
  className?: string
  fallback?: string
  /** The first card of a list: on a phone its picture is the largest thing on screen (the LCP). */
  priority?: boolean
}) {
  // How many pictures failed for this src: 0 shows src, 1 shows the fallback, then nothing.
  const [errors, setErrors] = useState({ src, count: 0 })
  const count = errors.src === src ? errors.count : 0
  const shown = count === 0 ? src : count === 1 ? fallback : undefined
  return (
    <div className={cx("aspect-[16/10] w-full overflow-hidden bg-slate-100", className)}>
      {shown === undefined ? null : (
        <img
          src={shown}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => setErrors({ src, count: count + 1 })}
        />
      )}
    </div>
  )
}
