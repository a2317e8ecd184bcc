/** Where a pasted or dropped picture's Markdown goes in a body. */
import { describe, expect, test } from "vitest"
import { escapeAlt, insertPicture } from "./insert-picture.ts"

const address = "local-media:0b7e4f0c-1d2e-4a5b-8c9d-0e1f2a3b4c5d"

describe("insertPicture", () => {
  test("at the caret, as a block of its own, the caret after it", () => {
    const result = insertPicture("第一段。第二段。", { start: 4, end: 4 }, "图", address)
    expect(result.text).toBe(`第一段。\n\n![图](${address})\n\n第二段。`)
    expect(result.text.slice(0, result.caret)).toBe(`第一段。\n\n![图](${address})\n\n`)
  })

  test("replaces a selection; at the end without a caret; no extra blank lines", () => {
    expect(insertPicture("a\n\nXX\n\nb", { start: 3, end: 5 }, "x", address).text).toBe(
      `a\n\n![x](${address})\n\nb`,
    )
    expect(insertPicture("", undefined, "x", address).text).toBe(`![x](${address})`)
    expect(insertPicture("text\n", undefined, "x", address).text).toBe(`text\n\n![x](${address})`)
  })

  test("escapes brackets in the alt text so it cannot end early", () => {
    expect(escapeAlt("a [b] \\ c")).toBe("a \\[b\\] \\\\ c")
    expect(insertPicture("", undefined, "see ]( x", address).text).toBe(`![see \\]( x](${address})`)
  })
})
