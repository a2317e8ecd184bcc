/** The check before queueing a picture: by its bytes, SVG with its own reason, and the size limit. */
import sharp from "sharp"
import { describe, expect, test } from "vitest"
import { mediaUploadLimits } from "../../../../schema/media.ts"
import { checkPicture, sniffPicture } from "./check-picture.ts"

const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type })

const picture = (format: "png" | "jpeg" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer()

describe("checkPicture", () => {
  test.each(["png", "jpeg", "webp", "gif", "avif"] as const)("accepts a real %s", async (format) => {
    const bytes = await picture(format)
    expect(sniffPicture(new Uint8Array(bytes))).toBe("picture")
    expect(await checkPicture(file(bytes, `x.${format}`, `image/${format}`))).toBeNull()
  })

  test("refuses text named x.jpg (declared image/jpeg) by its bytes", async () => {
    expect(await checkPicture(file("not a picture at all", "x.jpg", "image/jpeg"))).toEqual({ kind: "type" })
  })

  test("refuses an SVG with its own reason, by its bytes or by its name", async () => {
    const svg =
      '<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    expect(await checkPicture(file(svg, "logo.png", "image/png"))).toEqual({ kind: "svg" })
    expect(await checkPicture(file("\u0000garbage", "logo.svg", "image/svg+xml"))).toEqual({ kind: "svg" })
  })

  test("refuses a file larger than the server's limit, accepts one at the limit", async () => {
    const bytes = await picture("png")
    const padded = (size: number) => {
      const out = new Uint8Array(size)
      out.set(bytes)
      return file(out, "big.png", "image/png")
    }
    expect(await checkPicture(padded(mediaUploadLimits.maxBytes + 1))).toEqual({
      kind: "size",
      bytes: mediaUploadLimits.maxBytes + 1,
      max: mediaUploadLimits.maxBytes,
    })
    expect(await checkPicture(padded(mediaUploadLimits.maxBytes))).toBeNull()
  })
})
