import { describe, expect, test } from "vitest"
import favicon from "../../../../public/favicon.svg?raw"
import { logoDrawing, logoSvg } from "./logo-drawing.ts"

/** An SVG's markup without the whitespace between its tags. */
const compact = (svg: string) => svg.replace(/>\s+</g, "><").trim()

describe("the site's mark is one drawing", () => {
  test("public/favicon.svg draws the same shapes", () => {
    expect(compact(favicon)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${logoDrawing("g")}</svg>`,
    )
  })

  test("each mark's gradient has the id it is given, and is what it fills with", () => {
    const svg = logoSvg("placeholder-logo")
    expect(svg).toContain('<linearGradient id="placeholder-logo"')
    expect(svg).toContain('fill="url(#placeholder-logo)"')
    expect(svg).not.toContain('id="g"')
  })
})
