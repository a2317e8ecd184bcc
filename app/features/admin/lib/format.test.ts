import { describe, expect, test } from "vitest"
import { formatDate, initialOf, truncateText, withOverflow } from "./format.ts"

describe("display rules", () => {
  test("a URL longer than 30 characters is cut at 30 plus an ellipsis", () => {
    const url = "https://example.com/a/very/long/path/to/tool"
    expect(truncateText(url)).toBe(`${url.slice(0, 30)}...`)
    expect(truncateText("https://example.com")).toBe("https://example.com")
    expect(truncateText("x".repeat(30))).toBe("x".repeat(30))
  })
  test("a missing URL is a dash", () => {
    expect(truncateText(null)).toBe("-")
    expect(truncateText("")).toBe("-")
  })
  test("at most 3 items are shown and the rest counted for +N", () => {
    expect(withOverflow([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], hidden: 2 })
    expect(withOverflow([1, 2])).toEqual({ shown: [1, 2], hidden: 0 })
  })
  test("initial letters are upper-cased and work for Chinese names", () => {
    expect(initialOf(" alice")).toBe("A")
    expect(initialOf("智能客服")).toBe("智")
    expect(initialOf("")).toBe("?")
  })
  test("dates are year-month-day", () => {
    expect(formatDate("2026-03-04T10:00:00.000Z", "en")).toBe("2026-03-04")
    expect(formatDate("2026-03-04T10:00:00.000Z", "zh-CN")).toBe("2026年3月4日")
    expect(formatDate("not a date", "zh-CN")).toBe("-")
  })
})
