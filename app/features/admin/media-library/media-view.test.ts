import { describe, expect, test } from "vitest"
import type { MediaLibraryItem, MediaVariant } from "../../../../schema/media.ts"
import {
  countsByUse,
  filterMedia,
  matchesQuery,
  newestFirst,
  searchFor,
  thumbnailSrcset,
  useOf,
  validateMediaSearch,
} from "./media-view.ts"

const variant = (width: number, format: MediaVariant["format"]): MediaVariant => ({
  width,
  height: width / 2,
  format,
  url: `/media/${"a".repeat(32)}-${width}.${format === "jpeg" ? "jpg" : format}`,
  bytes: width * 10,
})

const item = (id: number, createdAt: string, useCount: number): MediaLibraryItem => ({
  id,
  contentHash: "a".repeat(64),
  type: "png",
  width: 1600,
  height: 800,
  bytes: 1000,
  variants: [],
  src: "/media/x-1280.png",
  srcset: { avif: "", webp: "" },
  alt: `图 ${id}`,
  altEn: `Picture ${id}`,
  fileName: null,
  uploadedBy: 1,
  createdAt,
  useCount,
})

describe("the media library's view", () => {
  const items = [
    item(1, "2026-11-25T10:00:00.000Z", 0),
    item(2, "2026-11-25T12:00:00.000Z", 3),
    item(3, "2026-11-25T11:00:00.000Z", 1),
    item(4, "2026-11-25T12:00:00.000Z", 0),
  ]

  test("the address keeps a known filter and drops anything else", () => {
    expect(validateMediaSearch({ use: "in-use" })).toEqual({ use: "in-use" })
    expect(validateMediaSearch({ use: "unused" })).toEqual({ use: "unused" })
    expect(validateMediaSearch({ use: "all" })).toEqual({})
    expect(validateMediaSearch({ use: "IN-USE", other: 1 })).toEqual({})
    expect(useOf({})).toBe("all")
    expect(searchFor("all")).toEqual({})
    expect(searchFor("unused")).toEqual({ use: "unused" })
  })

  test("newest first, the later id first within one moment", () => {
    expect(newestFirst(items).map((shown) => shown.id)).toEqual([4, 2, 3, 1])
    expect(items.map((shown) => shown.id)).toEqual([1, 2, 3, 4])
  })

  test("filters by use and counts each choice", () => {
    expect(filterMedia(items, "all").map((shown) => shown.id)).toEqual([4, 2, 3, 1])
    expect(filterMedia(items, "in-use").map((shown) => shown.id)).toEqual([2, 3])
    expect(filterMedia(items, "unused").map((shown) => shown.id)).toEqual([4, 1])
    expect(countsByUse(items)).toEqual({ all: 4, "in-use": 2, unused: 2 })
    expect(countsByUse([])).toEqual({ all: 0, "in-use": 0, unused: 0 })
  })

  test("the thumbnail's srcset: one format, up to 640 px, narrowest first", () => {
    const variants = [
      variant(1280, "webp"),
      variant(640, "webp"),
      variant(320, "webp"),
      variant(320, "avif"),
      variant(1280, "jpeg"),
    ]
    expect(thumbnailSrcset(variants, "webp")).toBe(
      `/media/${"a".repeat(32)}-320.webp 320w, /media/${"a".repeat(32)}-640.webp 640w`,
    )
    expect(thumbnailSrcset(variants, "avif")).toBe(`/media/${"a".repeat(32)}-320.avif 320w`)
  })
})

describe("the search (issue 28): alt texts in both languages, the file name, or the picture's address", () => {
  const picture = {
    ...item(1, "2026-01-01T00:00:00Z", 0),
    alt: "客服机器人头像",
    altEn: "Support Robot avatar",
    fileName: "Kefu_头像-Final.PNG",
  }
  test.each([
    ["机器人", true],
    ["robot", true],
    ["  AVATAR ", true],
    ["", true],
    [`/media/${"a".repeat(32)}-1280.png#1600x800`, true],
    ["aaaaaaaa", true],
    [`/media/${"b".repeat(32)}-1280.png`, false],
    ["销售", false],
    ["kefu_", true],
    ["头像-final.png", true],
    ["final.jpg", false],
  ])("%j matches: %s", (query, expected) => {
    expect(matchesQuery(picture, query)).toBe(expected)
  })

  test("the filter and the search apply together", () => {
    const other = { ...item(2, "2026-01-02T00:00:00Z", 3), alt: "团队合影", altEn: "Team photo" }
    expect(filterMedia([picture, other], "all", "team").map((found) => found.id)).toEqual([2])
    expect(filterMedia([picture, other], "unused", "team")).toEqual([])
  })

  test("a picture without a file name is found by its alt texts only", () => {
    const unnamed = { ...picture, fileName: null }
    expect(matchesQuery(unnamed, "kefu")).toBe(false)
    expect(matchesQuery(unnamed, "robot")).toBe(true)
  })
})
