/**
 * Uploaded pictures (issue 18, docs/media.md): the record the media API answers with, the alt texts it
 * requires in both languages, and the address rules the server and the app share (variant files are
 * named after the original's content hash, so every use of a picture contains `/media/<hash>`).
 */
import { Schema } from "effect"
import { RequiredText, limits } from "./fields.ts"

/** The types accepted, as their bytes say (never the declared Content-Type). */
export const mediaSourceTypes = ["jpeg", "png", "webp", "avif", "gif"] as const
export type MediaSourceType = (typeof mediaSourceTypes)[number]

/** Formats of the stored variants: WebP and AVIF at each width, plus one JPEG or PNG fallback. */
export const mediaVariantFormats = ["avif", "webp", "jpeg", "png"] as const
export type MediaVariantFormat = (typeof mediaVariantFormats)[number]

/** Widths the variants are made at (never wider than the original). */
export const mediaVariantWidths = [320, 640, 1280] as const

/** Widths made for an original `width` wide: the standard widths below it, then min(width, largest). */
export const variantWidths = (width: number): number[] => {
  const largest = Math.min(width, mediaVariantWidths[mediaVariantWidths.length - 1] ?? width)
  return [...mediaVariantWidths.filter((candidate) => candidate < largest), largest]
}

/** Where variant files are served. */
export const mediaUrlPrefix = "/media/"

/** Hex characters of the content hash in a file name (128 bits of SHA-256). */
export const mediaHashLength = 32

/** A variant's file name: `<hash>-<width>.<ext>`. */
export const mediaFilePattern = /^([0-9a-f]{32})-([1-9]\d{0,4})\.(avif|webp|jpg|png)$/

/** Every picture a text refers to (a URL field, a Markdown body, any JSON): the hashes after /media/. */
export const mediaHashesIn = (text: string): Set<string> => {
  const found = new Set<string>()
  for (const match of text.matchAll(/\/media\/([0-9a-f]{32})-/g)) found.add(match[1] as string)
  return found
}

/** The alt texts an upload carries (query parameters `alt` and `altEn`) and a PATCH may change. */
export const MediaAlt = Schema.Struct({
  alt: RequiredText(limits.mediumText),
  altEn: RequiredText(limits.mediumText),
})
export type MediaAlt = typeof MediaAlt.Type

export const MediaAltUpdate = Schema.Struct({
  alt: Schema.optionalKey(RequiredText(limits.mediumText)),
  altEn: Schema.optionalKey(RequiredText(limits.mediumText)),
})
export type MediaAltUpdate = typeof MediaAltUpdate.Type

/**
 * The picture's original file name (issue 28): sent with the upload as the query parameter
 * `fileName`, kept with the record so the library can find a picture by it. At most this many
 * characters once made safe (`safeFileName`); a longer one is refused (400).
 */
export const mediaFileNameMaxLength = 255

/**
 * Characters a file name never keeps: control characters (C0, DEL, C1) and the invisible or
 * direction-changing marks that could make a name read as another (`photo\u202Egpj.exe`).
 */
// eslint-disable-next-line no-control-regex
const unsafeNameCharacters = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g

/**
 * A file name as it is kept: line breaks and tabs as spaces, without other unsafe characters, without
 * any folder part (`C:\\x\\a.jpg` is `a.jpg`), in NFC, runs of spaces as one, trimmed. May be empty
 * (then no name is kept).
 */
export const safeFileName = (given: string): string =>
  (given.replace(/\s/g, " ").replace(unsafeNameCharacters, "").split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/ +/g, " ")
    .trim()

/** Characters as a person (and PostgreSQL's varchar) counts them: code points, not UTF-16 units. */
export const nameLength = (name: string): number => [...name].length

export interface MediaVariant {
  readonly width: number
  readonly height: number
  readonly format: MediaVariantFormat
  readonly url: string
  readonly bytes: number
}

