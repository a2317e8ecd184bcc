import { expect, test } from "vitest"
import { instantOfWallClock, isTimeZone, wallClockAt } from "./zoned-time.ts"

test("a wall-clock time in Shanghai is eight hours ahead of UTC, all year", () => {
  expect(instantOfWallClock("2026-12-01T09:00", "Asia/Shanghai")).toEqual({
    ok: true,
    instant: "2026-12-01T01:00:00.000Z",
  })
  expect(instantOfWallClock("2026-07-01T00:30", "Asia/Shanghai")).toEqual({
    ok: true,
    instant: "2026-06-30T16:30:00.000Z",
  })
  expect(wallClockAt(Date.parse("2026-06-30T16:30:00.000Z"), "Asia/Shanghai")).toBe("2026-07-01T00:30")
})

test("a time skipped when the clocks go forward does not exist; one repeated takes the earlier", () => {
  // Berlin, 29 March 2026: 02:00 becomes 03:00.
  expect(instantOfWallClock("2026-03-29T02:30", "Europe/Berlin")).toEqual({
    ok: false,
    reason: "nonexistent",
  })
  expect(instantOfWallClock("2026-03-29T03:00", "Europe/Berlin")).toEqual({
    ok: true,
    instant: "2026-03-29T01:00:00.000Z",
  })
  // Berlin, 25 October 2026: 03:00 goes back to 02:00, so 02:30 happens at 00:30 and 01:30 UTC.
  expect(instantOfWallClock("2026-10-25T02:30", "Europe/Berlin")).toEqual({
    ok: true,
    instant: "2026-10-25T00:30:00.000Z",
  })
  // New York, 8 March 2026: 02:00 becomes 03:00.
  expect(instantOfWallClock("2026-03-08T02:15", "America/New_York")).toEqual({
    ok: false,
    reason: "nonexistent",
  })
})

test("every wall-clock time read back from an instant gives that instant again", () => {
  for (const zone of [
    "Asia/Shanghai",
    "Europe/Berlin",
    "America/New_York",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
  ])
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60 * 60 * 1000 + 60_000) {
      const local = wallClockAt(ms, zone)
      const back = instantOfWallClock(local, zone)
      expect(back.ok).toBe(true)
      // A repeated hour gives the earlier instant: the same wall-clock time, never a later one.
      if (back.ok) {
        expect(wallClockAt(Date.parse(back.instant), zone)).toBe(local)
        expect(Date.parse(back.instant)).toBeLessThanOrEqual(Math.floor(ms / 60_000) * 60_000)
      }
    }
})

test("what is not a wall-clock time, or not a time zone, is invalid", () => {
  for (const local of [
    "2026-02-30T09:00",
    "2026-12-01 09:00",
    "2026-12-01T24:00",
    "2026-13-01T09:00",
    "",
    "tomorrow",
  ])
    expect(instantOfWallClock(local, "Asia/Shanghai")).toEqual({ ok: false, reason: "invalid" })
  expect(instantOfWallClock("2026-12-01T09:00", "Mars/Olympus")).toEqual({ ok: false, reason: "invalid" })
  expect(isTimeZone("Asia/Shanghai")).toBe(true)
  expect(isTimeZone("Mars/Olympus")).toBe(false)
})
