/**
 * Hostile and wrong files uploaded to a real server: each is refused with its status and a message in
 * the person's language, nothing is stored (no row, no file), and the server keeps answering. The
 * upload limit is lowered to 300 kB here so the oversize case stays cheap. On SQLite, and on
 * PostgreSQL under `npm run test:pg`. Who may upload and how faults are answered: media-refusals.test.ts.
 */
import { describe, expect, it } from "vitest"
import {
  expectNothingStored,
  gifBomb,
  makePicture,
  mediaServerPerFile,
  pngBomb,
  upload,
} from "../test-support/media/media-test-support.ts"

const maxBytes = 300 * 1024
const media = mediaServerPerFile({ maxBytes })

const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/user").then(r => r.text()).then(alert)</script><rect width="10" height="10"/></svg>',
)

describe("POST /api/media refuses hostile files", () => {
  it("a text file declared as a JPEG: 415 with the accepted types named", async () => {
    const fake = Buffer.from("This is not a picture, whatever its name (holiday.jpg) says.\n".repeat(20))
    const answer = await upload(media.server.url, fake, {
      cookie: media.cookie,
      contentType: "image/jpeg",
      language: "en",
    })
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Unsupported picture format: please upload a JPEG, PNG, WebP, AVIF or GIF picture",
    })
    await expectNothingStored(media)
  })

  it("JPEG magic then garbage: 422 IMAGE_INVALID, in Chinese by default", async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)])
    const answer = await upload(media.server.url, garbage, { cookie: media.cookie })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ code: "IMAGE_INVALID", message: "图片文件已损坏或不完整，无法读取" })
    await expectNothingStored(media)
  })

  it("a truncated JPEG (its first half): 422", async () => {
    const whole = await makePicture(800, 600, "jpeg", { seed: 5 })
    const answer = await upload(media.server.url, whole.subarray(0, Math.floor(whole.length / 2)), {
      cookie: media.cookie,
      language: "en",
    })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe("The picture file is damaged or incomplete and cannot be read")
    await expectNothingStored(media)
  })

  it("a PNG whose header claims 50,000 x 50,000 pixels (valid CRCs): 413 before any decoding", async () => {
    const bomb = pngBomb(50_000, 50_000)
    expect(bomb.length).toBeLessThan(maxBytes)
    const answer = await upload(media.server.url, bomb, {
      cookie: media.cookie,
      contentType: "image/png",
      language: "en",
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The picture has too many pixels: at most 40 megapixels",
    })
    await expectNothingStored(media)
  })

  it("a GIF whose screen and frame claim 65,535 x 65,535 pixels: 413", async () => {
    const answer = await upload(media.server.url, gifBomb(), {
      cookie: media.cookie,
      contentType: "image/gif",
    })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe("图片尺寸过大，最多 40 百万像素")
    await expectNothingStored(media)
  })

  it("an SVG with a <script>: 415 saying why, whether declared as SVG or as PNG", async () => {
    for (const contentType of ["image/svg+xml", "image/png"]) {
      const answer = await upload(media.server.url, svgWithScript, {
        cookie: media.cookie,
        contentType,
        language: "en",
      })
      expect(answer.status).toBe(415)
      expect(answer.body.message).toBe(
        "SVG pictures are not accepted: an SVG can carry scripts. Please upload a PNG, JPEG, WebP, AVIF or GIF picture",
      )
    }
    await expectNothingStored(media)
  })

  it("an empty body: 400", async () => {
    const answer = await upload(media.server.url, new Uint8Array(0), { cookie: media.cookie, language: "en" })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ code: "VALIDATION", message: "No picture was received" })
  })

  it("a body over MEDIA_MAX_BYTES: 413 naming the limit", async () => {
    const big = Buffer.concat([await makePicture(64, 64, "png"), Buffer.alloc(maxBytes)])
    const answer = await upload(media.server.url, big, {
      cookie: media.cookie,
      contentType: "image/png",
      language: "en",
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The picture file is too large: at most 0.3 MB",
    })
    await expectNothingStored(media)
  })

  it("a body streamed without a length that grows past MEDIA_MAX_BYTES: 413 once it does", async () => {
    const piece = Buffer.alloc(64 * 1024, 0x41)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to three times the limit; the server stops reading long before.
        if (sent > maxBytes * 3) return controller.close()
        sent += piece.length
        controller.enqueue(
          sent === piece.length ? Buffer.concat([pngBomb(10, 10).subarray(0, 8), piece]) : piece,
        )
      },
    })
    const response = await fetch(`${media.server.url}/api/media?alt=a&altEn=b`, {
      method: "POST",
      headers: { Cookie: media.cookie, "Content-Type": "image/png", "Accept-Language": "en" },
      body,
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(
      "The picture file is too large: at most 0.3 MB",
    )
    await expectNothingStored(media)
  })

  it("JSON or text declared as the body's type: 415 before reading it", async () => {
    const picture = await makePicture(64, 64, "png")
    for (const contentType of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const answer = await upload(media.server.url, picture, { cookie: media.cookie, contentType })
      expect(answer.status).toBe(415)
    }
    await expectNothingStored(media)
  })
})
