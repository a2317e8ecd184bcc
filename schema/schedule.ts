/**
 * Scheduled publishing (issue 31, item 1): a post, a project or a tool may carry the instant it goes
 * public (`publishAt`) and the instant it stops being public (`unpublishAt`), as ISO-8601 UTC
 * instants. The server carries them out at their minute (sync-server/schedule/), and a write whose
 * schedule is already due is carried out by that write itself (`dueChanges`), so a schedule set
 * offline that arrives late publishes at once, once.
 *
 * The editor picks a wall-clock time in the site's time zone (schema/zoned-time.ts); what is stored
 * and synced is the instant, the same for every reader whatever their zone.
 */
import { Schema } from "effect"
import type { EntityName } from "./sync.ts"

/** The kinds that can be scheduled, and the switch that makes each public. */
export const publishSwitchOf = {
  blogPosts: "isPublished",
  projects: "isActive",
  tools: "isActive",
} as const satisfies Partial<Record<EntityName, string>>

export type SchedulableEntity = keyof typeof publishSwitchOf

export const schedulableEntities = Object.keys(publishSwitchOf) as ReadonlyArray<SchedulableEntity>

export const isSchedulable = (entity: EntityName): entity is SchedulableEntity => entity in publishSwitchOf

export type ScheduleAction = "publish" | "unpublish"

export const scheduleFieldOf = { publish: "publishAt", unpublish: "unpublishAt" } as const

/** Instants from 2000 to 2199: "2026-12-01T01:00:00.000Z" (what Date#toISOString writes). */
const instantPattern = /^2[01]\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/

export const isInstant = (value: string): boolean =>
  instantPattern.test(value) && Number.isFinite(Date.parse(value))

/** A schedule's instant, or null for none. */
export const ScheduleInstant = Schema.NullOr(
  Schema.String.check(Schema.makeFilter<string>((value) => isInstant(value), { message: "schedule.time" })),
)

/**
 * The row's fields, null when nothing is scheduled (migration 017 gave stored rows both; a device may
 * still hold a row from before it, without them, until that row changes: read a missing one as null).
 */
export const scheduleRowFields = {
  publishAt: Schema.NullOr(Schema.String),
  unpublishAt: Schema.NullOr(Schema.String),
}

/** A row with nothing scheduled. */
export const noSchedule = { publishAt: null, unpublishAt: null } as const

/** What a create or an update may send. */
export const scheduleWriteFields = {
  publishAt: Schema.optionalKey(ScheduleInstant),
  unpublishAt: Schema.optionalKey(ScheduleInstant),
}

const instantMs = (value: unknown): number | undefined =>
  typeof value === "string" && isInstant(value) ? Date.parse(value) : undefined

/** The instant each action of `row` is due at, when it has one. */
export const dueTimesOf = (
  row: Readonly<Record<string, unknown>>,
): Record<ScheduleAction, number | undefined> => ({
  publish: instantMs(row.publishAt),
  unpublish: instantMs(row.unpublishAt),
})

/**
 * A schedule that contradicts itself: an unpublish at or before the publish it would undo. Answers
 * the field to blame, or undefined.
 */
export const scheduleProblem = (row: Readonly<Record<string, unknown>>): "unpublishAt" | undefined => {
  const { publish, unpublish } = dueTimesOf(row)
  return publish !== undefined && unpublish !== undefined && unpublish <= publish ? "unpublishAt" : undefined
}

/**
 * What settling the schedule of `row` at `nowMs` changes:
 * - the actions due carried out (the public switch set, the field cleared: each is done once), a
 *   publish before an unpublish, in time order;
 * - an action that has become moot dropped: a publish of a row already public (published by hand
 *   before its time), an unpublish of a row not public with no publish to come (unpublished by hand).
 * Empty when there is nothing to settle.
 */
export const dueChanges = (
  entity: SchedulableEntity,
  row: Readonly<Record<string, unknown>>,
  nowMs: number,
): Record<string, unknown> => {
  const due = dueTimesOf(row)
  const changes: Record<string, unknown> = {}
  const actions = (["publish", "unpublish"] as const)
    .filter((action) => (due[action] ?? Infinity) <= nowMs)
    .sort((a, b) => (due[a] ?? 0) - (due[b] ?? 0))
  for (const action of actions) {
    changes[publishSwitchOf[entity]] = action === "publish"
    changes[scheduleFieldOf[action]] = null
  }
  const settled = { ...row, ...changes }
  const isPublic = settled[publishSwitchOf[entity]] === true
  const after = dueTimesOf(settled)
  if (isPublic && after.publish !== undefined) changes.publishAt = null
  if (!isPublic && after.publish === undefined && after.unpublish !== undefined) changes.unpublishAt = null
  return changes
}
