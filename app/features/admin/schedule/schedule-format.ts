/**
 * How a scheduled time reads (issue 31): in the reader's language, in the site's time zone with the
 * zone named, since the time was picked in that zone ("2026-12-07 09:00 GMT+8", "2026年12月7日 09:00
 * GMT+8"). Dates keep the spec's year-month-day order (lib/format.ts).
 */
const partsOf = (ms: number, language: string, zone: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(language === "en" ? "en-CA" : "zh-CN", { timeZone: zone, ...options })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  )

/** A schedule's instant as the reader reads it; "-" for what is no time. */
export const formatScheduleTime = (iso: string, language: string, zone: string): string => {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) return "-"
  const time = partsOf(ms, language, zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
  const zoneName = partsOf(ms, language, zone, { timeZoneName: "short" }).timeZoneName ?? zone
  const date =
    language === "en"
      ? new Intl.DateTimeFormat("en-CA", {
          timeZone: zone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
        }).format(ms)
      : new Intl.DateTimeFormat("zh-CN", {
          timeZone: zone,
          year: "numeric",
          month: "long",
          day: "numeric",
        }).format(ms)
  return `${date} ${time.hour}:${time.minute} ${zoneName}`
}

/** The zone as the schedule fields' hint names it: "China Standard Time, Asia/Shanghai". */
export const zoneLabel = (language: string, zone: string): string => {
  const long = partsOf(Date.now(), language, zone, { timeZoneName: "long" }).timeZoneName
  return long === undefined || long === zone ? zone : `${long}${language === "en" ? ", " : "，"}${zone}`
}
