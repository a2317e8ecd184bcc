import { expect, test } from "vitest"
import { noteTooltipClosed, openDelayAt, tooltipDelay, tooltipSkipDelay } from "./tooltip-timing.ts"

test("a tooltip waits 700 ms, or opens at once within 300 ms of another closing", () => {
  expect(tooltipDelay).toBe(700)
  expect(tooltipSkipDelay).toBe(300)
  expect(openDelayAt(10_000)).toBe(700)
  noteTooltipClosed(10_000)
  expect(openDelayAt(10_250)).toBe(0)
  expect(openDelayAt(10_300)).toBe(0)
  expect(openDelayAt(10_301)).toBe(700)
})
