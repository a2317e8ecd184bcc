import { describe, expect, test } from "vitest"
import {
  hasFilters,
  isBackwards,
  localMidnight,
  toApiFilters,
  validateActivitySearch,
} from "./activity-search.ts"

describe("the activity log's address", () => {
  test("keeps valid filters and drops the rest", () => {
    expect(
      validateActivitySearch({
        actor: 3,
        entity: "employees",
        action: "login_failed",
        from: "2026-11-01",
        to: "2026-11-25",
      }),
    ).toEqual({ actor: 3, entity: "employees", action: "login_failed", from: "2026-11-01", to: "2026-11-25" })
    expect(
      validateActivitySearch({
        actor: "admin",
        entity: "secrets",
        action: "erase",
        from: "2026-02-31",
        to: "yesterday",
      }),
    ).toEqual({})
    expect(validateActivitySearch({ actor: -1, from: "2026-1-5" })).toEqual({})
    expect(validateActivitySearch({ actor: "7" })).toEqual({ actor: 7 })
  })

  test("says whether a filter is set and whether the days are backwards", () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ to: "2026-11-25" })).toBe(true)
    expect(isBackwards({ from: "2026-11-25", to: "2026-11-24" })).toBe(true)
    expect(isBackwards({ from: "2026-11-25", to: "2026-11-25" })).toBe(false)
  })
})

describe("the days sent to the server", () => {
  test("are local midnights: the chosen day inclusive, the day after the last one exclusive", () => {
    // The test runs in whatever zone the machine has: compare with the local clock's own midnights.
    const from = localMidnight("2026-11-25")
    expect(new Date(from).getHours()).toBe(0)
    expect(new Date(from).getDate()).toBe(25)
    const filters = toApiFilters({ from: "2026-11-25", to: "2026-11-25", action: "login" })
    expect(filters).toEqual({
      actor: undefined,
      entity: undefined,
      action: "login",
      from,
      to: new Date(2026, 10, 26).toISOString(),
    })
  })

  test("roll over the end of a month and a year", () => {
    expect(localMidnight("2026-12-31", 1)).toBe(new Date(2027, 0, 1).toISOString())
    expect(localMidnight("2026-02-28", 1)).toBe(new Date(2026, 2, 1).toISOString())
  })

  test("are full ISO date-times the server accepts", () => {
    expect(localMidnight("2026-11-25")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})
