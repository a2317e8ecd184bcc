/**
 * Hostile and wrong uploads on a real server: each is refused with its status and a message in the
 * person's language, nothing is stored (no row, no file), and the server keeps answering; a fault of
 * the server is answered (a JSON 500) and logged, an abandoned upload is neither. The upload limit is
 * lowered to 300 kB here so the oversize case stays cheap. On SQLite, and on PostgreSQL under
 * `npm run test:pg` (where a NUL in an alt text once reached the database).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { describe, expect, it, vi } from "vitest"
import { gifBomb, makePicture, mediaServerPerFile, pngBomb, upload } from "./media-test-support.ts"

const maxBytes = 300 * 1024
const media = mediaServerPerFile({ maxBytes })

const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/user").then(r => r.text()).then(alert)</script><rect width="10" height="10"/></svg>',
)

/** The ids of the library's pictures. */
const listedIds = async (): Promise<number[]> => {
  const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
  return ((await list.json()) as { media: Array<{ id: number }> }).media.map((row) => row.id)
}

/** Nothing stored: no record in the library and no file in MEDIA_DIR. */
const expectNothingStored = async () => {
  const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
  expect(list.status).toBe(200)
  expect(((await list.json()) as { media: unknown[] }).media).toEqual([])
  expect(readdirSync(media.mediaDir).filter((name) => !name.startsWith("."))).toEqual([])
}

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
    await expectNothingStored()
  })

  it("JPEG magic then garbage: 422 IMAGE_INVALID, in Chinese by default", async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)])
    const answer = await upload(media.server.url, garbage, { cookie: media.cookie })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ code: "IMAGE_INVALID", message: "图片文件已损坏或不完整，无法读取" })
    await expectNothingStored()
  })

  it("a truncated JPEG (its first half): 422", async () => {
    const whole = await makePicture(800, 600, "jpeg", { seed: 5 })
    const answer = await upload(media.server.url, whole.subarray(0, Math.floor(whole.length / 2)), {
      cookie: media.cookie,
      language: "en",
    })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe("The picture file is damaged or incomplete and cannot be read")
    await expectNothingStored()
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
    await expectNothingStored()
  })

  it("a GIF whose screen and frame claim 65,535 x 65,535 pixels: 413", async () => {
    const answer = await upload(media.server.url, gifBomb(), {
      cookie: media.cookie,
      contentType: "image/gif",
    })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe("图片尺寸过大，最多 40 百万像素")
    await expectNothingStored()
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
    await expectNothingStored()
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
    await expectNothingStored()
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
    await expectNothingStored()
  })

  it("JSON or text declared as the body's type: 415 before reading it", async () => {
    const picture = await makePicture(64, 64, "png")
    for (const contentType of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const answer = await upload(media.server.url, picture, { cookie: media.cookie, contentType })
      expect(answer.status).toBe(415)
    }
    await expectNothingStored()
  })
})

describe("POST /api/media requires alt texts, a session and the site's own origin", () => {
  it("alt text missing in either language: 400 with the field named, in the person's language", async () => {
    const picture = await makePicture(64, 64, "png", { seed: 9 })
    const noEnglish = await upload(media.server.url, picture, {
      cookie: media.cookie,
      altEn: undefined,
      language: "en",
    })
    expect(noEnglish.status).toBe(400)
    expect(noEnglish.body.code).toBe("VALIDATION")
    expect(noEnglish.body.message).toBe(
      "Please give the picture a description (alt text) in both Chinese and English",
    )
    expect(noEnglish.body.issues).toEqual([
      { path: ["altEn"], code: "required", message: "This field is required" },
    ])
    const blankChinese = await upload(media.server.url, picture, { cookie: media.cookie, alt: "   " })
    expect(blankChinese.status).toBe(400)
    expect(blankChinese.body.message).toBe("请为图片填写中文和英文的替代文本")
    expect(blankChinese.body.issues).toEqual([{ path: ["alt"], code: "required", message: "此项为必填项" }])
    await expectNothingStored()
  })

  it("anonymous: 401 on upload and on every library call", async () => {
    const picture = await makePicture(64, 64, "png", { seed: 10 })
    expect((await upload(media.server.url, picture)).status).toBe(401)
    const url = media.server.url
    const calls: Array<[string, string, RequestInit?]> = [
      ["GET", "/api/media"],
      ["GET", "/api/media/1"],
      [
        "PATCH",
        "/api/media/1",
        { body: JSON.stringify({ alt: "x" }), headers: { "Content-Type": "application/json" } },
      ],
      ["DELETE", "/api/media/1"],
    ]
    for (const [method, path, init] of calls) {
      const response = await fetch(`${url}${path}`, { method, ...init })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(((await response.json()) as { code: string }).code).toBe("UNAUTHORIZED")
    }
    await expectNothingStored()
  })

  it("a cross-site upload (another Origin, or Sec-Fetch-Site cross-site) with the admin's cookie: 403", async () => {
    const picture = await makePicture(64, 64, "png", { seed: 11 })
    const forged: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ]
    for (const headers of forged) {
      const answer = await upload(media.server.url, picture, { cookie: media.cookie, headers })
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe("CROSS_SITE_REQUEST")
    }
    const sameOrigin = await upload(media.server.url, picture, {
      cookie: media.cookie,
      headers: { Origin: media.server.url, "Sec-Fetch-Site": "same-origin" },
    })
    expect(sameOrigin.status).toBe(201)
    const deleted = await fetch(`${media.server.url}/api/media/${sameOrigin.body.id}`, {
      method: "DELETE",
      headers: { Cookie: media.cookie, Origin: "https://evil.example" },
    })
    expect(deleted.status).toBe(403)
    const removed = await fetch(`${media.server.url}/api/media/${sameOrigin.body.id}`, {
      method: "DELETE",
      headers: { Cookie: media.cookie },
    })
    expect(removed.status).toBe(200)
    await expectNothingStored()
  })

  it("after all of the above the server still answers uploads", async () => {
    const answer = await upload(media.server.url, await makePicture(100, 80, "jpeg", { seed: 12 }), {
      cookie: media.cookie,
    })
    expect(answer.status).toBe(201)
  })
})

