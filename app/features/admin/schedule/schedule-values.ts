/**
 * Between the schedule fields of a form and a row (issue 31): the form holds wall-clock times in the
 * site's time zone ("2026-12-07T09:00", what `<input type="datetime-local">` gives, "" for none), the
 * row and the server the instants. Pure, so the time-zone cases are tested without a browser.
 */
import { type MessageCode } from "../../../../schema/messages.ts"
import { scheduleFieldOf, scheduleProblem, type ScheduleAction } from "../../../../schema/schedule.ts"
import { instantOfWallClock, wallClockAt } from "../../../../schema/zoned-time.ts"
import type { FormValues } from "../lib/form-values.ts"
import { textOf } from "../lib/form-values.ts"

export const scheduleFields = ["publishAt", "unpublishAt"] as const
export type ScheduleField = (typeof scheduleFields)[number]

const instantMs = (value: unknown): number | undefined =>
  typeof value === "string" && Number.isFinite(Date.parse(value)) ? Date.parse(value) : undefined

/** The form's values for a row's schedule: its instants as wall-clock times in `zone`. */
export const scheduleValuesOf = (
  row: Readonly<Record<string, unknown>> | null,
  zone: string,
): Record<ScheduleField, string> => {
  const at = (field: ScheduleField) => {
    const ms = instantMs(row?.[field])
    return ms === undefined ? "" : wallClockAt(ms, zone)
  }
  return { publishAt: at("publishAt"), unpublishAt: at("unpublishAt") }
}

/**
 * What the form sends: each field's instant, null when empty. A time that is no instant is sent as
 * typed, so the entity's schema refuses it with its message; `scheduleProblems` says it first.
 */
export const schedulePayloadOf = (values: FormValues, zone: string): Record<ScheduleField, string | null> => {
  const instant = (field: ScheduleField) => {
    const local = textOf(values, field).trim()
    if (local === "") return null
    const result = instantOfWallClock(local, zone)
    return result.ok ? result.instant : local
  }
  return { publishAt: instant("publishAt"), unpublishAt: instant("unpublishAt") }
}

/** Each field's problem as a message code: not a time, skipped by the zone's clocks, or out of order. */
export const scheduleProblems = (
  values: FormValues,
  zone: string,
): Partial<Record<ScheduleField, MessageCode>> => {
  const problems: Partial<Record<ScheduleField, MessageCode>> = {}
  const instants: Record<string, string> = {}
  for (const field of scheduleFields) {
    const local = textOf(values, field).trim()
    if (local === "") continue
    const result = instantOfWallClock(local, zone)
    if (result.ok) instants[field] = result.instant
    else problems[field] = result.reason === "nonexistent" ? "schedule.nonexistent" : "schedule.time"
  }
  if (problems.unpublishAt === undefined && scheduleProblem(instants) === "unpublishAt")
    problems.unpublishAt = "schedule.unpublishBeforePublish"
  return problems
}

/**
 * The actions this save sets to a time already past at `nowMs` (asked for a confirmation: saving
 * carries them out at once). Only a time the save changes: one the row already had is not asked again.
 */
export const pastActions = (
  payload: Readonly<Record<string, unknown>>,
  row: Readonly<Record<string, unknown>> | null,
  nowMs: number,
): ScheduleAction[] =>
  (["publish", "unpublish"] as const).filter((action) => {
    const field = scheduleFieldOf[action]
    const ms = instantMs(payload[field])
    return ms !== undefined && ms <= nowMs && payload[field] !== row?.[field]
  })
