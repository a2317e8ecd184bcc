/**
 * The whole schema. Content rows keep their JSON (exactly the API's row) in `data`, beside the few
 * columns the server filters and sorts on: lists are then served by joining stored strings, without
 * re-serialising, and every entity shares one code path (store/rows.ts).
 */
import type { Knex } from "knex"
import { contentTables } from "../tables.ts"

export const name = "001-initial"

export const up = async (knex: Knex): Promise<void> => {
  for (const table of Object.values(contentTables)) {
    await knex.schema.createTable(table, (t) => {
      t.increments("id").primary()
      t.integer("version").notNullable()
      // Whether an anonymous visitor may see the row (isActive, isPublished; never a collaboration).
      t.boolean("visible").notNullable()
      t.bigInteger("created_ms").notNullable()
      t.text("data").notNullable()
    })
  }
  await knex.schema.createTable("users", (t) => {
    t.increments("id").primary()
    t.string("username", 100).notNullable().unique()
    t.text("password_hash").notNullable()
    t.bigInteger("created_ms").notNullable()
  })
  await knex.schema.createTable("change_log", (t) => {
    t.bigIncrements("seq").primary()
    t.string("entity", 32).notNullable()
    t.integer("entity_id").notNullable()
    t.string("op", 8).notNullable()
    t.bigInteger("at_ms").notNullable()
    t.unique(["entity", "entity_id"])
  })
  await knex.schema.createTable("idempotency_keys", (t) => {
    t.string("key", 64).primary()
    t.string("method", 10).notNullable()
    t.string("path", 300).notNullable()
    t.string("body_hash", 64).notNullable()
    // Random token of the request that holds the key; null status means "still being processed".
    t.string("claim", 64).notNullable()
    t.integer("status")
    t.text("response")
    t.bigInteger("created_ms").notNullable().index()
  })
  await knex.schema.createTable("login_attempts", (t) => {
    t.string("key", 200).primary()
    t.bigInteger("window_start_ms").notNullable()
    t.integer("failures").notNullable()
  })
  // The shape connect-session-knex expects (it would create it itself, but not inside a migration).
  await knex.schema.createTable("sessions", (t) => {
    t.string("sid").primary()
    t.json("sess").notNullable()
    t.timestamp("expired").notNullable().index()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  for (const table of ["sessions", "login_attempts", "idempotency_keys", "change_log", "users"]) {
    await knex.schema.dropTableIfExists(table)
  }
  for (const table of Object.values(contentTables)) await knex.schema.dropTableIfExists(table)
}
