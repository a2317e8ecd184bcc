/**
 * Delay before the next attempt after a retryable failure: exponential from 1 s, capped at about a
 * minute, with "full jitter" so many devices coming back online do not retry in step. Attempts are
 * stored in the entry, so the schedule survives a reload; an `online` event skips the wait.
 */
export const backoffCapMs = 60_000

export const backoffDelay = (attempts: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(backoffCapMs, 1000 * 2 ** Math.max(0, attempts))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
