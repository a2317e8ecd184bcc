import { describe, expect, it } from "vitest"
import {
  listFirstKey,
  listKeyParts,
  listPagesKey,
  pageCountOf,
  pageParamOf,
  pageSize,
  routePageOf,
  rowsOfPages,
} from "./list-paging.ts"

describe("the public lists' paging rules", () => {
  it("counts whole pages of twelve, an empty list being one page", () => {
    expect(pageSize).toBe(12)
    expect([0, 1, 12, 13, 24, 1006].map(pageCountOf)).toEqual([1, 1, 1, 2, 2, 84])
  })

  it("gives the rows of a range of pages", () => {
    const rows = Array.from({ length: 30 }, (_, index) => index + 1)
    expect(rowsOfPages(rows, 1, 1)).toEqual(rows.slice(0, 12))
    expect(rowsOfPages(rows, 2, 3)).toEqual(rows.slice(12))
    expect(rowsOfPages(rows, 4, 4)).toEqual([])
  })

  it("reads an address's ?page=: a page from 2, page 1 and anything else redirected", () => {
    expect(pageParamOf(undefined)).toEqual({ kind: "first" })
    expect(pageParamOf("2")).toEqual({ kind: "page", page: 2 })
    expect(pageParamOf("99999")).toEqual({ kind: "page", page: 99999 })
    for (const value of ["1", "0", "-1", "abc", "2.5", "", " 2", "1234567890123456", ["2", "3"], { a: "2" }])
      expect(pageParamOf(value), JSON.stringify(value)).toEqual({ kind: "redirect" })
  })

  it("reads a route's page as the router gives it (a number), 1 for anything else", () => {
    expect([2, "3", 1, 0, -2, 2.5, "x", undefined, 2 ** 60].map(routePageOf)).toEqual([
      2, 3, 1, 1, 1, 1, 1, 1, 1,
    ])
  })

  it("names page ranges and first rows by key, and reads them back; absurd keys are none", () => {
    expect(listKeyParts(listPagesKey("posts", 3, 4))).toEqual({
      kind: "pages",
      list: "posts",
      from: 3,
      to: 4,
    })
    expect(listKeyParts(listFirstKey("employees", 3))).toEqual({ kind: "first", list: "employees", count: 3 })
    for (const key of [
      "posts",
      "posts:pages:0-1",
      "posts:pages:3-2",
      "posts:pages:1-9",
      "users:pages:1-1",
      "employee:3",
    ])
      expect(listKeyParts(key), key).toBeUndefined()
  })
})
