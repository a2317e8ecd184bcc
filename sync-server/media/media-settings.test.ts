/** MEDIA_DIR, MEDIA_MAX_BYTES and MEDIA_MAX_PIXELS: read from the environment, defaults, bad values refused. */
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { ConfigError, configFromEnv } from "../config.ts"
import { defaultMaxBytes, defaultMaxPixels, mediaSettings } from "./media-settings.ts"

const env = (extra: Record<string, string>) => ({ SESSION_SECRET: "s", ...extra })

describe("media settings", () => {
  it("default to a media folder beside the SQLite file, 10 MB and 40 megapixels", () => {
    const settings = mediaSettings(configFromEnv(env({ DATABASE_URL: "sqlite:/srv/site/site.db" })))
    expect(settings).toEqual({
      dir: "/srv/site/media",
      maxBytes: defaultMaxBytes,
      maxPixels: defaultMaxPixels,
    })
    expect(defaultMaxBytes).toBe(10 * 1024 * 1024)
    expect(mediaSettings(configFromEnv(env({ DATABASE_URL: "postgres://db/site" }))).dir).toBe(
      resolve("data/media"),
    )
  })

  it("take MEDIA_DIR, MEDIA_MAX_BYTES and MEDIA_MAX_PIXELS", () => {
    const config = configFromEnv(
      env({ MEDIA_DIR: "/var/media", MEDIA_MAX_BYTES: "5000000", MEDIA_MAX_PIXELS: "1000000" }),
    )
    expect(mediaSettings(config)).toEqual({ dir: "/var/media", maxBytes: 5_000_000, maxPixels: 1_000_000 })
  })

  it("refuse limits that are not whole numbers from 1", () => {
    for (const value of ["0", "-5", "10MB", "1.5"]) {
      expect(() => configFromEnv(env({ MEDIA_MAX_BYTES: value }))).toThrow(ConfigError)
      expect(() => configFromEnv(env({ MEDIA_MAX_PIXELS: value }))).toThrow(ConfigError)
    }
  })
})
