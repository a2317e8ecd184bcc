/**
 * Enquiry retention (issue 26, item 2; docs/security.md, "Public enquiries"): the settings'
 * `enquiryRetentionDays` (0: keep for ever) deletes completed and rejected enquiries that many days
 * after their last change, so the inbox does not grow without end. New, contacted and in-progress
 * enquiries are never deleted: nothing unhandled is lost.
 *
 * The server carries it out itself, at start and every hour, in every process. Each enquiry is
 * deleted through store/rows.ts with the effects of an administrator's delete: the change log tells every
 * admin device to drop it, and the audit trail records it, with the retention as its actor
 * (`automatic`). Deletes go in batches of 500 per write transaction, each batch a few statements
 * (deleteRows), so a sweep of 100,000 enquiries never holds the write lock for long. Each batch reads the period again and checks each row again under the write lock, so
 * several processes sweeping at once delete (and record) each enquiry exactly once, and an enquiry an
 * administrator reopened a moment before is kept.
 */
import type { Knex } from "knex"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { maxEnquiryRetentionDays } from "../../schema/entities/settings.ts"
import { auditWrites, automaticSource } from "../audit/recorder.ts"
import type { Database } from "../db/connection.ts"
import { type Row, deleteRows, getRow } from "../store/rows.ts"
import { writeTransaction } from "../sync/change-log.ts"

/** How often each process sweeps (and once at its start). */
export const enquiryRetentionEveryMs = 60 * 60 * 1000
/** Enquiries deleted per write transaction. */
export const enquiryRetentionBatch = 500

const dayMs = 24 * 60 * 60 * 1000
const settingsId = 1

/** The statuses retention deletes: handled enquiries only. */
export const expiringStatuses: ReadonlyArray<string> = ["completed", "rejected"]

/** The period of the settings row; a row stored before the setting existed reads as the default (0). */
const retentionDays = async (knex: Knex): Promise<number> => {
  const days = (await getRow(knex, "settings", settingsId))?.enquiryRetentionDays
  return typeof days === "number" && Number.isInteger(days) && days > 0 && days <= maxEnquiryRetentionDays
    ? days
    : settingsDefaults.enquiryRetentionDays
}

const lastChangeMs = (row: Row): number => Date.parse(row.updatedAt)

/** A row retention deletes: handled, and unchanged since before `cutoffMs`. */
const hasExpired = (row: Row, cutoffMs: number): boolean =>
  typeof row.status === "string" && expiringStatuses.includes(row.status) && lastChangeMs(row) < cutoffMs

/**
 * The ids after `afterId` of enquiries that look expired, in id order: read outside the write lock
 * (the rows are checked again under it). The status and last change live in the row's JSON.
 */
const candidateIds = async (
  db: Database,
  cutoffMs: number,
  afterId: number,
  limit: number,
): Promise<number[]> => {
  const json = (field: string) =>
    db.engine === "postgres" ? `((data::json) ->> '${field}')` : `json_extract(data, '$.${field}')`
  const cutoff = new Date(cutoffMs).toISOString()
  const rows = (await db
    .knex("collaborations")
    .select("id")
    .where("id", ">", afterId)
    .whereRaw(`${json("status")} in (${expiringStatuses.map(() => "?").join(", ")})`, [...expiringStatuses])
    // ISO times of one format sort as text (byte order, whatever the database's collation).
    .whereRaw(
      db.engine === "postgres" ? `${json("updatedAt")} collate "C" < ?` : `${json("updatedAt")} < ?`,
      [cutoff],
    )
    .orderBy("id")
    .limit(limit)) as Array<{ id: number | string }>
  return rows.map((row) => Number(row.id))
}

export interface SweepOptions {
  readonly batchSize?: number
  /** Asked before each batch: true ends the sweep there (the server is stopping). */
  readonly stopping?: () => boolean
}

/** One sweep: deletes every expired enquiry, a batch per transaction; answers how many this call deleted. */
export const sweepEnquiries = async (
  db: Database,
  now: () => number,
  options: SweepOptions = {},
): Promise<number> => {
  const batchSize = options.batchSize ?? enquiryRetentionBatch
  if ((await retentionDays(db.knex)) === 0) return 0
  let deleted = 0
  let afterId = 0
  for (;;) {
    if (options.stopping?.() === true) return deleted
    const days = await retentionDays(db.knex)
    if (days === 0) return deleted
    const ids = await candidateIds(db, now() - days * dayMs, afterId, batchSize)
    if (ids.length === 0) return deleted
    deleted += await writeTransaction(db, async (trx) => {
      const atMs = now()
      // Under the lock: the period as it is now, each row as it is now (another process may have
      // deleted it, an administrator may have reopened it).
      const cutoffMs = atMs - (await retentionDays(trx)) * dayMs
      if (cutoffMs === atMs) return 0
      auditWrites(trx, automaticSource(atMs, "enquiryRetention"))
      const gone = await deleteRows(trx, "collaborations", ids, atMs, (row) => hasExpired(row, cutoffMs))
      return gone.length
    })
    if (ids.length < batchSize) return deleted
    afterId = ids[ids.length - 1] ?? afterId
  }
}

export interface EnquiryRetention {
  /** Sweep now (a test, or an operator); resolves with the number deleted. */
  sweep(): Promise<number>
  /** No more sweeps; waits for a running one to finish its batch. */
  stop(): Promise<void>
}

/**
 * Sweep at once and then every `everyMs`, in the background: a long first sweep never delays the
 * start, and the timer never keeps the process alive. A tick while a sweep runs is skipped.
 */
export const startEnquiryRetention = (
  db: Database,
  now: () => number,
  options: { readonly everyMs?: number; readonly batchSize?: number } = {},
): EnquiryRetention => {
  let stopped = false
  const running = new Set<Promise<number>>()
  const sweep = (): Promise<number> => {
    const work = sweepEnquiries(db, now, { batchSize: options.batchSize, stopping: () => stopped })
    running.add(work)
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    )
    return work
  }
  const tick = () => {
    if (stopped || running.size > 0) return
    sweep().then(
      (deleted) => {
        if (deleted > 0) console.log(`Enquiry retention: ${deleted} completed or rejected enquiries deleted`)
      },
      (error: unknown) => console.error("Enquiry retention failed:", error),
    )
  }
  const timer = setInterval(tick, options.everyMs ?? enquiryRetentionEveryMs)
  timer.unref()
  tick()
  return {
    sweep,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await Promise.allSettled([...running])
    },
  }
}
