/**
 * Scheduled publishing (issue 31; schema/schedule.ts). Every stored post, project and tool gains
 * `publishAt: null` and `unpublishAt: null` (nothing scheduled), with versions and the change log left
 * alone as in 012, so edits queued offline before the upgrade do not turn into conflicts.
 *
 * `publication_schedule` holds one row per action a post, project or tool is scheduled for, with the
 * instant it is due. It is derived from the rows' own `publishAt` and
 * `unpublishAt` by every write (store/publication-schedule.ts), like the `visible` column, so the
 * scheduler finds what is due with one indexed read instead of reading every row's JSON. The
 * scheduler claims an action by deleting its row in the transaction that carries it out: two
 * processes cannot both carry out one.
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "017-publication-schedule"

/** The new keys, empty (listed here, not read from the schema, so this migration never changes). */
const added = { publishAt: null, unpublishAt: null }
const tables = ["blog_posts", "projects", "tools"]

export const up = async (knex: Knex): Promise<void> => {
  // A key already there (written by a newer server that was rolled back) is kept as it is.
  for (const table of tables) await rewriteRows(knex, table, (row) => ({ ...added, ...row }))
  await knex.schema.createTable("publication_schedule", (t) => {
    t.string("entity", 32).notNullable()
    t.integer("record_id").notNullable()
    t.string("action", 16).notNullable()
    t.bigInteger("due_ms").notNullable()
    t.primary(["entity", "record_id", "action"])
    t.index(["due_ms"], "publication_schedule_due_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("publication_schedule")
  for (const table of tables) await rewriteRows(knex, table, withoutKeys(Object.keys(added)))
}
