/**
 * Wall-clock times in a named time zone, for schedules (issue 31): an editor picks "2026-12-01 09:00"
 * in the site's time zone, the server stores the instant. Node 20 and today's browsers have no
 * Temporal, so the zone's offset is read from Intl (the same tz database the browser uses).
 *
 * A wall-clock time can fail to exist (skipped when clocks go forward: 02:30 on a spring night in
 * Berlin) or happen twice (repeated when they go back). The first is refused, never moved silently to
 * another hour; the second takes the earlier instant, as Temporal's "compatible" choice does.
 */

/** "YYYY-MM-DDTHH:mm", the value of an `<input type="datetime-local">` without seconds. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

export type ZonedResult =
  | { readonly ok: true; readonly instant: string }
  | { readonly ok: false; readonly reason: "invalid" | "nonexistent" }

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** Whether `zone` names a time zone this runtime knows (an unknown one throws in Intl). */
export const isTimeZone = (zone: string): boolean => {
  try {
    formatterOf(zone)
    return true
  } catch {
    return false
  }
}

/** The wall-clock time in `zone` at `ms` (minutes; seconds dropped), as "YYYY-MM-DDTHH:mm". */
export const wallClockAt = (ms: number, zone: string): string => {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** Milliseconds of the wall-clock time read as if it were UTC (the zone's offset not applied yet). */
const asUtc = (local: string): number | undefined => {
  const match = localPattern.exec(local)
  if (match === null) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const ms = Date.UTC(year, month - 1, day, hour, minute)
  // Date.UTC rolls 2026-02-30 over to March: such a date is not a date.
  return wallClockAt(ms, "UTC") === local ? ms : undefined
}

const hourMs = 60 * 60 * 1000

/** The instant of the wall-clock time `local` in `zone`, or why there is none. */
export const instantOfWallClock = (local: string, zone: string): ZonedResult => {
  const utc = asUtc(local)
  if (utc === undefined || !isTimeZone(zone)) return { ok: false, reason: "invalid" }
  // The zone's offset a day either side covers every transition near this time (none is 14 h apart).
  const offsets = new Set([-26, -14, 0, 14, 26].map((hours) => offsetAt(utc + hours * hourMs, zone)))
  const instants = [...offsets]
    .map((offset) => utc - offset)
    .filter((ms) => wallClockAt(ms, zone) === local)
    .sort((a, b) => a - b)
  const first = instants[0]
  if (first === undefined) return { ok: false, reason: "nonexistent" }
  return { ok: true, instant: new Date(first).toISOString() }
}

/** The zone's offset from UTC at `ms`, in ms (east positive), to the minute. */
const offsetAt = (ms: number, zone: string): number => {
  const whole = Math.floor(ms / 60_000) * 60_000
  return (asUtc(wallClockAt(whole, zone)) ?? whole) - whole
}