describe("nothing an upload or a library call sends makes the server fail silently", () => {
  it("a NUL in an alt text (the query): 400 naming it, in the person's language; nothing stored", async () => {
    const before = await listedIds()
    const picture = await makePicture(64, 64, "png", { seed: 20 })
    for (const [alt, altEn, field] of [
      ["图\u0000片", "A picture", "alt"],
      ["图片", "\u0000", "altEn"],
    ] as const) {
      const answer = await upload(media.server.url, picture, {
        cookie: media.cookie,
        alt,
        altEn,
        language: "en",
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        code: "VALIDATION",
        message: "The request contains a character that cannot be stored (a NUL or an unpaired surrogate)",
        issues: [
          {
            path: [field],
            code: "unstorableText",
            message:
              "Contains a character that cannot be stored (a NUL or an unpaired surrogate): remove it and try again",
          },
        ],
      })
    }
    expect(await listedIds()).toEqual(before)
  })

  it("a NUL or a lone surrogate in a new alt text (PATCH): 400, the picture unchanged", async () => {
    const created = await upload(media.server.url, await makePicture(64, 64, "png", { seed: 21 }), {
      cookie: media.cookie,
    })
    expect(created.status).toBe(201)
    for (const alt of ["\u0000", "a\ud800"]) {
      const response = await fetch(`${media.server.url}/api/media/${created.body.id}`, {
        method: "PATCH",
        headers: { Cookie: media.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ alt }),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { issues: unknown }).issues).toEqual([
        {
          path: ["alt"],
          code: "unstorableText",
          message: "含有无法保存的字符（空字符或不成对的代理字符），请删除后重试",
        },
      ])
    }
    const row = await fetch(`${media.server.url}/api/media/${created.body.id}`, {
      headers: { Cookie: media.cookie },
    })
    expect(((await row.json()) as { alt: string }).alt).toBe("测试图片")
  })

  it("a fault of the server (MEDIA_DIR not writable) is answered with a JSON 500 without a stack, and logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    // A file where the folder was: the variants cannot be written (also when the tests run as root).
    rmSync(media.mediaDir, { recursive: true, force: true })
    writeFileSync(media.mediaDir, "not a folder")
    try {
      const answer = await upload(media.server.url, await makePicture(64, 64, "png", { seed: 22 }), {
        cookie: media.cookie,
        language: "en",
      })
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ code: "INTERNAL", message: "Internal server error" })
      expect(errors).toHaveBeenCalledTimes(1)
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/EEXIST|ENOTDIR/)
    } finally {
      errors.mockRestore()
      rmSync(media.mediaDir, { force: true })
      mkdirSync(media.mediaDir)
    }
  })

  it("an upload the client abandons mid-body is no fault: nothing logged, and the server keeps answering", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const { port } = new URL(media.server.url)
      const socket = connect(Number(port), "127.0.0.1")
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()))
      socket.write(
        "POST /api/media?alt=a&altEn=b HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\n" +
          `Cookie: ${media.cookie}\r\nContent-Length: 100000\r\n\r\n${"x".repeat(1000)}`,
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      socket.destroy()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
    const answer = await upload(media.server.url, await makePicture(64, 64, "png", { seed: 23 }), {
      cookie: media.cookie,
    })
    expect(answer.status).toBe(201)
  })
})
