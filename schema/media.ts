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
  readonly uploadedBy: number | null
  readonly createdAt: string
}

export interface MediaLibraryItem extends MediaRecord {
  /** Content rows (employees, teams, projects, tools, blog posts, settings) that refer to the picture. */
  readonly useCount: number
}
