import { describe, expect, test } from "vitest"
import { brandVariables, contrastWithWhite, parseHex, softTint, strongShade } from "./brand-colors.ts"

describe("brand colours", () => {
  test("reads 3- and 6-digit hex, with or without #, and refuses anything else", () => {
    expect(parseHex("#3b82f6")).toEqual([59, 130, 246])
    expect(parseHex("fff")).toEqual([255, 255, 255])
    expect(parseHex("blue")).toBeNull()
    expect(parseHex("#12345")).toBeNull()
  })

  test("the strong shade of a light colour is dark enough for white text (WCAG AA)", () => {
    for (const colour of ["#3b82f6", "#10b981", "#facc15", "#ffffff", "#a3e635"]) {
      expect(contrastWithWhite(strongShade(colour))).toBeGreaterThanOrEqual(4.5)
    }
  })

  test("a colour that already passes is kept as it is", () => {
    expect(strongShade("#1e3a8a")).toBe("#1e3a8a")
  })

  test("the soft tint is close to white", () => {
    expect(contrastWithWhite(softTint("#3b82f6"))).toBeLessThan(1.2)
  })

  test("an invalid setting falls back to the default colours instead of breaking the page", () => {
    const variables = brandVariables("not a colour", "#10b981")
    expect(variables["--brand"]).toBe("#3b82f6")
    expect(variables["--accent"]).toBe("#10b981")
  })
})
