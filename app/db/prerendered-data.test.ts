import { describe, expect, it } from "vitest"
import {
  afterHydration,
  awaitingCatchUp,
  beginHydration,
  beginMatchingRender,
  endHydration,
  endMatchingRender,
  pageAheadOf,
  pageCursorKey,
} from "./prerendered-data.ts"

describe("the local database's answers during a prerendered page's hydration", () => {
  it("are applied at once when no page is hydrating", () => {
    const applied: string[] = []
    afterHydration(() => applied.push("settings"))
    expect(applied).toEqual(["settings"])
  })

  it("wait until the hydration has ended, then are applied in the order they came", () => {
    const applied: string[] = []
    beginHydration()
    afterHydration(() => applied.push("settings"))
    afterHydration(() => applied.push("employees"))
    expect(applied).toEqual([])
    endHydration()
    expect(applied).toEqual(["settings", "employees"])
    // Once the page is hydrated, an answer is applied as it comes.
    afterHydration(() => applied.push("teams"))
    expect(applied).toEqual(["settings", "employees", "teams"])
  })
})

describe("a page the server rendered, newer than the local database", () => {
  it("stays ahead of a database that has pulled less than the page's seq, until one has pulled that far", () => {
    beginMatchingRender(new Map<string, unknown>([[pageCursorKey, 40]]))
    expect(awaitingCatchUp()).toBe(true)
    expect(pageAheadOf(0)).toBe(true)
    expect(pageAheadOf(39)).toBe(true)
    expect(pageAheadOf(40)).toBe(false)
    // Queries stop asking once one has seen the pull; an answer read before it is still behind.
    expect(awaitingCatchUp()).toBe(false)
    expect(pageAheadOf(12)).toBe(true)
    endMatchingRender()
  })

  it("is never ahead when it does not say its seq (the app's own kept page) or no page is hydrating", () => {
    beginMatchingRender(new Map<string, unknown>([["employees", { status: "loaded", data: [] }]]))
    expect(pageAheadOf(0)).toBe(false)
    endMatchingRender()
    expect(awaitingCatchUp()).toBe(false)
    expect(pageAheadOf(0)).toBe(false)
  })
})
