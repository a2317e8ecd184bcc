import { describe, expect, test } from "vitest"
import { hasMore, nextLimit, pageOf, pageSize } from "./paging.ts"

describe("paged lists", () => {
  const rows = Array.from({ length: 123 }, (_, index) => index + 1)

  test("a page is 50 rows, and the first page is the first 50 matching", () => {
    expect(pageSize).toBe(50)
    expect(pageOf(rows, pageSize)).toEqual(rows.slice(0, 50))
  })

  test("each Show more adds a page, until every row is drawn", () => {
    let limit = pageSize
    const drawn: number[] = []
    while (hasMore(pageOf(rows, limit).length, rows.length)) {
      drawn.push(pageOf(rows, limit).length)
      limit = nextLimit(limit)
    }
    drawn.push(pageOf(rows, limit).length)
    expect(drawn).toEqual([50, 100, 123])
    expect(pageOf(rows, limit)).toEqual(rows)
  })

  test("a list shorter than a page is drawn whole, with nothing more to show", () => {
    const few = rows.slice(0, 7)
    expect(pageOf(few, pageSize)).toBe(few)
    expect(hasMore(7, 7)).toBe(false)
    expect(pageOf([], pageSize)).toEqual([])
  })

  test("the next limit is a page beyond at least one page", () => {
    expect(nextLimit(50)).toBe(100)
    expect(nextLimit(0)).toBe(100)
    expect(nextLimit(120)).toBe(170)
  })
})
