/**
 * Translation status (issue 31, item 3; schema/translation-status.ts). Every stored row of a kind
 * written in two languages gains `englishBasis: {}`: nothing behind, so the English that exists
 * counts as current (no record says when it was written). Versions and the change log are left alone
 * as in 012 and 017, so edits queued offline before the upgrade do not turn into conflicts; from now
 * on every write keeps the basis (store/rows.ts).
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "020-translation-status"

// Listed here, not read from the schema, so this migration never changes.
const tables = ["employees", "teams", "projects", "tools", "blog_posts", "settings"]

export const up = async (knex: Knex): Promise<void> => {
  // A basis already there (written by a newer server that was rolled back) is kept as it is.
  for (const table of tables) await rewriteRows(knex, table, (row) => ({ englishBasis: {}, ...row }))
}

export const down = async (knex: Knex): Promise<void> => {
  for (const table of tables) await rewriteRows(knex, table, withoutKeys(["englishBasis"]))
}
