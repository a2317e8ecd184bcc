/**
 * English twins of the content's names and lists (issue 27): every stored employee gets
 * `integrationsEn: []` and `modelBaseEn: ""`, every project `technologiesEn: []` and every tool
 * `compatibilityEn: []`, so the row keeps its Chinese and reads as "not translated yet" (the pages
 * show the Chinese with the 中文 mark). Rows keep their JSON in `data` (001-initial), so the new
 * "columns" are keys of that JSON; the same statements run on SQLite and PostgreSQL.
 *
 * Versions and the change log are left alone on purpose, as in 004-content-languages: a device's copy
 * without the keys reads exactly like one with empty twins, and a bumped version would turn every edit
 * queued offline before the upgrade into a version conflict.
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "011-english-lists"

/** The twins as of this migration (listed here, not read from the schema, so it never changes). */
const englishFields: Record<string, Record<string, string | ReadonlyArray<string>>> = {
  employees: { integrationsEn: [], modelBaseEn: "" },
  projects: { technologiesEn: [] },
  tools: { compatibilityEn: [] },
}

export const up = async (knex: Knex): Promise<void> => {
  for (const [table, fields] of Object.entries(englishFields)) {
    // A key already present (written by a newer server that was rolled back) is kept as it is.
    await rewriteRows(knex, table, (row) => ({ ...fields, ...row }))
  }
}

export const down = async (knex: Knex): Promise<void> => {
  for (const [table, fields] of Object.entries(englishFields)) {
    await rewriteRows(knex, table, withoutKeys(Object.keys(fields)))
  }
}
