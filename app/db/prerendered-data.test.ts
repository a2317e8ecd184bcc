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
    expect(pageAheadOf({ cursor: 0, finishedAt: undefined })).toBe(true)
    // A pull that finished before this page loaded (the previous visit's) says nothing of the page.
    expect(pageAheadOf({ cursor: 39, finishedAt: performance.timeOrigin - 60_000 })).toBe(true)
    expect(pageAheadOf({ cursor: 40, finishedAt: undefined })).toBe(false)
    // Queries stop asking once one has seen the pull; an answer read before it is still behind.
    expect(awaitingCatchUp()).toBe(false)
    expect(pageAheadOf({ cursor: 12, finishedAt: undefined })).toBe(true)
    endMatchingRender()
  })

  it("is not ahead of a pull finished since the page loaded, whatever its seq (a database restored from a backup)", () => {
    beginMatchingRender(new Map<string, unknown>([[pageCursorKey, 40]]))
    expect(pageAheadOf({ cursor: 3, finishedAt: performance.timeOrigin + 1_000 })).toBe(false)
    endMatchingRender()
  })

  it("is never ahead when it does not say its seq (the app's own kept page) or no page is hydrating", () => {
    beginMatchingRender(new Map<string, unknown>([["employees", { status: "loaded", data: [] }]]))
    expect(pageAheadOf({ cursor: 0, finishedAt: undefined })).toBe(false)
    endMatchingRender()
    expect(awaitingCatchUp()).toBe(false)
    expect(pageAheadOf({ cursor: 0, finishedAt: undefined })).toBe(false)
  })
})
