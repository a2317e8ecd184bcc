import { describe, expect, it } from "vitest"
import { nextKeptState, parseKeptState, refreshDue, refreshIntervalMs } from "./kept-state.ts"

describe("parseKeptState", () => {
  it("reads what writeKeptState stores", () => {
    const state = { savedAt: "2026-11-28T09:00:00.000Z", refreshedAt: "2026-11-28T10:00:00.000Z", missing: 0 }
    expect(parseKeptState(JSON.stringify(state))).toEqual(state)
  })
  it("takes nothing else for it", () => {
    for (const text of [null, "", "x", "null", "[]", '{"savedAt":"x","refreshedAt":"x","missing":0}'])
      expect(parseKeptState(text), String(text)).toBeUndefined()
    expect(
      parseKeptState('{"savedAt":"2026-11-28T09:00:00Z","refreshedAt":"2026-11-28T09:00:00Z","missing":-1}'),
    ).toBeUndefined()
  })
})

describe("nextKeptState and refreshDue", () => {
  const at = new Date("2026-11-28T10:00:00.000Z")
  it("keeps the first save's date and stamps each refresh", () => {
    const first = nextKeptState(undefined, at, 2)
    expect(first).toEqual({ savedAt: at.toISOString(), refreshedAt: at.toISOString(), missing: 2 })
    const later = new Date(at.getTime() + 60_000)
    expect(nextKeptState(first, later, 0)).toEqual({
      savedAt: at.toISOString(),
      refreshedAt: later.toISOString(),
      missing: 0,
    })
  })
  it("is due for a device that kept the site: at once while something is missing, else after the interval", () => {
    const complete = nextKeptState(undefined, at, 0)
    expect(refreshDue(undefined, at.getTime() + refreshIntervalMs)).toBe(false)
    expect(refreshDue(complete, at.getTime() + 1000)).toBe(false)
    expect(refreshDue(complete, at.getTime() + refreshIntervalMs)).toBe(true)
    expect(refreshDue(nextKeptState(undefined, at, 1), at.getTime() + 1000)).toBe(true)
  })
})
