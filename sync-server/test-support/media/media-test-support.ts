/**
 * For the media tests: a real server (SQLite, or PostgreSQL under npm run test:pg) with its own
 * MEDIA_DIR, the admin's cookie, an upload call, real pictures made with sharp, and hostile files
 * crafted byte by byte.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { crc32, deflateSync } from "node:zlib"
import sharp from "sharp"
import { afterAll, beforeAll, expect } from "vitest"
import type { MediaSettings } from "../../media/media-settings.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-server.ts"

export interface MediaServer {
  readonly server: TestServer
  readonly cookie: string
  readonly mediaDir: string
}

/** The ids of the library's pictures. */
export const listedIds = async (media: MediaServer): Promise<number[]> => {
  const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
  return ((await list.json()) as { media: Array<{ id: number }> }).media.map((row) => row.id)
}

/** Nothing stored: no record in the library and no file in MEDIA_DIR. */
export const expectNothingStored = async (media: MediaServer): Promise<void> => {
  expect(await listedIds(media)).toEqual([])
  expect(readdirSync(media.mediaDir).filter((name) => !name.startsWith("."))).toEqual([])
}

/** Start before the file's tests, stop after. Read the fields inside tests. */
export const mediaServerPerFile = (settings: Partial<MediaSettings> = {}): MediaServer => {
  let current: MediaServer | undefined
  const get = (): MediaServer => {
    if (current === undefined) throw new Error("the media server starts in beforeAll")
    return current
  }
  let mediaDir = ""
  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), "media-test-"))
    const server = await startTestServerWith({}, { media: { dir: mediaDir, ...settings } })
    const cookie = await loginAs(server.url, {
      username: "admin",
      password: "admin-password",
      captcha: "TEST",
    })
    current = { server, cookie, mediaDir }
  })
  afterAll(async () => {
    await current?.server.stop()
    rmSync(mediaDir, { recursive: true, force: true })
  })
  return {
    get server() {
      return get().server
    },
    get cookie() {
      return get().cookie
    },
    get mediaDir() {
      return get().mediaDir
    },
  }
}

export interface UploadOptions {
  readonly cookie?: string
  readonly alt?: string | undefined
  readonly altEn?: string | undefined
  readonly contentType?: string
  readonly headers?: Record<string, string>
  readonly language?: string
  /** More query parameters (`fileName`, possibly repeated), in this order. */
  readonly query?: ReadonlyArray<readonly [string, string]>
}

// Tests read fields of whatever came back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export const upload = async (
  url: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<{ status: number; body: Json; headers: Headers }> => {
  const query = new URLSearchParams()
  const alt = "alt" in options ? options.alt : "测试图片"
  const altEn = "altEn" in options ? options.altEn : "A test picture"
  if (alt !== undefined) query.set("alt", alt)
  if (altEn !== undefined) query.set("altEn", altEn)
  for (const [name, value] of options.query ?? []) query.append(name, value)
  const headers: Record<string, string> = {
    "Content-Type": options.contentType ?? "image/jpeg",
    ...(options.cookie === undefined ? {} : { Cookie: options.cookie }),
    ...(options.language === undefined ? {} : { "Accept-Language": options.language }),
    ...options.headers,
  }
  const response = await fetch(`${url}/api/media?${query}`, {
    method: "POST",
    headers,
    body: new Blob([new Uint8Array(bytes)]),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text === "" ? undefined : JSON.parse(text),
    headers: response.headers,
  }
}

/** A picture with some detail (a gradient and noise-like bands), so encoders have something to do. */
export const makePicture = async (
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  options: { alpha?: boolean; seed?: number } = {},
): Promise<Buffer> => {
  const channels = options.alpha === true ? 4 : 3
  const pixels = Buffer.alloc(width * height * channels)
  const seed = options.seed ?? 1
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels
      pixels[at] = (x * 255) / width
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = ((x ^ y) * seed) & 0xff
      if (channels === 4) pixels[at + 3] = x < width / 2 ? 255 : 96
    }
  const image = sharp(pixels, { raw: { width, height, channels } })
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85 }).toBuffer()
    case "png":
      return image.png().toBuffer()
    case "webp":
      return image.webp().toBuffer()
    case "avif":
      return image.avif({ effort: 0 }).toBuffer()
    case "gif":
      return image.gif().toBuffer()
  }
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG whose header says `width` x `height` (correct CRCs), followed by a small compressed stream of
 * zeros: a decompression bomb's shape, which a decoder would try to inflate to width * height pixels.
 */
export const pngBomb = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** A GIF whose logical screen and only frame claim 65,535 x 65,535 pixels, with one byte of data. */
export const gifBomb = (): Buffer => {
  const size = [0xff, 0xff, 0xff, 0xff]
  return Buffer.from([
    ...Buffer.from("GIF89a", "ascii"),
    ...size,
    0x80, // global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // image descriptor
    0,
    0,
    0,
    0,
    ...size,
    0,
    0x02, // LZW minimum code size
    0x02,
    0x44,
    0x01,
    0x00,
    0x3b, // trailer
  ])
}

/** A JPEG with EXIF holding GPS coordinates and orientation 6 (turn a quarter clockwise to show). */
export const jpegWithGps = (width: number, height: number): Promise<Buffer> =>
  makePicture(width, height, "jpeg").then((jpeg) =>
    sharp(jpeg)
      .withExif({
        IFD0: { Make: "TestCam", Model: "Secret-Location-1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2964/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4020/100",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  )
