/** The magic-number check: each accepted type, SVG in its disguises, and look-alikes that are neither. */
import { describe, expect, it } from "vitest"
import { makePicture } from "../sync-server/test-support/media/media-test-support.ts"
import { sniffType } from "./picture-type.ts"

describe("sniffType", () => {
  it("recognises every accepted type by its bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const)
      expect(sniffType(await makePicture(16, 16, format))).toBe(format)
  })

  it("knows SVG with a BOM, an XML declaration, a comment or a doctype first", () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF  <?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<SVG>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg width="1">',
    ]
    for (const text of svgs) expect(sniffType(Buffer.from(text))).toBe("svg")
  })

  it("refuses look-alikes: text, HTML, HEIC, a RIFF that is not WebP, a cut signature", () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")])
    const wave = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")])
    const samples = [
      Buffer.from("just text"),
      Buffer.from("<html><svg></svg></html>"),
      heic,
      wave,
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]
    for (const sample of samples) expect(sniffType(sample)).toBe("unknown")
  })
})
