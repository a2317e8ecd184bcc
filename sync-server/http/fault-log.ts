/**
 * The log of server faults (the errors answered 500, in both apps). Each is logged whole, stack and
 * all (about 1 KB), but at most `perWindow` per minute: past that the rest of the minute's are counted,
 * and the count is logged when the next one comes. Bad input is refused with a 4xx before it can fail
 * (input-checks.ts, record-id.ts), so a 500 is the server's own fault, but should one ever be
 * reachable from outside, an anonymous client repeating it still cannot grow the log without bound.
 */

export interface FaultLogOptions {
  /** Faults logged whole per window (default 30). */
  readonly perWindow?: number
  readonly windowMs?: number
  readonly now?: () => number
  readonly log?: (...items: unknown[]) => void
}

export type FaultLog = (error: unknown) => void

export const faultLog = (options: FaultLogOptions = {}): FaultLog => {
  const perWindow = options.perWindow ?? 30
  const windowMs = options.windowMs ?? 60_000
  const now = options.now ?? Date.now
  const log = options.log ?? ((...items: unknown[]) => console.error(...items))
  let windowStart = Number.NEGATIVE_INFINITY
  let inWindow = 0
  let counted = 0
  return (error) => {
    const at = now()
    if (at - windowStart >= windowMs) {
      if (counted > 0) log(`${counted} more server error(s) of the window before were counted, not logged`)
      windowStart = at
      inWindow = 0
      counted = 0
    }
    inWindow++
    if (inWindow <= perWindow) return log(error)
    if (counted++ === 0)
      log(`over ${perWindow} server errors this minute: the rest of this minute's are counted, not logged`)
  }
}

/** The process's fault log, shared by the main app and the media app. */
export const logServerFault: FaultLog = faultLog()
