/**
 * An employee's deployment time (部署周期, issue 27: the first field added by the recipe in
 * docs/adding-a-field.md): every stored employee gets `deploymentTime: null` and
 * `deploymentTimeEn: ""`, so it reads as "not given" and its page shows no such fact until an editor
 * fills it. Rows keep their JSON in `data` (001-initial): the same statements on SQLite and
 * PostgreSQL. Versions and the change log are left alone, as in 011-english-lists, so edits queued
 * offline before the upgrade do not turn into conflicts.
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "012-employee-deployment-time"

/** The new keys, empty (listed here, not read from the declaration, so this migration never changes). */
const added = { deploymentTime: null, deploymentTimeEn: "" }

export const up = async (knex: Knex): Promise<void> => {
  // A key already there (written by a newer server that was rolled back) is kept as it is.
  await rewriteRows(knex, "employees", (row) => ({ ...added, ...row }))
}

export const down = async (knex: Knex): Promise<void> => {
  await rewriteRows(knex, "employees", withoutKeys(Object.keys(added)))
}
