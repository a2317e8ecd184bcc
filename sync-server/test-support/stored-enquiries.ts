/**
 * Many enquiries at once, written straight into the database in their stored shape (store/rows.ts: the
 * row's JSON in `data` beside `visible`, `created_ms`, `version`, and one change-log entry each), in
 * batches, for the paging tests and `npm run bench:lists`. Call it before the server reads the list
 * (or expect the list cache to see the rows at the next write): it does not go through the server.
 */
import type { Knex } from "knex"
import { rowSchemas } from "../../schema/sync.ts"

export interface StoredEnquiryOptions {
  readonly count: number
  /** The created time of the first row; each later row is `stepMs` older. */
  readonly firstCreatedMs: number
  /** Default 1. 0 gives every row the same created time. */
  readonly stepMs?: number
  /** Rows sharing each created time before the next step (default 1). */
  readonly rowsPerMs?: number
  /** Rows per insert (default 500). */
  readonly batch?: number
  /** Room for each row's message (default a sentence). */
  readonly messageLength?: number
}

const shaped = (row: Record<string, unknown>): string => {
  const ordered: Record<string, unknown> = {}
  for (const key of Object.keys(rowSchemas.collaborations.fields)) ordered[key] = row[key]
  return JSON.stringify(ordered)
}

/** Inserts the rows with ids after the table's largest; returns their ids, in insertion order. */
export const insertStoredEnquiries = async (knex: Knex, options: StoredEnquiryOptions): Promise<number[]> => {
  const stepMs = options.stepMs ?? 1
  const rowsPerMs = options.rowsPerMs ?? 1
  const batch = options.batch ?? 500
  const message = "我们希望定制一个客服数字员工。".repeat(
    Math.max(1, Math.ceil((options.messageLength ?? 15) / 15)),
  )
  const ids: number[] = []
  await knex.transaction(async (trx) => {
    const [top] = (await trx("collaborations").max({ max: "id" })) as Array<{ max: number | string | null }>
    const firstId = Number(top?.max ?? 0) + 1
    for (let start = 0; start < options.count; start += batch) {
      const rows = []
      const changes = []
      for (let n = start; n < Math.min(options.count, start + batch); n += 1) {
        const id = firstId + n
        const createdMs = options.firstCreatedMs - Math.floor(n / rowsPerMs) * stepMs
        const at = new Date(createdMs).toISOString()
        const data = shaped({
          id,
          version: 1,
          updatedAt: at,
          companyName: `测试公司 ${id}`,
          contactName: "张三",
          email: `contact${id}@example.com`,
          phone: "13800000000",
          message,
          createdAt: at,
          status: "new",
        })
        rows.push({ id, version: 1, visible: false, created_ms: createdMs, data })
        changes.push({ entity: "collaborations", entity_id: id, op: "upsert", at_ms: createdMs })
        ids.push(id)
      }
      await trx("collaborations").insert(rows)
      await trx("change_log").insert(changes)
    }
    // PostgreSQL's id sequence does not follow explicit ids: move it past them for later inserts.
    if (trx.client.config.client === "pg")
      await trx.raw(
        "select setval(pg_get_serial_sequence('collaborations', 'id'), (select max(id) from collaborations))",
      )
  })
  return ids
}
