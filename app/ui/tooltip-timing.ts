/**
 * When a tooltip opens: 700 ms after hover or focus, or at once when another tooltip closed less than
 * 300 ms ago (the spec's skip delay). react-aria's own cooldown is fixed at 500 ms or more, so the
 * timing lives here and <Tooltip> drives react-aria's trigger as a controlled component.
 */
export const tooltipDelay = 700
export const tooltipSkipDelay = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

/** Milliseconds to wait before opening, given the current time. */
export const openDelayAt = (now: number): number =>
  now - lastClosedAt <= tooltipSkipDelay ? 0 : tooltipDelay

export const noteTooltipClosed = (now: number): void => {
  lastClosedAt = now
}
