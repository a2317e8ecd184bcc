/**
 * The original file name of an upload (issue 28): `?fileName=` is kept made safe with the record,
 * answered by the upload, GET /api/media/:id and the library's list, and found by the library's
 * search; control characters, direction marks and folders are removed; a name longer than 255
 * characters, or given twice, is a 400 in the person's language with nothing stored; never a 500.
 * SQLite, and PostgreSQL under npm run test:pg (varchar(255) counts characters as the limit does).
 */
import { describe, expect, it } from "vitest"
import { filterMedia } from "../../app/features/admin/media-library/media-view.ts"
import type { MediaLibraryItem } from "../../schema/media.ts"
import {
  type Json,
  listedIds,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()

const uploadNamed = async (seed: number, fileName: string, language?: string) =>
  upload(media.server.url, await makePicture(96, 64, "png", { seed }), {
    cookie: media.cookie,
    query: [["fileName", fileName]],
    ...(language === undefined ? {} : { language }),
  })

const library = async (): Promise<MediaLibraryItem[]> => {
  const list = await fetch(`${media.server.url}/api/media`, { headers: { Cookie: media.cookie } })
  expect(list.status).toBe(200)
  return ((await list.json()) as { media: MediaLibraryItem[] }).media
}

const itemOf = async (id: number): Promise<Json> => {
  const answer = await fetch(`${media.server.url}/api/media/${id}`, { headers: { Cookie: media.cookie } })
  expect(answer.status).toBe(200)
  return answer.json()
}

describe("an upload's original file name", () => {
  it("is stored, answered by the upload, the record and the list, and found by the library's search", async () => {
    const named = await uploadNamed(1, "产品图 Final-2026.PNG")
    expect(named.status).toBe(201)
    expect(named.body.fileName).toBe("产品图 Final-2026.PNG")
    expect((await itemOf(named.body.id)).fileName).toBe("产品图 Final-2026.PNG")

    const unnamed = await upload(media.server.url, await makePicture(96, 64, "png", { seed: 2 }), {
      cookie: media.cookie,
    })
    expect(unnamed.status).toBe(201)
    expect(unnamed.body.fileName).toBeNull()

    const items = await library()
    expect(items.find((item) => item.id === named.body.id)?.fileName).toBe("产品图 Final-2026.PNG")
    expect(items.find((item) => item.id === unnamed.body.id)?.fileName).toBeNull()
    // The library's search (media-view.ts) over the list as the server answers it.
    expect(filterMedia(items, "all", "final-2026").map((item) => item.id)).toEqual([named.body.id])
    expect(filterMedia(items, "all", "产品图").map((item) => item.id)).toEqual([named.body.id])
    expect(filterMedia(items, "all", "no-such-file.png")).toEqual([])
  })

  it("is made safe: no control characters, direction marks or folders; spaces folded; nothing left is no name", async () => {
    const cases: ReadonlyArray<readonly [string, string | null]> = [
      ["C:\\fakepath\\a\u0001b\u202Ec\td.jpg", "abc d.jpg"],
      ["../../etc/passwd", "passwd"],
      ["  my \u00a0  holiday\r\nphoto .webp  ", "my holiday photo .webp"],
      ["\u0007\u001b[31m\u007f\u009b", "[31m"],
      ["\u0001\u0002\u200b", null],
      ["", null],
      ["   ", null],
      // Decomposed é (e + combining acute) is kept composed (NFC).
      ["cafe\u0301.png", "caf\u00e9.png"],
    ]
    let seed = 10
    for (const [given, kept] of cases) {
      const answer = await uploadNamed((seed += 1), given)
      expect(answer.status, JSON.stringify(given)).toBe(201)
      expect(answer.body.fileName, JSON.stringify(given)).toBe(kept)
      expect((await itemOf(answer.body.id)).fileName).toBe(kept)
    }
  })

  it("255 characters are kept (Chinese too); 256 are refused with a 400 in the person's language, nothing stored", async () => {
    const longest = `${"图".repeat(251)}.jpg`
    const kept = await uploadNamed(30, longest)
    expect(kept.status).toBe(201)
    expect(kept.body.fileName).toBe(longest)
    // Characters above U+FFFF count once each (two UTF-16 units).
    const emoji = `${"😀".repeat(251)}.png`
    const keptEmoji = await uploadNamed(31, emoji)
    expect(keptEmoji.status).toBe(201)
    expect(keptEmoji.body.fileName).toBe(emoji)

    const before = await listedIds(media)
    const english = await uploadNamed(32, `${"a".repeat(252)}.jpg`, "en")
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      code: "VALIDATION",
      message:
        "The picture's file name is too long: at most 255 characters. Rename the file and upload it again",
      issues: [
        {
          path: ["fileName"],
          code: "tooLong",
          message:
            "The picture's file name is too long: at most 255 characters. Rename the file and upload it again",
        },
      ],
    })
    const chinese = await uploadNamed(33, `${"图".repeat(300)}.jpg`, "zh-CN")
    expect(chinese.status).toBe(400)
    expect(chinese.body.message).toBe("图片的文件名太长：最多 255 个字符，请改短文件名后再上传")
    // Far too long (a name the limit would never see made safe): refused the same way.
    const huge = await uploadNamed(34, "\u0001".repeat(5000), "en")
    expect(huge.status).toBe(400)
    expect(huge.body.issues[0].code).toBe("tooLong")
    expect(await listedIds(media)).toEqual(before)
  })

  it("given twice, or holding a NUL: 400 naming the field, nothing stored", async () => {
    const before = await listedIds(media)
    const picture = await makePicture(96, 64, "png", { seed: 40 })
    const twice = await upload(media.server.url, picture, {
      cookie: media.cookie,
      language: "en",
      query: [
        ["fileName", "a.png"],
        ["fileName", "b.png"],
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe("The picture's file name is invalid: give one file name, as text")
    expect(twice.body.issues).toEqual([
      {
        path: ["fileName"],
        code: "invalid",
        message: "The picture's file name is invalid: give one file name, as text",
      },
    ])
    const twiceChinese = await upload(media.server.url, picture, {
      cookie: media.cookie,
      query: [
        ["fileName", "a.png"],
        ["fileName", ""],
      ],
    })
    expect(twiceChinese.status).toBe(400)
    expect(twiceChinese.body.message).toBe("图片的文件名无效：只能给出一个文本形式的文件名")
    // A NUL no database keeps: refused at the server's edge (http/input-checks.ts), the field named.
    const nul = await uploadNamed(41, "a\u0000.png", "en")
    expect(nul.status).toBe(400)
    expect(nul.body.issues).toEqual([
      {
        path: ["fileName"],
        code: "unstorableText",
        message:
          "Contains a character that cannot be stored (a NUL or an unpaired surrogate): remove it and try again",
      },
    ])
    expect(await listedIds(media)).toEqual(before)
  })

  it("the same bytes again keep the first name; alt-text edits keep it", async () => {
    const first = await uploadNamed(50, "first.png")
    expect(first.status).toBe(201)
    const again = await uploadNamed(50, "second.png")
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.fileName).toBe("first.png")
    const patched = await fetch(`${media.server.url}/api/media/${first.body.id}`, {
      method: "PATCH",
      headers: { Cookie: media.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ alt: "新说明" }),
    })
    expect(patched.status).toBe(200)
    expect(((await patched.json()) as Json).fileName).toBe("first.png")
  })
})
