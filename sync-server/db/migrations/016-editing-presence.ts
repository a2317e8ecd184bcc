/**
 * Who is editing what (issue 30, item 4; sync-server/sync/presence-store.ts): one row per back-office
 * tab with an edit dialog open, kept up by the tab every few seconds and gone after `expires_ms`. A
 * table and not each process's memory, so a tab speaking to one server process is seen by the
 * streams every other process holds (serve:cluster on SQLite, several processes on PostgreSQL).
 * `tab_key` is a digest of the session id with the tab's own random name; `sid` ties the row to its
 * session (as user_sessions does), so a session that ends (logout, an ended account) shows nobody.
 */
import type { Knex } from "knex"

export const name = "016-editing-presence"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("editing_presence", (t) => {
    t.string("tab_key", 64).primary()
    t.string("sid", 255).notNullable()
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE")
    t.string("entity", 32).notNullable()
    t.integer("record_id").notNullable()
    t.bigInteger("since_ms").notNullable()
    t.bigInteger("expires_ms").notNullable()
    t.index(["expires_ms"], "editing_presence_expiry_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("editing_presence")
}
