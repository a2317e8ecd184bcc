/**
 * True once the browser has recorded the first contentful paint. Parts nobody needs for that first
 * frame (footer, toast region, update prompt, sync engine) mount only then, so their code is fetched
 * after the first contentful paint instead of delaying it (the JS budget of `/` is about what comes
 * before it). Browsers without paint timing get there after a short delay instead.
 */
import { startTransition, useEffect, useState } from "react"
import { isMatchingRender } from "../db/prerendered-data.ts"

let painted = false
const waiting = new Set<() => void>()

const markPainted = () => {
  if (painted) return
  painted = true
  for (const notify of waiting) notify()
  waiting.clear()
}

const watchFirstPaint = (() => {
  let started = false
  return () => {
    if (started || typeof window === "undefined") return
    started = true
    const fallback = window.setTimeout(markPainted, 1500)
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) {
          observer.disconnect()
          window.clearTimeout(fallback)
          // One more task, so the paint has really reached the screen before new work starts.
          window.setTimeout(markPainted, 0)
        }
      })
      observer.observe({ type: "paint", buffered: true })
    } catch {
      // No paint timing here: the fallback timer decides.
    }
  }
})()

const subscribe = (notify: () => void): (() => void) => {
  if (painted) {
    notify()
    return () => {}
  }
  waiting.add(notify)
  watchFirstPaint()
  return () => {
    waiting.delete(notify)
  }
}

/** Calls `callback` once the first paint is on screen (at once if it already is). */
export const afterFirstPaint = (callback: () => void): void => {
  subscribe(callback)
}

/**
 * State switched in a transition, not an external store: React renders what mounts after the paint
 * in slices, yielding to input between them (a store update would render it in one synchronous task).
 * A prerendered page (db/prerendered-data.ts) has none of it in its markup, so the render that
 * hydrates it has none either: it mounts right after.
 */
export const useAfterFirstPaint = (): boolean => {
  const [isPainted, setPainted] = useState(() => painted && !isMatchingRender())
  useEffect(() => {
    if (isPainted) return
    return subscribe(() => {
      startTransition(() => setPainted(true))
    })
  }, [isPainted])
  return isPainted
}
