/**
 * The activity log's filters as they live in the address (so a reload or a shared link keeps them),
 * and as GET /api/activity takes them: a chosen day is the person's local day, sent as full ISO
 * date-times, `from` at its local midnight (inclusive) and `to` at the next local midnight (exclusive).
 */
import {
  type AuditAction,
  type AuditEntity,
  auditActions,
  auditEntities,
} from "../../../../schema/audit-vocabulary.ts"
import type { ActivityFilters } from "../audit/audit-api.ts"

/** The search params of /systemadmin/activity. Days are `YYYY-MM-DD` in the person's time zone. */
export interface ActivitySearch {
  readonly actor?: number
  readonly entity?: AuditEntity
  readonly action?: AuditAction
  /** First day shown (inclusive). */
  readonly from?: string
  /** Last day shown (inclusive: the request's `to` is the start of the day after). */
  readonly to?: string
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day's parts, or undefined for anything else (2026-02-31 included). */
const dayParts = (text: string): [number, number, number] | undefined => {
  const match = dayPattern.exec(text)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? [year, month, day]
    : undefined
}

export const isDay = (value: unknown): value is string =>
  typeof value === "string" && dayParts(value) !== undefined

const oneOf = <T extends string>(values: ReadonlyArray<T>, value: unknown): T | undefined =>
  values.find((known) => known === value)

/**
 * The router's `validateSearch`: keeps what is valid and drops the rest, so an edited or stale
 * address opens the screen with the filters that still make sense instead of an error.
 */
export const validateActivitySearch = (search: Record<string, unknown>): ActivitySearch => {
  const actor = Number(search.actor)
  return {
    ...(Number.isSafeInteger(actor) && actor > 0 ? { actor } : {}),
    ...(oneOf(auditEntities, search.entity) === undefined ? {} : { entity: search.entity as AuditEntity }),
    ...(oneOf(auditActions, search.action) === undefined ? {} : { action: search.action as AuditAction }),
    ...(isDay(search.from) ? { from: search.from } : {}),
    ...(isDay(search.to) ? { to: search.to } : {}),
  }
}

/** The local midnight that starts the day, `days` days after it, as an ISO date-time. */
export const localMidnight = (day: string, days = 0): string => {
  const parts = dayParts(day)
  if (parts === undefined) throw new Error(`not a day: ${day}`)
  const [year, month, date] = parts
  // The Date constructor counts in local time and rolls over months and DST changes by itself.
  return new Date(year, month - 1, date + days).toISOString()
}

/** The last day comes before the first: nothing can match, the screen says why instead of asking. */
export const isBackwards = (search: ActivitySearch): boolean =>
  search.from !== undefined && search.to !== undefined && search.to < search.from

/** What GET /api/activity is asked for these filters. */
export const toApiFilters = (search: ActivitySearch): ActivityFilters => ({
  actor: search.actor,
  entity: search.entity,
  action: search.action,
  from: search.from === undefined ? undefined : localMidnight(search.from),
  to: search.to === undefined ? undefined : localMidnight(search.to, 1),
})

export const hasFilters = (search: ActivitySearch): boolean =>
  search.actor !== undefined ||
  search.entity !== undefined ||
  search.action !== undefined ||
  search.from !== undefined ||
  search.to !== undefined
