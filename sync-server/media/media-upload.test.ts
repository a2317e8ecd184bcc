/**
 * POST /api/media and GET /media/<file> on a real server: every accepted type gives WebP and AVIF
 * variants at the expected widths plus a fallback, served with their types and immutable caching;
 * metadata is dropped and the orientation applied; the same bytes make one record; a retried
 * Idempotency-Key replays its first answer.
 */
import { readdirSync } from "node:fs"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import {
  jpegWithGps,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()

const fetchFile = (url: string) => fetch(`${media.server.url}${url}`)

describe("POST /api/media: accepted types", () => {
  const cases = [
    { format: "jpeg", fallback: "jpeg", alpha: false },
    { format: "png", fallback: "png", alpha: true },
    { format: "webp", fallback: "jpeg", alpha: false },
    { format: "avif", fallback: "jpeg", alpha: false },
    { format: "gif", fallback: "png", alpha: true },
  ] as const

  for (const { format, fallback, alpha } of cases) {
    it(`${format}: 201 with variants at 320, 640 and 1280 px in AVIF and WebP, and a ${fallback} fallback`, async () => {
      const bytes = await makePicture(1400, 700, format, {
        alpha,
        seed: cases.findIndex((c) => c.format === format) + 3,
      })
      const answer = await upload(media.server.url, bytes, {
        cookie: media.cookie,
        contentType: `image/${format}`,
      })
      expect(answer.status).toBe(201)
      const record = answer.body
      expect(record).toMatchObject({ type: format, width: 1400, height: 700, bytes: bytes.length })
      expect(record.alt).toBe("测试图片")
      expect(record.altEn).toBe("A test picture")
      expect(typeof record.uploadedBy).toBe("number")
      const summary = record.variants.map((v: { width: number; format: string }) => `${v.format}@${v.width}`)
      expect(summary.sort()).toEqual(
        ["avif@320", "avif@640", "avif@1280", "webp@320", "webp@640", "webp@1280", `${fallback}@1280`].sort(),
      )
      expect(record.src).toMatch(
        new RegExp(`^/media/[0-9a-f]{32}-1280\\.${fallback === "jpeg" ? "jpg" : "png"}$`),
      )
      expect(record.srcset.webp).toMatch(
        /^\/media\/[0-9a-f]{32}-320\.webp 320w, \/media\/\S+-640\.webp 640w, \S+-1280\.webp 1280w$/,
      )
      expect(record.srcset.avif).toContain("-1280.avif 1280w")
      const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" } as const
      for (const variant of record.variants as Array<{
        url: string
        width: number
        height: number
        format: keyof typeof types
        bytes: number
      }>) {
        const file = await fetchFile(variant.url)
        expect(file.status).toBe(200)
        expect(file.headers.get("content-type")).toBe(types[variant.format])
        expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
        expect(file.headers.get("x-content-type-options")).toBe("nosniff")
        expect(file.headers.get("content-security-policy")).toContain("default-src 'self'")
        const body = Buffer.from(await file.arrayBuffer())
        expect(body.length).toBe(variant.bytes)
        const decoded = await sharp(body).metadata()
        expect(decoded.format).toBe(variant.format === "avif" ? "heif" : variant.format)
        expect(decoded.width).toBe(variant.width)
        expect(decoded.height).toBe(variant.height)
        expect(variant.height).toBe(Math.round((variant.width * 700) / 1400))
      }
    })
  }
})

describe("POST /api/media: sizes, metadata, dedupe, idempotency", () => {
  it("never upscales: a 500 px wide picture gets 320 and 500, a 200 px one only 200", async () => {
    const medium = await upload(media.server.url, await makePicture(500, 400, "png", { seed: 21 }), {
      cookie: media.cookie,
    })
    expect(medium.status).toBe(201)
    expect([...new Set(medium.body.variants.map((v: { width: number }) => v.width))]).toEqual([320, 500])
    const small = await upload(media.server.url, await makePicture(200, 100, "jpeg", { seed: 22 }), {
      cookie: media.cookie,
    })
    expect(small.status).toBe(201)
    expect(
      small.body.variants.map((v: { width: number; format: string }) => `${v.format}@${v.width}`),
    ).toEqual(["avif@200", "webp@200", "jpeg@200"])
  })

  it("drops EXIF (GPS, camera) and applies the orientation", async () => {
    const bytes = await jpegWithGps(400, 300)
    const before = await sharp(bytes).metadata()
    expect(before.exif?.toString("latin1")).toContain("Secret-Location-1")
    expect(before.orientation).toBe(6)
    const answer = await upload(media.server.url, bytes, { cookie: media.cookie })
    expect(answer.status).toBe(201)
    // Orientation 6: the stored 400 x 300 is shown 300 x 400.
    expect(answer.body).toMatchObject({ width: 300, height: 400 })
    for (const variant of answer.body.variants as Array<{ url: string }>) {
      const body = Buffer.from(await (await fetchFile(variant.url)).arrayBuffer())
      const after = await sharp(body).metadata()
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.orientation ?? 1).toBe(1)
      expect(body.toString("latin1")).not.toContain("Secret-Location-1")
      expect(after.width! < after.height!).toBe(true)
    }
  })

  it("the same bytes uploaded twice are one record (200 the second time, texts unchanged)", async () => {
    const bytes = await makePicture(700, 500, "jpeg", { seed: 31 })
    const first = await upload(media.server.url, bytes, { cookie: media.cookie })
    expect(first.status).toBe(201)
    const filesAfterFirst = readdirSync(media.mediaDir).length
    const second = await upload(media.server.url, bytes, {
      cookie: media.cookie,
      alt: "别的",
      altEn: "Other",
    })
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(readdirSync(media.mediaDir).length).toBe(filesAfterFirst)
    const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
    const hashes = ((await list.json()) as { media: Array<{ contentHash: string }> }).media.map(
      (m) => m.contentHash,
    )
    expect(hashes.filter((hash) => hash === first.body.contentHash)).toHaveLength(1)
  })

  it("a retried Idempotency-Key gets the first answer again (one record), another body with it is 422", async () => {
    const key = crypto.randomUUID()
    const bytes = await makePicture(660, 440, "webp", { seed: 41 })
    const first = await upload(media.server.url, bytes, {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key },
    })
    expect(first.status).toBe(201)
    const again = await upload(media.server.url, bytes, {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key },
    })
    expect(again.status).toBe(201)
    expect(again.headers.get("idempotency-replayed")).toBe("true")
    expect(again.body).toEqual(first.body)
    const other = await upload(media.server.url, await makePicture(660, 440, "webp", { seed: 42 }), {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key },
      language: "en",
    })
    expect(other.status).toBe(422)
    expect(other.body.code).toBe("IDEMPOTENCY_MISMATCH")
    const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
    const records = ((await list.json()) as { media: Array<{ id: number }> }).media
    expect(records.filter((record) => record.id === first.body.id)).toHaveLength(1)
  })

  it("two concurrent uploads of the same new picture make one record", async () => {
    const bytes = await makePicture(900, 600, "png", { seed: 51 })
    const [a, b] = await Promise.all([
      upload(media.server.url, bytes, { cookie: media.cookie }),
      upload(media.server.url, bytes, { cookie: media.cookie }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.id).toBe(b.body.id)
  })
})
