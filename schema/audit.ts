/**
 * The audit trail's shared vocabulary (docs/audit.md): what the server records for every change and
 * sign-in, the queries of the history and activity routes, and the shape of one record as they answer
 * it. Shared with the back office, which reads it through GET /api/history and GET /api/activity.
 */
import { Schema } from "effect"
import {
  type AuditAction,
  type AuditEntity,
  type AutomaticActor,
  auditActions,
  auditEntities,
} from "./audit-vocabulary.ts"
import { maxRecordId } from "./fields.ts"
import type { EntityName } from "./sync.ts"

export { auditActions, auditEntities, automaticActors, isAutomaticActor } from "./audit-vocabulary.ts"
export type { AuditAction, AuditEntity, AutomaticActor } from "./audit-vocabulary.ts"

/**
 * The vocabulary's entity list is written out (no Effect there); it must stay the synced entities plus
 * `users` and `media`.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const entitiesMatchSync: Same<AuditEntity, EntityName | "users" | "media"> = true
void entitiesMatchSync

export const auditPageDefault = 50
export const auditPageMax = 200

/** The earliest device time believed: an earlier `madeAt` comes from a clock that was never set. */
export const earliestMadeAtMs = Date.UTC(2000, 0, 1)

const digits = (max: number) =>
  Schema.String.check(Schema.isPattern(new RegExp(`^\\d{1,${max}}$`), { message: "invalidValue" }))

const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** A real calendar date: Date.parse would take 2026-02-31 as March 3rd. */
const isCalendarDate = (text: string): boolean => {
  const ms = Date.parse(text.slice(0, 10))
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text.slice(0, 10)
}

/** An ISO 8601 date or date-time (`2026-11-25` is UTC midnight; the app sends full date-times). */
const isoDate = Schema.String.check(
  Schema.makeFilter<string>(
    (text) => isoDatePattern.test(text) && isCalendarDate(text) && Number.isFinite(Date.parse(text)),
    { message: "audit.date" },
  ),
)

/** Paging shared by both routes: `limit` (1 to auditPageMax) and `before` (the previous page's `nextCursor`). */
const paging = {
  limit: Schema.optionalKey(
    digits(3).check(
      Schema.makeFilter<string>((text) => Number(text) >= 1 && Number(text) <= auditPageMax, {
        message: "audit.limit",
      }),
    ),
  ),
  before: Schema.optionalKey(digits(16)),
}

/** Query of GET /api/history/:entity/:id. */
export const HistoryQuery = Schema.Struct(paging)

/** Path of GET /api/history/:entity/:id. */
export const HistoryParams = Schema.Struct({
  entity: Schema.Literals(auditEntities).annotate({ message: "audit.entity" }),
  id: digits(15),
})

/** Query of GET /api/activity: every filter optional; `from` inclusive, `to` exclusive. */
export const ActivityQuery = Schema.Struct({
  ...paging,
  // An administrator's id: above maxRecordId it names nobody (and PostgreSQL cannot compare it).
  // (Not digits is the pattern's issue alone.)
  actor: Schema.optionalKey(
    digits(15).check(
      Schema.makeFilter<string>((text) => !/^\d+$/.test(text) || Number(text) <= maxRecordId, {
        message: "invalidId",
      }),
    ),
  ),
  entity: Schema.optionalKey(Schema.Literals(auditEntities).annotate({ message: "audit.entity" })),
  action: Schema.optionalKey(Schema.Literals(auditActions).annotate({ message: "audit.action" })),
  from: Schema.optionalKey(isoDate),
  to: Schema.optionalKey(isoDate),
})

/** One record as the routes answer it. */
export interface AuditRecord {
  readonly id: number
  /** When the change reached the server (ISO). */
  readonly at: string
  /** When the edit was made on the device (ISO), for edits that said so (the outbox does); else null. */
  readonly madeAt: string | null
  /** The administrator; null for anonymous actions (a visitor's request, a failed sign-in, the CLI). */
  readonly actor: { readonly id: number; readonly username: string } | null
  /** Present only on a change made by one of the server's own jobs (actor null): which one. */
  readonly automatic?: AutomaticActor
  readonly action: AuditAction
  readonly entity: AuditEntity | null
  readonly entityId: number | null
  readonly before: Record<string, unknown> | null
  readonly after: Record<string, unknown> | null
  /** The fields whose value differs between before and after (id, version and updatedAt left out). */
  readonly changed: ReadonlyArray<string>
  readonly userAgent: string | null
  readonly address: string | null
  readonly idempotencyKey: string | null
}

export interface AuditPage {
  readonly records: ReadonlyArray<AuditRecord>
  /** Pass as `before` for the next (older) page; null on the last page. */
  readonly nextCursor: string | null
}
