import { describe, expect, it } from "vitest"
import { maxPagesShown } from "../../../../shared/list-paging.ts"
import { withEarlierPage, withNextPage } from "./page-window.ts"

describe("the pages a list holds on screen", () => {
  it("grows by a page at the end up to the limit, then drops its first page", () => {
    expect(maxPagesShown).toBe(3)
    let window = { from: 1, to: 1 }
    window = withNextPage(window)
    expect(window).toEqual({ from: 1, to: 2 })
    window = withNextPage(withNextPage(window))
    expect(window).toEqual({ from: 2, to: 4 })
  })

  it("grows by a page at the start, never before the first, dropping its last page at the limit", () => {
    expect(withEarlierPage({ from: 5, to: 5 })).toEqual({ from: 4, to: 5 })
    expect(withEarlierPage({ from: 4, to: 6 })).toEqual({ from: 3, to: 5 })
    expect(withEarlierPage({ from: 1, to: 2 })).toEqual({ from: 1, to: 2 })
  })
})
