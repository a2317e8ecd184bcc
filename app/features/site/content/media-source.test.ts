import { describe, expect, test } from "vitest"
import * as schema from "../../../../schema/media.ts"
import { mediaUrlPrefix, responsiveSource } from "./media-source.ts"

const hash = "0123456789abcdef0123456789abcdef"

describe("the pages' responsiveSource is schema/media.ts's, without Effect", () => {
  const addresses = [
    `/media/${hash}-1280.jpg#1280x960`,
    `/media/${hash}-1280.png#1280x1280`,
    `/media/${hash}-640.jpg#640x427`,
    `/media/${hash}-500.webp#500x300`,
    `/media/${hash}-320.avif#320x200`,
    `/media/${hash}-200.jpg#200x150`,
    `/media/${hash}-1.jpg#1x1`,
    // Not media addresses, or not ones the pipeline makes:
    `/media/${hash}-1280.jpg`,
    `/media/${hash}-1280.jpg#640x480`,
    `/media/${hash}-2000.jpg#2000x1000`,
    `/media/${hash}-1280.gif#1280x960`,
    `/media/${hash.toUpperCase()}-1280.jpg#1280x960`,
    `/media/${hash}-01280.jpg#1280x960`,
    `/media/${hash}-1280.jpg#1280x960x`,
    `https://example.com/media/${hash}-1280.jpg#1280x960`,
    "/demo/employees/data-analyst.svg",
    "",
    "javascript:alert(1)",
  ]

  test.each(addresses)("%s", (address) => {
    expect(responsiveSource(address)).toEqual(schema.responsiveSource(address))
  })

  test("every width up to 1400 px gives the same variants", () => {
    for (let width = 1; width <= 1400; width++) {
      const address = `/media/${hash}-${width}.jpg#${width}x${width}`
      expect(responsiveSource(address), address).toEqual(schema.responsiveSource(address))
    }
  })

  test("the prefix and the widths are the server's", () => {
    expect(mediaUrlPrefix).toBe(schema.mediaUrlPrefix)
    expect(responsiveSource(`/media/${hash}-1280.jpg#1280x960`)?.widths).toEqual([
      ...schema.mediaVariantWidths,
    ])
  })
})
