import { describe, expect, it } from "vitest"
import { isValidUrl } from "./url.ts"
import { mediaAddress, mediaHashesIn, responsiveSource, variantWidths } from "./media.ts"

const hash = "0123456789abcdef0123456789abcdef"
const variant = (width: number, height: number, format: "avif" | "webp" | "jpeg" | "png") => ({
  width,
  height,
  format,
  bytes: 1,
  url: `/media/${hash}-${width}.${format === "jpeg" ? "jpg" : format}`,
})

describe("media addresses", () => {
  it("adds the fallback's size to its address, which stays a same-site URL with the picture's hash", () => {
    const record = {
      src: `/media/${hash}-1280.jpg`,
      variants: [variant(320, 240, "avif"), variant(1280, 960, "avif"), variant(1280, 960, "jpeg")],
    }
    const address = mediaAddress(record)
    expect(address).toBe(`/media/${hash}-1280.jpg#1280x960`)
    expect(isValidUrl(address)).toBe(true)
    expect([...mediaHashesIn(address)]).toEqual([hash])
  })

  it("derives every variant from the address by the pipeline's width rule", () => {
    const source = responsiveSource(`/media/${hash}-1280.jpg#1280x960`)
    expect(source?.widths).toEqual([320, 640, 1280])
    expect(source?.src).toBe(`/media/${hash}-1280.jpg`)
    expect(source?.height).toBe(960)
    expect(source?.srcset.avif).toBe(
      `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-1280.avif 1280w`,
    )
    expect(responsiveSource(`/media/${hash}-500.png#500x100`)?.widths).toEqual([320, 500])
    expect(responsiveSource(`/media/${hash}-200.png#200x100`)?.srcset.webp).toBe(
      `/media/${hash}-200.webp 200w`,
    )
    expect(variantWidths(4000)).toEqual([320, 640, 1280])
  })

  it("leaves any other address to a plain <img>", () => {
    for (const address of [
      "/demo/employees/customer-service.svg",
      `/media/${hash}-1280.jpg`,
      `/media/${hash}-1280.jpg#640x480`,
      `https://example.com/media/${hash}-1280.jpg#1280x960`,
      "local-media:1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    ])
      expect(responsiveSource(address)).toBeUndefined()
  })
})
