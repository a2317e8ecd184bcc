/**
 * What an upload needs besides a good file (alt texts in both languages, a session, the site's own
 * origin), and faults: a NUL in an alt text is a 400 naming it with nothing stored (on PostgreSQL,
 * under `npm run test:pg`, it once reached the database); a fault of the server is answered (a JSON
 * 500) and logged; an upload the client abandons is neither. The server keeps answering throughout.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { describe, expect, it, vi } from "vitest"
import {
  expectNothingStored,
  listedIds,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()

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
    await expectNothingStored(media)
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
    await expectNothingStored(media)
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
    await expectNothingStored(media)
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
    const before = await listedIds(media)
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
    expect(await listedIds(media)).toEqual(before)
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
