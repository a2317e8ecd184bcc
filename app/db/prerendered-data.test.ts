import { describe, expect, it } from "vitest"
import { afterHydration, beginHydration, endHydration } from "./prerendered-data.ts"

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
