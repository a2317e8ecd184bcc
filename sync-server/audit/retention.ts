/** AUDIT_RETENTION_DAYS: records older than the retention period are deleted (unset: kept forever). */
import type { Database } from "../db/connection.ts"

const dayMs = 24 * 60 * 60 * 1000

/** Delete the records that reached the server more than `days` days before `now`; a no-op without a period. */
export const pruneAuditLog = async (db: Database, days: number | undefined, now: number): Promise<number> => {
  if (days === undefined) return 0
  return db
    .knex("audit_log")
    .where("at_ms", "<", now - days * dayMs)
    .delete()
}
