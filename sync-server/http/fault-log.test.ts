import { describe, expect, test } from "vitest"
import { faultLog } from "./fault-log.ts"

describe("the fault log: every server fault whole, up to a number a minute, then counted", () => {
  const setUp = (perWindow = 3) => {
    let now = 0
    const lines: unknown[] = []
    const log = faultLog({ perWindow, windowMs: 60_000, now: () => now, log: (item) => lines.push(item) })
    return { log, lines, at: (ms: number) => (now = ms) }
  }

  test("faults within the limit are logged whole (the error itself, with its stack)", () => {
    const { log, lines } = setUp()
    const errors = [new Error("a"), new Error("b"), new Error("c")]
    for (const error of errors) log(error)
    expect(lines).toEqual(errors)
  })

  test("past the limit, one line says so and the rest of the minute is counted; the next minute logs the count", () => {
    const { log, lines, at } = setUp()
    for (let index = 0; index < 1_000; index++) log(new Error(`fault ${index}`))
    expect(lines).toHaveLength(4)
    expect(lines[3]).toMatch(/over 3 server errors this minute/)
    at(60_000)
    const later = new Error("later")
    log(later)
    expect(lines.slice(4)).toEqual([expect.stringMatching(/^997 more server error\(s\)/), later])
  })

  test("a flood for an hour logs a bounded number of lines", () => {
    const { log, lines, at } = setUp(30)
    for (let second = 0; second < 3_600; second++) {
      at(second * 1_000)
      for (let index = 0; index < 20; index++) log("flood")
    }
    // 30 whole plus 2 lines a minute, 60 minutes.
    expect(lines.length).toBeLessThanOrEqual(60 * 32)
  })
})
