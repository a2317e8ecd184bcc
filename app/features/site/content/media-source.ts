/**
 * `responsiveSource` of schema/media.ts for the public pages, without Effect: that module defines the
 * upload's Effect schemas too, and the build puts it in the sync engine's file, so a page importing it
 * would load Effect and the engine to hydrate. The rule is the same (media-source.test.ts compares the
 * two on every kind of address); only the types and the width rule come from the schema module.
 */
import type { ResponsiveSource } from "../../../../schema/media.ts"

export type { ResponsiveSource }

/** The pipeline's widths (schema/media.ts `mediaVariantWidths`; the test keeps them equal). */
const standardWidths = [320, 640, 1280] as const
const widest = 1280
const prefix = "/media/"

const widthsFor = (width: number): number[] => {
  const largest = Math.min(width, widest)
  return [...standardWidths.filter((candidate) => candidate < largest), largest]
}

const addressPattern =
  /^\/media\/([0-9a-f]{32})-([1-9]\d{0,4})\.(jpg|png|webp|avif)#([1-9]\d{0,4})x([1-9]\d{0,4})$/

/** The variants of a picture from its stored address; `undefined` for any other address. */
export const responsiveSource = (address: string): ResponsiveSource | undefined => {
  const match = addressPattern.exec(address)
  if (match === null) return undefined
  const [, hash = "", fileWidth, ext = "", width, height] = match
  if (fileWidth !== width) return undefined
  const largest = Number(width)
  const widths = widthsFor(largest)
  if (widths[widths.length - 1] !== largest) return undefined
  const set = (format: "avif" | "webp") =>
    widths.map((w) => `${prefix}${hash}-${w}.${format} ${w}w`).join(", ")
  return {
    src: `${prefix}${hash}-${largest}.${ext}`,
    width: largest,
    height: Number(height),
    srcset: { avif: set("avif"), webp: set("webp") },
    widths,
    hash,
  }
}

/** Where variant files are served. */
export const mediaUrlPrefix = prefix
