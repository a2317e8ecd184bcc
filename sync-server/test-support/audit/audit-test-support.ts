/** Reading the audit trail in the audit tests: through the API, as the admin. */
import type { AuditRecord } from "../../../schema/audit.ts"
import type { AdminSession } from "../admin-session.ts"

export const historyOf = async (admin: AdminSession, entity: string, id: number): Promise<AuditRecord[]> => {
  const answer = await admin.api.get(`/api/history/${entity}/${id}?limit=200`, { cookie: admin.cookie })
  if (answer.status !== 200) throw new Error(`history: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.records as AuditRecord[]
}

/** The records of one Idempotency-Key (every record of a write carries its key). */
export const recordsOfKey = async (admin: AdminSession, key: string): Promise<AuditRecord[]> => {
  const answer = await admin.api.get("/api/activity?limit=200", { cookie: admin.cookie })
  if (answer.status !== 200) throw new Error(`activity: ${answer.status}`)
  return (answer.body.records as AuditRecord[]).filter((record) => record.idempotencyKey === key)
}

/** The newest record id so far (0 when empty): what a test compares against to see what it added. */
export const newestId = async (admin: AdminSession): Promise<number> => {
  const answer = await admin.api.get("/api/activity?limit=1", { cookie: admin.cookie })
  return (answer.body.records as AuditRecord[])[0]?.id ?? 0
}

/** The records added after `since` (newest first). */
export const recordsSince = async (admin: AdminSession, since: number): Promise<AuditRecord[]> => {
  const answer = await admin.api.get("/api/activity?limit=200", { cookie: admin.cookie })
  return (answer.body.records as AuditRecord[]).filter((record) => record.id > since)
}
