/**
 * Which variant file of an uploaded picture a browser fetches for a slot, worked out as Chromium does
 * for `<picture>`: the first `<source>` whose type it decodes (AVIF, else WebP), the slot's width from
 * its `sizes` at this viewport, then the srcset candidate for that width × devicePixelRatio. "Keep
 * this site offline" stores exactly these files, so a page opened offline finds what it asks for.
 */
import { type ResponsiveSource, mediaUrlPrefix } from "./media-source.ts"
import { type PictureSlot, pictureSizes } from "./picture-slots.ts"

export type ModernFormat = "avif" | "webp"

export interface Viewport {
  /** CSS pixels, as media queries and `vw` read it (window.innerWidth). */
  readonly width: number
  readonly devicePixelRatio: number
  /** Whether a media condition such as `(min-width: 640px)` holds (window.matchMedia in a browser). */
  readonly matches: (condition: string) => boolean
}

const lengthInPx = (length: string, viewportWidth: number): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(length)
  if (match === null) return undefined
  const value = Number(match[1])
  return match[2] === "px" ? value : (value * viewportWidth) / 100
}

/**
 * The width a `sizes` attribute gives at this viewport: the length of the first entry whose condition
 * holds (the last entry has none); 100vw when none applies, as the HTML standard says.
 */
export const slotWidth = (sizes: string, viewport: Viewport): number => {
  for (const entry of sizes.split(",")) {
    const trimmed = entry.trim()
    const conditional = /^(\(.*\))\s+(\S+)$/.exec(trimmed)
    const condition = conditional?.[1]
    const length = conditional?.[2] ?? trimmed
    if (condition !== undefined && !viewport.matches(condition)) continue
    const px = lengthInPx(length, viewport.width)
    if (px !== undefined && px > 0) return px
  }
  return viewport.width
}

/**
 * The candidate width Chromium picks from `w` descriptors: each candidate's density is its width over
 * the slot's width, and it takes the narrowest whose density reaches the device pixel ratio (it never
 * scales up), or the widest when none does. Checked against Chromium itself at 1x to 3x for slots from
 * 64 to 1000 px (the geometric-mean rule of its first versions is gone).
 */
export const chooseWidth = (
  widths: ReadonlyArray<number>,
  slot: number,
  devicePixelRatio: number,
): number => {
  const sorted = [...widths].sort((a, b) => a - b)
  return sorted.find((width) => width / slot >= devicePixelRatio) ?? sorted[sorted.length - 1] ?? 0
}

/** The variant file a slot draws for this picture: `/media/<hash>-<width>.<avif|webp>`. */
export const variantFor = (
  source: ResponsiveSource,
  slot: PictureSlot,
  viewport: Viewport,
  format: ModernFormat,
): string => {
  const width = chooseWidth(source.widths, slotWidth(pictureSizes[slot], viewport), viewport.devicePixelRatio)
  return `${mediaUrlPrefix}${source.hash}-${width}.${format}`
}

/** Every variant file the slots draw for this picture, without duplicates. */
export const variantsFor = (
  source: ResponsiveSource,
  slots: ReadonlyArray<PictureSlot>,
  viewport: Viewport,
  format: ModernFormat,
): string[] => [...new Set(slots.map((slot) => variantFor(source, slot, viewport, format)))]
