import { describe, expect, test } from "vitest"
import { responsiveSource } from "./media-source.ts"
import { pictureSizes, slotsOf } from "./picture-slots.ts"
import { type Viewport, chooseWidth, slotWidth, variantFor, variantsFor } from "./variant-choice.ts"

const hash = "0123456789abcdef0123456789abcdef"

/** A viewport whose media conditions are min-width ones, as every preset's are. */
const viewport = (width: number, devicePixelRatio = 1): Viewport => ({
  width,
  devicePixelRatio,
  matches: (condition) => {
    const match = /^\(min-width: (\d+)px\)$/.exec(condition)
    if (match === null) throw new Error(`unexpected condition ${condition}`)
    return width >= Number(match[1])
  },
})

const source = (address: string) => {
  const found = responsiveSource(address)
  if (found === undefined) throw new Error(`not a media address: ${address}`)
  return found
}

describe("slotWidth reads a sizes attribute as the browser does", () => {
  test.each([
    [pictureSizes.card, 390, 390],
    [pictureSizes.card, 700, 350],
    [pictureSizes.card, 1100, 363],
    [pictureSizes.card, 1280, 390],
    [pictureSizes.card, 1920, 390],
    [pictureSizes.detail, 390, 390],
    [pictureSizes.detail, 1280, 384],
    [pictureSizes.avatar, 390, 64],
    [pictureSizes.postCover, 390, 390],
    [pictureSizes.postCover, 1280, 720],
    [pictureSizes.homeTeamCard, 639, 639],
    [pictureSizes.homeTeamCard, 640, 192],
  ])("%s at %i px is %i px wide", (sizes, width, expected) => {
    expect(slotWidth(sizes, viewport(width))).toBeCloseTo(expected, 0)
  })

  test("an unknown length is skipped, and with nothing usable the slot is the viewport's width", () => {
    expect(slotWidth("(min-width: 10px) 2em, 50vw", viewport(800))).toBe(400)
    expect(slotWidth("(min-width: 10px) calc(100vw - 2rem)", viewport(800))).toBe(800)
    expect(slotWidth("", viewport(500))).toBe(500)
  })

  test("every preset uses only what slotWidth evaluates (min-width conditions, px and vw)", () => {
    for (const [slot, sizes] of Object.entries(pictureSizes))
      for (const entry of sizes.split(","))
        expect(entry.trim(), slot).toMatch(/^(\(min-width: \d+px\) )?\d+(\.\d+)?(px|vw)$/)
  })
})

describe("chooseWidth: the narrowest candidate that covers the slot at the pixel ratio", () => {
  // Each row was read from Chromium (currentSrc of an <img srcset sizes>) at that ratio.
  test.each([
    [[320, 640, 1280], 64, 1, 320],
    [[320, 640, 1280], 390, 1, 640],
    [[320, 640, 1280], 300, 1, 320],
    [[320, 640, 1280], 245, 1.5, 640],
    [[320, 640, 1280], 390, 2, 1280],
    [[320, 640, 1280], 150, 2.625, 640],
    [[320, 640, 1280], 1000, 1, 1280],
    [[320, 640, 1280], 1000, 3, 1280],
    [[320, 500], 245, 1.5, 500],
    [[320, 500], 720, 1, 500],
    [[200], 64, 3, 200],
  ])("%j for a %i px slot at %fx: %i", (widths, slot, ratio, expected) => {
    expect(chooseWidth(widths, slot, ratio)).toBe(expected)
  })

  test("the order of the candidates does not matter", () => {
    expect(chooseWidth([1280, 320, 640], 390, 1)).toBe(640)
  })
})

describe("variantFor: the file a slot fetches on a device", () => {
  const photo = source(`/media/${hash}-1280.jpg#1280x960`)

  test("a phone (390 px, 3x) and a desktop (1280 px, 1x) in each slot", () => {
    expect(variantFor(photo, "card", viewport(390, 3), "avif")).toBe(`/media/${hash}-1280.avif`)
    expect(variantFor(photo, "avatar", viewport(390, 3), "avif")).toBe(`/media/${hash}-320.avif`)
    expect(variantFor(photo, "card", viewport(1280), "webp")).toBe(`/media/${hash}-640.webp`)
    expect(variantFor(photo, "detail", viewport(1280), "webp")).toBe(`/media/${hash}-640.webp`)
    expect(variantFor(photo, "postCover", viewport(1280), "avif")).toBe(`/media/${hash}-1280.avif`)
    expect(variantFor(photo, "avatar", viewport(1280), "avif")).toBe(`/media/${hash}-320.avif`)
  })

  test("a small picture only offers the widths it was made at", () => {
    const small = source(`/media/${hash}-500.png#500x300`)
    expect(small.widths).toEqual([320, 500])
    expect(variantFor(small, "postCover", viewport(1280), "webp")).toBe(`/media/${hash}-500.webp`)
    const tiny = source(`/media/${hash}-200.jpg#200x200`)
    expect(variantFor(tiny, "card", viewport(390, 2), "avif")).toBe(`/media/${hash}-200.avif`)
  })

  test("variantsFor gives each file once, never the fallback JPEG", () => {
    const files = variantsFor(photo, slotsOf.employee, viewport(1280), "avif")
    expect(files).toEqual([`/media/${hash}-640.avif`, `/media/${hash}-320.avif`])
    expect(files.some((file) => file.endsWith(".jpg"))).toBe(false)
  })
})
