/**
 * The audit trail (docs/audit.md): one append-only row per committed change and per sign-in event,
 * written in the same transaction as the change it records. Nothing but retention ever deletes a row.
 */
import type { Knex } from "knex"

export const name = "003-audit-log"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("audit_log", (t) => {
    t.bigIncrements("id").primary()
    // Server time the change reached the server.
    t.bigInteger("at_ms").notNullable()
    // When the edit was made on the device (outbox edits); null when the client did not say.
    t.bigInteger("device_at_ms").nullable()
    // The administrator (no foreign key: a record outlives its account); null for anonymous actions.
    t.integer("actor_id").nullable()
    t.string("actor_name", 200).nullable()
    t.string("action", 32).notNullable()
    // Null only for events about no record; `users` for sign-ins and password changes.
    t.string("entity", 32).nullable()
    t.bigInteger("entity_id").nullable()
    // The row as JSON before and after; null where there is none (create, delete, sign-ins).
    t.text("before").nullable()
    t.text("after").nullable()
    // JSON array of the field names that differ.
    t.text("changed").notNullable()
    t.string("user_agent", 500).nullable()
    t.string("address", 100).nullable()
    t.string("idempotency_key", 64).nullable()
    // The activity log's filters and the history of one record, all newest first (by id).
    t.index(["at_ms"], "audit_log_at_ms_index")
    t.index(["actor_id", "id"], "audit_log_actor_index")
    t.index(["entity", "entity_id", "id"], "audit_log_entity_index")
    t.index(["action", "id"], "audit_log_action_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("audit_log")
}
