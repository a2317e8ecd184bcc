import { type RefObject, useEffect, useState } from "react"

interface NearView {
  /** Within the margin of the viewport (or never seen far from it). */
  readonly near: boolean
  /** The element's height when it last went out of the margin: what a placeholder of it takes. */
  readonly height: number
}

/**
 * Whether the element is within `margin` pixels of the viewport (issue 33, item 4: the back office's
 * windowed rows). Near to begin with and wherever IntersectionObserver is missing, so a list always
 * draws what it was given; only an element seen far out of view turns "not near", with the height it
 * had then.
 */
export const useNearView = (ref: RefObject<Element | null>, margin: number): NearView => {
  const [state, setState] = useState<NearView>({ near: true, height: 0 })
  useEffect(() => {
    const target = ref.current
    if (target === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (entry === undefined) return
        setState((previous) =>
          entry.isIntersecting
            ? previous.near
              ? previous
              : { near: true, height: previous.height }
            : { near: false, height: previous.near ? entry.boundingClientRect.height : previous.height },
        )
      },
      { rootMargin: `${margin}px 0px ${margin}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [ref, margin])
  return state
}
