import { describe, expect, test } from "vitest"
import { pastActions, scheduleProblems, schedulePayloadOf, scheduleValuesOf } from "./schedule-values.ts"

describe("the schedule fields of a form", () => {
  test("a row's instants read as wall-clock times in the site's zone, and back to the same instants", () => {
    const row = { publishAt: "2026-12-07T01:00:00.000Z", unpublishAt: null }
    const values = scheduleValuesOf(row, "Asia/Shanghai")
    expect(values).toEqual({ publishAt: "2026-12-07T09:00", unpublishAt: "" })
    expect(schedulePayloadOf(values, "Asia/Shanghai")).toEqual({
      publishAt: "2026-12-07T01:00:00.000Z",
      unpublishAt: null,
    })
    // The same instant is another wall-clock time in another zone; a row without the fields is empty.
    expect(scheduleValuesOf(row, "Europe/Berlin").publishAt).toBe("2026-12-07T02:00")
    expect(scheduleValuesOf({}, "Asia/Shanghai")).toEqual({ publishAt: "", unpublishAt: "" })
    expect(scheduleValuesOf(null, "Asia/Shanghai")).toEqual({ publishAt: "", unpublishAt: "" })
  })

  test("a time the zone skips is refused as such, never moved to another hour", () => {
    const values = { publishAt: "2026-03-29T02:30", unpublishAt: "" }
    expect(scheduleProblems(values, "Europe/Berlin")).toEqual({ publishAt: "schedule.nonexistent" })
    // Sent as typed, it is no instant: the entity's schema refuses it too.
    expect(schedulePayloadOf(values, "Europe/Berlin").publishAt).toBe("2026-03-29T02:30")
    // Shanghai has no summer time: the same wall-clock time exists there.
    expect(scheduleProblems(values, "Asia/Shanghai")).toEqual({})
  })

  test("what is not a time, and an unpublish at or before its publish, are named on their field", () => {
    expect(scheduleProblems({ publishAt: "2026-02-30T09:00", unpublishAt: "soon" }, "Asia/Shanghai")).toEqual(
      {
        publishAt: "schedule.time",
        unpublishAt: "schedule.time",
      },
    )
    expect(
      scheduleProblems({ publishAt: "2026-12-07T09:00", unpublishAt: "2026-12-07T09:00" }, "Asia/Shanghai"),
    ).toEqual({ unpublishAt: "schedule.unpublishBeforePublish" })
    expect(
      scheduleProblems({ publishAt: "2026-12-07T09:00", unpublishAt: "2026-12-07T09:01" }, "Asia/Shanghai"),
    ).toEqual({})
    expect(scheduleProblems({ publishAt: " ", unpublishAt: "" }, "Asia/Shanghai")).toEqual({})
  })

  test("a confirmation is asked for a time the save sets in the past, not for one the row already had", () => {
    const now = Date.parse("2026-12-07T01:00:00.000Z")
    const past = "2026-12-07T00:59:00.000Z"
    const future = "2026-12-07T01:01:00.000Z"
    expect(pastActions({ publishAt: past, unpublishAt: future }, null, now)).toEqual(["publish"])
    expect(pastActions({ publishAt: "2026-12-07T01:00:00.000Z" }, null, now)).toEqual(["publish"])
    expect(pastActions({ publishAt: null, unpublishAt: past }, { unpublishAt: null }, now)).toEqual([
      "unpublish",
    ])
    expect(pastActions({ publishAt: past }, { publishAt: past }, now)).toEqual([])
    expect(pastActions({ publishAt: future, unpublishAt: null }, null, now)).toEqual([])
  })
})
