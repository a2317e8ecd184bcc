/**
 * For migrations that add or remove keys of content rows: rows keep their JSON in `data`
 * (001-initial), so a new "column" is a key of that JSON, rewritten here with the same statements on
 * SQLite and PostgreSQL. A page of rows at a time (by id), so a large table is never read whole; a row
 * whose JSON does not change is not written.
 */
import type { Knex } from "knex"

const batchSize = 500

export type RowChange = (row: Record<string, unknown>) => Record<string, unknown>

export const rewriteRows = async (knex: Knex, table: string, change: RowChange): Promise<void> => {
  let after = 0
  for (;;) {
    const rows = (await knex(table)
      .select("id", "data")
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)) as Array<{ id: number; data: string }>
    if (rows.length === 0) return
    for (const stored of rows) {
      const changed = JSON.stringify(change(JSON.parse(stored.data) as Record<string, unknown>))
      if (changed !== stored.data) await knex(table).where({ id: stored.id }).update({ data: changed })
    }
    after = Number(rows[rows.length - 1]?.id)
  }
}

/** The row without `keys` (a migration's `down`). */
export const withoutKeys =
  (keys: ReadonlyArray<string>): RowChange =>
  (row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
