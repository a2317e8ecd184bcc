/** Reading the audit trail: pages of records newest first (by id), turned into the API's shape. */
import type { Knex } from "knex"
import {
  type AuditAction,
  type AuditEntity,
  type AuditPage,
  type AuditRecord,
  isAutomaticActor,
} from "../../schema/audit.ts"

interface StoredRecord {
  id: number | string
  at_ms: number | string
  device_at_ms: number | string | null
  actor_id: number | string | null
  actor_name: string | null
  action: string
  entity: string | null
  entity_id: number | string | null
  before: string | null
  after: string | null
  changed: string
  user_agent: string | null
  address: string | null
  idempotency_key: string | null
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value))

const toRecord = (row: StoredRecord): AuditRecord => ({
  id: Number(row.id),
  at: new Date(Number(row.at_ms)).toISOString(),
  madeAt: row.device_at_ms === null ? null : new Date(Number(row.device_at_ms)).toISOString(),
  actor: row.actor_id === null ? null : { id: Number(row.actor_id), username: row.actor_name ?? "" },
  // Without an account, a name is only ever written by the server's own jobs (recorder.ts).
  ...(row.actor_id === null && isAutomaticActor(row.actor_name) ? { automatic: row.actor_name } : {}),
  action: row.action as AuditAction,
  entity: row.entity as AuditEntity | null,
  entityId: numberOrNull(row.entity_id),
  before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
  after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  changed: JSON.parse(row.changed) as string[],
  userAgent: row.user_agent,
  address: row.address,
  idempotencyKey: row.idempotency_key,
})

export interface Paging {
  readonly limit: number
  /** Only records with a smaller id (the previous page's nextCursor). */
  readonly before: number | undefined
}

export interface ActivityFilters {
  readonly actorId?: number
  readonly entity?: AuditEntity
  readonly action?: AuditAction
  readonly fromMs?: number
  readonly toMs?: number
}

/** One page: a record more than asked is read to know whether an older page exists. */
const readPage = async (query: Knex.QueryBuilder, paging: Paging): Promise<AuditPage> => {
  if (paging.before !== undefined) query.where("id", "<", paging.before)
  const rows = (await query.orderBy("id", "desc").limit(paging.limit + 1)) as StoredRecord[]
  const page = rows.slice(0, paging.limit).map(toRecord)
  const last = page.at(-1)
  return {
    records: page,
    nextCursor: rows.length > paging.limit && last !== undefined ? String(last.id) : null,
  }
}

/** The versions of one record, newest first (kept after the record itself is deleted). */
export const readHistory = (
  knex: Knex,
  entity: AuditEntity,
  id: number,
  paging: Paging,
): Promise<AuditPage> => readPage(knex("audit_log").where({ entity, entity_id: id }), paging)

/** Every record matching the filters, newest first. */
export const readActivity = (knex: Knex, filters: ActivityFilters, paging: Paging): Promise<AuditPage> => {
  const query = knex("audit_log")
  if (filters.actorId !== undefined) query.where("actor_id", filters.actorId)
  if (filters.entity !== undefined) query.where("entity", filters.entity)
  if (filters.action !== undefined) query.where("action", filters.action)
  if (filters.fromMs !== undefined) query.where("at_ms", ">=", filters.fromMs)
  if (filters.toMs !== undefined) query.where("at_ms", "<", filters.toMs)
  return readPage(query, paging)
}
