/**
 * An <img> that shows `fallback` when `src` is empty or fails to load (spec: fallback images for
 * employees, teams and projects). Props: `src`, `fallback`, `alt`, `className?`, `width?`/`height?`
 * (intrinsic size, so the box is reserved before the picture arrives), `priority?` (eager + high
 * fetch priority for the first picture on screen; otherwise lazy).
 */
import { useState } from "react"

export function FallbackImage({
  src,
  fallback,
  alt,
  className,
  width = 600,
  height = 600,
  priority = false,
}: {
  src: string | null | undefined
  fallback: string
  alt: string
  className?: string
  width?: number
  height?: number
  priority?: boolean
}) {
  const wanted = src && src.trim() !== "" ? src : fallback
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? fallback : wanted
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
      onError={() => {
        if (shown !== fallback) setFailed(wanted)
      }}
      ref={(image) => {
        // A prerendered page's picture may have failed before the app hydrated it: its error event is
        // gone then. Broken: requested (currentSrc), done, and no picture.
        if (image?.complete && image.currentSrc !== "" && image.naturalWidth === 0 && shown !== fallback)
          setFailed(wanted)
      }}
    />
  )
}
