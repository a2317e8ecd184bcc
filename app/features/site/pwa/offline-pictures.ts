/**
 * Which picture files "keep this site offline" stores: for an uploaded picture, the variant each slot
 * it is drawn in would fetch on this device (variant-choice.ts: the format the browser decodes, the
 * width its `sizes` and pixel ratio need), never the JPEG fallback; any other address (the demo SVGs,
 * an outside URL) as it is. Pure apart from `deviceViewport` and `preferredFormat`. Loaded with the
 * check (features/site/readiness/run.ts, loaded when the check runs).
 */
import { fallbackToolImage, toolPictureOf } from "../../../../schema/tool-images.ts"
import { type ResponsiveSource, responsiveSource } from "../content/media-source.ts"
import { type PictureKind, slotsOf } from "../content/picture-slots.ts"
import { type ModernFormat, type Viewport, variantsFor } from "../content/variant-choice.ts"

export const fallbackImages = [
  "/demo/fallback-employee.svg",
  "/demo/fallback-team.svg",
  "/demo/fallback-project.svg",
  "/demo/fallback-blog.svg",
  fallbackToolImage,
]

/** The rows' fields that hold pictures (a subset of the synced entities). */
export interface PictureRows {
  readonly employees: ReadonlyArray<{ readonly image?: string | null }>
  readonly teams: ReadonlyArray<{ readonly image?: string | null }>
  readonly projects: ReadonlyArray<{ readonly image?: string | null }>
  readonly blogPosts: ReadonlyArray<{
    readonly image?: string | null
    readonly content?: string | null
    readonly contentEn?: string | null
  }>
  readonly tools: ReadonlyArray<{ readonly name: string; readonly image?: string | null }>
}

/** A media address with its size, wherever it stands in a Markdown text. */
const mediaAddressInText =
  /\/media\/[0-9a-f]{32}-[1-9]\d{0,4}\.(?:jpg|png|webp|avif)#[1-9]\d{0,4}x[1-9]\d{0,4}/g

/** Every picture file the rows' pages draw on this device, plus the fallbacks, without duplicates. */
export const pictureFilesOf = (rows: PictureRows, viewport: Viewport, format: ModernFormat): string[] => {
  const files = new Set<string>(fallbackImages)
  const add = (address: string | null | undefined, kind: PictureKind) => {
    const trimmed = (address ?? "").trim()
    if (trimmed === "") return
    const source: ResponsiveSource | undefined = responsiveSource(trimmed)
    if (source === undefined) files.add(trimmed)
    else for (const file of variantsFor(source, slotsOf[kind], viewport, format)) files.add(file)
  }
  for (const row of rows.employees) add(row.image, "employee")
  for (const row of rows.teams) add(row.image, "team")
  for (const row of rows.projects) add(row.image, "project")
  for (const row of rows.blogPosts) {
    add(row.image, "blog")
    for (const text of [row.content, row.contentEn])
      for (const match of (text ?? "").matchAll(mediaAddressInText)) add(match[0], "markdown")
  }
  // A tool's uploaded picture, else the one its name chooses (a demo SVG), which is also what the pages
  // fall back to when the uploaded one fails, so it is kept either way.
  for (const row of rows.tools) {
    add(toolPictureOf(row), "tool")
    add(toolPictureOf({ name: row.name.trim() }), "tool")
  }
  return [...files]
}

/** This window's viewport, as the browser evaluates `sizes` against it. */
export const deviceViewport = (): Viewport => ({
  width: window.innerWidth,
  devicePixelRatio: window.devicePixelRatio || 1,
  matches: (condition) => window.matchMedia(condition).matches,
})

/** A 1 x 1 AVIF (275 bytes, made by sharp): decodes only where the browser takes AVIF sources. */
const tinyAvif =
  "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRt" +
  "AAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAD6AAEAAAAAAAAAGQAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGF2MDEAAAAAVmlw" +
  "cnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMA" +
  "AAAhbWRhdBIACgc4AAYQENBpMgwYAAooooQAALASmpg="

/**
 * AVIF when the browser decodes it (then a `<picture>` takes its AVIF source), else WebP. Decoded from
 * bytes in memory, so no request and nothing for the Content-Security-Policy to refuse.
 */
export const preferredFormat = async (): Promise<ModernFormat> => {
  try {
    const bytes = Uint8Array.from(atob(tinyAvif), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/avif" }))
    bitmap.close()
    return "avif"
  } catch {
    return "webp"
  }
}
