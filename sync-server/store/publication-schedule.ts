/**
 * The write side of scheduled publishing (schema/schedule.ts): every write of a post, project or tool
 * through store/rows.ts goes through here, whoever makes it (a route, the batched push, an import, the
 * scheduler itself).
 *
 * - A schedule that contradicts itself is refused before it gets here, by the write routes (400, in
 *   the person's language: routes/row-writes.ts, `checkSchedule`).
 * - A schedule already due when its write arrives (set offline, delivered late; or set in the past
 *   after the editor confirmed) is carried out by that write: the row is stored public (or not) with
 *   the schedule cleared, in the same version. Nothing is left for the scheduler to do twice.
 * - The `publication_schedule` table follows the row's schedule (migration 017).
 */
import type { Knex } from "knex"
import {
  type ScheduleAction,
  dueChanges,
  dueTimesOf,
  isSchedulable,
  noSchedule,
} from "../../schema/schedule.ts"
import type { EntityName } from "../../schema/sync.ts"

/**
 * The row as it will be stored: both schedule fields present (null when not set, whoever wrote it:
 * a route, the demo seed, an import), and the actions due at `nowMs` carried out.
 */
export const withDueSchedule = <R extends Record<string, unknown>>(
  entity: EntityName,
  row: R,
  nowMs: number,
): R => {
  if (!isSchedulable(entity)) return row
  const whole = { ...noSchedule, ...row }
  return { ...whole, ...dueChanges(entity, whole, nowMs) }
}

const actions: ReadonlyArray<ScheduleAction> = ["publish", "unpublish"]

/** Keep the row's scheduled actions in `publication_schedule` (`before` null: a new row). */
export const keepSchedule = async (
  trx: Knex.Transaction,
  entity: EntityName,
  id: number,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): Promise<void> => {
  if (!isSchedulable(entity)) return
  const was = before === null ? undefined : dueTimesOf(before)
  const now = after === null ? undefined : dueTimesOf(after)
  for (const action of actions) {
    const from = was?.[action]
    const to = now?.[action]
    if (from === to) continue
    if (from !== undefined)
      await trx("publication_schedule").where({ entity, record_id: id, action }).delete()
    if (to !== undefined)
      await trx("publication_schedule").insert({ entity, record_id: id, action, due_ms: to })
  }
}

/** A deleted row's scheduled actions go with it. */
export const dropSchedule = async (
  trx: Knex.Transaction,
  entity: EntityName,
  ids: ReadonlyArray<number>,
): Promise<void> => {
  if (!isSchedulable(entity) || ids.length === 0) return
  await trx("publication_schedule")
    .where({ entity })
    .whereIn("record_id", [...ids])
    .delete()
}
