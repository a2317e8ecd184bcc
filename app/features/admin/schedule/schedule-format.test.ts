import { expect, test } from "vitest"
import { formatScheduleTime, zoneLabel } from "./schedule-format.ts"

test("a scheduled time reads in the reader's language, in the site's zone, with the zone named", () => {
  const iso = "2026-12-07T01:00:00.000Z"
  expect(formatScheduleTime(iso, "en", "Asia/Shanghai")).toBe("2026-12-07 09:00 GMT+8")
  expect(formatScheduleTime(iso, "zh-CN", "Asia/Shanghai")).toBe("2026年12月7日 09:00 GMT+8")
  // Late in the evening in UTC is the next day in Shanghai.
  expect(formatScheduleTime("2026-12-07T20:30:00.000Z", "en", "Asia/Shanghai")).toBe("2026-12-08 04:30 GMT+8")
  expect(formatScheduleTime("soon", "en", "Asia/Shanghai")).toBe("-")
  expect(zoneLabel("en", "Asia/Shanghai")).toBe("China Standard Time, Asia/Shanghai")
  expect(zoneLabel("zh-CN", "Asia/Shanghai")).toBe("中国标准时间，Asia/Shanghai")
})
