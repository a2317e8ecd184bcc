/**
 * The picture pipeline (sharp): check what the bytes are, refuse pictures with too many pixels before
 * decoding them, then decode once (orientation applied, metadata dropped) at the largest width needed
 * and make every variant from that: WebP and AVIF at each width, one JPEG (or PNG with transparency)
 * fallback at the largest. At most two pictures are processed at a time, so a burst of uploads cannot
 * take all the memory.
 */
import sharp from "sharp"
import { type MediaSourceType, type MediaVariantFormat, variantWidths } from "../../schema/media.ts"
import { HttpError } from "../http/errors.ts"
import { invalidImage, unsupportedType } from "./media-errors.ts"
import { sniffType } from "../../schema/picture-type.ts"

export interface ProcessedVariant {
  readonly width: number
  readonly height: number
  readonly format: MediaVariantFormat
  readonly data: Buffer
}

export interface ProcessedImage {
  readonly type: MediaSourceType
  readonly width: number
  readonly height: number
  readonly variants: ReadonlyArray<ProcessedVariant>
}

export interface PixelLimit {
  readonly maxPixels: number
}

/** The format name sharp's metadata gives for each accepted type (AVIF is HEIF with AV1 inside). */
const sharpFormats: Record<MediaSourceType, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  gif: "gif",
}

const maxConcurrent = 2
let running = 0
const waiting: Array<() => void> = []

const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

interface Header {
  readonly width: number
  readonly height: number
  readonly hasAlpha: boolean
}

/** The header only (no pixels decoded): 422 when unreadable or not the type the magic number said. */
const readHeader = async (bytes: Buffer, type: MediaSourceType, limit: PixelLimit): Promise<Header> => {
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw invalidImage()
  }
  const { width, height, format } = metadata
  if (format !== sharpFormats[type] || !(width > 0) || !(height > 0)) throw invalidImage()
  if (type === "avif" && metadata.compression !== "av1") throw invalidImage()
  if (width * height > limit.maxPixels)
    throw new HttpError(413, "PAYLOAD_TOO_LARGE", "media.tooManyPixels", {
      params: { maxMegapixels: Math.floor(limit.maxPixels / 1_000_000) },
    })
  // Orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5
  return { width: turned ? height : width, height: turned ? width : height, hasAlpha: metadata.hasAlpha }
}

const encode = (pipeline: sharp.Sharp, format: MediaVariantFormat): sharp.Sharp => {
  switch (format) {
    case "avif":
      // Effort 2 of 9: a fraction of the default's time for a few percent more bytes.
      return pipeline.avif({ quality: 55, effort: 2 })
    case "webp":
      return pipeline.webp({ quality: 78, effort: 4 })
    case "jpeg":
      return pipeline.jpeg({ quality: 82, progressive: true, mozjpeg: true })
    case "png":
      return pipeline.png({ compressionLevel: 8 })
  }
}

const decodeAndEncode = async (bytes: Buffer, header: Header, limit: PixelLimit) => {
  const widths = variantWidths(header.width)
  const largest = widths[widths.length - 1] ?? header.width
  // One decode (shrink-on-load where the format allows), orientation applied; sharp writes no
  // metadata (EXIF, GPS, XMP, comments) unless asked to, so none survives into the pixels kept here.
  const base = await sharp(bytes, { limitInputPixels: limit.maxPixels, failOn: "truncated", pages: 1 })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels }
  const fallback: MediaVariantFormat = header.hasAlpha ? "png" : "jpeg"
  const jobs: Array<{ width: number; format: MediaVariantFormat }> = [
    ...widths.flatMap((width) => [
      { width, format: "avif" as const },
      { width, format: "webp" as const },
    ]),
    { width: largest, format: fallback },
  ]
  const variants: ProcessedVariant[] = []
  for (const job of jobs) {
    const pipeline = sharp(base.data, { raw }).resize({ width: job.width, withoutEnlargement: true })
    const { data, info } = await encode(pipeline, job.format).toBuffer({ resolveWithObject: true })
    variants.push({ width: info.width, height: info.height, format: job.format, data })
  }
  return variants
}

/**
 * Check and convert an upload. Throws HttpError: 415 (not an accepted type; SVG has its own
 * message), 413 (too many pixels), 422 (damaged, truncated, or not what its first bytes claim).
 */
export const processImage = async (bytes: Buffer, limit: PixelLimit): Promise<ProcessedImage> => {
  const sniffed = sniffType(bytes)
  if (sniffed === "svg") throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "media.svgRefused")
  if (sniffed === "unknown") throw unsupportedType()
  const type = sniffed
  return withSlot(async () => {
    const header = await readHeader(bytes, type, limit)
    try {
      const variants = await decodeAndEncode(bytes, header, limit)
      return { type, width: header.width, height: header.height, variants }
    } catch {
      // Whatever libvips refused while decoding (truncated data, a corrupt stream, the pixel limit).
      throw invalidImage()
    }
  })
}
