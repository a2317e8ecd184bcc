/**
 * The server carries out scheduled publishing itself (issue 31, item 1; schema/schedule.ts): no cron,
 * no queue to set up. Every process looks at start and then every `scheduleCheckMs` for actions due
 * (`publication_schedule`, one indexed read), so a moment missed while every process was down is
 * carried out at the next start.
 *
 * Exactly once, whatever the number of processes: an action is claimed by deleting its row in the
 * write transaction that carries it out. On PostgreSQL a second process's delete waits for the first
 * to commit and then finds nothing; on SQLite write transactions take turns. The claim and the change
 * commit together, so a crash between them leaves the action to do, never half done.
 *
 * The change goes through store/rows.ts like any write: the change log tells every device (and the
 * change stream announces it), the caches, sitemap and feeds follow, and the audit trail records the
 * publication with `schedule` as its actor.
 */
import {
  type ScheduleAction,
  isSchedulable,
  publishSwitchOf,
  scheduleFieldOf,
} from "../../schema/schedule.ts"
import type { EntityName } from "../../schema/sync.ts"
import { auditWrites, automaticSource } from "../audit/recorder.ts"
import type { Database } from "../db/connection.ts"
import { getRow, updateRow } from "../store/rows.ts"
import { writeTransaction } from "../sync/change-log.ts"

/** How often each process looks for due actions (a schedule runs within this of its minute). */
export const scheduleCheckMs = 10_000
/** Actions carried out per look; more wait for the next look, which comes at once. */
const perLook = 50

interface DueRow {
  entity: string
  record_id: number | string
  action: string
  due_ms: number | string
}

const isAction = (value: string): value is ScheduleAction => value === "publish" || value === "unpublish"

/** Carry out one due action, if it is still there to claim; true when this call did it. */
const carryOut = async (db: Database, due: DueRow, now: () => number): Promise<boolean> =>
  writeTransaction(db, async (trx) => {
    const entity = due.entity as EntityName
    const id = Number(due.record_id)
    if (!isSchedulable(entity) || !isAction(due.action)) return false
    const claimed = await trx("publication_schedule")
      .where({ entity, record_id: id, action: due.action, due_ms: due.due_ms })
      .delete()
    if (claimed === 0) return false
    const row = await getRow(trx, entity, id)
    if (row === undefined) return false
    const atMs = now()
    const action = due.action
    auditWrites(trx, automaticSource(atMs, "schedule"), { entity, action: () => action })
    await updateRow(
      trx,
      entity,
      row,
      { [publishSwitchOf[entity]]: action === "publish", [scheduleFieldOf[action]]: null },
      atMs,
    )
    return true
  })

/** Every action due now, carried out; answers how many this call did. */
export const runDueSchedules = async (db: Database, now: () => number): Promise<number> => {
  let done = 0
  for (;;) {
    const due = (await db
      .knex("publication_schedule")
      .where("due_ms", "<=", now())
      .orderBy("due_ms")
      .limit(perLook)) as DueRow[]
    for (const row of due) if (await carryOut(db, row, now)) done += 1
    if (due.length < perLook) return done
  }
}

export interface Scheduler {
  /** Look now (a test, or a write that set a schedule due soon); how many actions this look did. */
  run(): Promise<number>
  /** No more looks; waits for a running one. */
  stop(): Promise<void>
}

/** Look at once and then every `everyMs`, in the background; the timer never keeps the process alive. */
export const startScheduler = (
  db: Database,
  now: () => number,
  options: { readonly everyMs?: number } = {},
): Scheduler => {
  let stopped = false
  let running: Promise<number> | undefined
  const run = (): Promise<number> => {
    // One look at a time per process: a look asked for while one runs waits for it, then looks again.
    const previous = running ?? Promise.resolve(0)
    const next = previous.catch(() => 0).then(() => (stopped ? 0 : runDueSchedules(db, now)))
    running = next
    void next
      .finally(() => {
        if (running === next) running = undefined
      })
      .catch(() => undefined)
    return next
  }
  const tick = () => {
    run().then(
      (done) => {
        if (done > 0) console.log(`Schedule: ${done} scheduled publications carried out`)
      },
      (error: unknown) => console.error("Schedule failed:", error),
    )
  }
  const timer = setInterval(tick, options.everyMs ?? scheduleCheckMs)
  timer.unref()
  tick()
  return {
    run,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