/** What POST /api/media, GET /api/media/:id and PATCH answer; the library list adds `useCount`. */
export interface MediaRecord {
  readonly id: number
  readonly contentHash: string
  readonly type: MediaSourceType
  /** The original's size after its orientation was applied. */
  readonly width: number
  readonly height: number
  readonly bytes: number
  readonly variants: ReadonlyArray<MediaVariant>
  /** The fallback (JPEG, or PNG for pictures with transparency) at the largest width: `<img src>`. */
  readonly src: string
  /** `srcset` strings per modern format, e.g. `{ avif: "/media/…-320.avif 320w, …", webp: "…" }`. */
  readonly srcset: { readonly avif: string; readonly webp: string }
  readonly alt: string
  readonly altEn: string
  /** The original file's name as it was uploaded (`safeFileName`); null when none was sent. */
  readonly fileName: string | null
  readonly uploadedBy: number | null
  readonly createdAt: string
}

export interface MediaLibraryItem extends MediaRecord {
  /** Content rows (employees, teams, projects, tools, blog posts, settings) that refer to the picture. */
  readonly useCount: number
}

/**
 * The address a content row stores for an uploaded picture: the record's fallback `src` plus a
 * fragment with that file's size, `/media/<hash>-1280.jpg#1280x960`. A browser never sends the
 * fragment, so the address works as it is in any `<img src>`; from it alone a page (online, offline,
 * prerendered, or inside a Markdown body) knows every variant and the ratio, without a lookup. It is a
 * same-site path, so the URL rule of spec section 5 accepts it.
 */
export const mediaAddress = (record: Pick<MediaRecord, "src" | "variants">): string => {
  const fallback = record.variants.find((variant) => variant.url === record.src)
  return fallback === undefined ? record.src : `${record.src}#${fallback.width}x${fallback.height}`
}

/** What a page needs to draw a picture stored as a media address (see `mediaAddress`). */
export interface ResponsiveSource {
  /** The fallback file (JPEG or PNG at the largest width), for `<img src>`. */
  readonly src: string
  readonly width: number
  readonly height: number
  /** `srcset` per modern format, widest last: `/media/<hash>-320.avif 320w, …`. */
  readonly srcset: { readonly avif: string; readonly webp: string }
  /** Every width made, narrowest first (the same for AVIF and WebP). */
  readonly widths: ReadonlyArray<number>
  readonly hash: string
}

const addressPattern =
  /^\/media\/([0-9a-f]{32})-([1-9]\d{0,4})\.(jpg|png|webp|avif)#([1-9]\d{0,4})x([1-9]\d{0,4})$/

/**
 * The variants of a picture from its stored address, by the pipeline's own rule (`variantWidths`);
 * `undefined` for any other address (a demo SVG, an outside URL, an address without its size), which
 * a page then shows as a plain `<img>`.
 */
export const responsiveSource = (address: string): ResponsiveSource | undefined => {
  const match = addressPattern.exec(address)
  if (match === null) return undefined
  const [, hash, fileWidth, ext, width, height] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  if (fileWidth !== width) return undefined
  const largest = Number(width)
  const widths = variantWidths(largest)
  if (widths[widths.length - 1] !== largest) return undefined
  const set = (format: "avif" | "webp") =>
    widths.map((w) => `${mediaUrlPrefix}${hash}-${w}.${format} ${w}w`).join(", ")
  return {
    src: `${mediaUrlPrefix}${hash}-${largest}.${ext}`,
    width: largest,
    height: Number(height),
    srcset: { avif: set("avif"), webp: set("webp") },
    widths,
    hash,
  }
}

/**
 * The server's default limits of an upload (`MEDIA_MAX_BYTES`, `MEDIA_MAX_PIXELS`, docs/media.md):
 * the app checks a chosen file's size against them before queueing it, so a person hears at once
 * that a file is too large; the server, whose settings may differ, stays the judge.
 */
export const mediaUploadLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const
