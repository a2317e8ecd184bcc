/** The media settings in force: MEDIA_DIR, MEDIA_MAX_BYTES and MEDIA_MAX_PIXELS, or their defaults. */
import { dirname, resolve } from "node:path"
import { mediaUploadLimits } from "../../schema/media.ts"
import type { ServerConfig } from "../config.ts"

export interface MediaSettings {
  /** Absolute path of the folder holding the variant files. */
  readonly dir: string
  readonly maxBytes: number
  readonly maxPixels: number
}

// The defaults are the app's too (it checks a chosen file's size before queueing): one source.
export const defaultMaxBytes = mediaUploadLimits.maxBytes
/** 40 megapixels: an 8000 x 5000 photograph, far beyond any picture on a web page. */
export const defaultMaxPixels = mediaUploadLimits.maxPixels

/** `media` beside the SQLite file (so a test's temp database gets its own folder), else ./data/media. */
export const defaultMediaDir = (databaseUrl: string): string =>
  databaseUrl.startsWith("sqlite:")
    ? resolve(dirname(databaseUrl.slice("sqlite:".length)), "media")
    : resolve("data", "media")

export const mediaSettings = (
  config: ServerConfig,
  overrides: Partial<MediaSettings> = {},
): MediaSettings => ({
  dir: resolve(overrides.dir ?? config.mediaDir ?? defaultMediaDir(config.databaseUrl)),
  maxBytes: overrides.maxBytes ?? config.mediaMaxBytes ?? defaultMaxBytes,
  maxPixels: overrides.maxPixels ?? config.mediaMaxPixels ?? defaultMaxPixels,
})
