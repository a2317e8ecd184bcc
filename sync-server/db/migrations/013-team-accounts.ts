/**
 * Team accounts (issue 29, docs/security.md "Accounts and roles"):
 * - every account gets a display name (its username, for those that exist), a role and a state;
 *   the accounts that exist now were all administrators, and stay so;
 * - `user_sessions`: who each cookie session belongs to, from which device, last seen when, so a
 *   person can list and end sessions and an administrator's change reaches them at once;
 * - `invitations`: one-time sign-in links, stored as a SHA-256 of the token, with an expiry.
 * An account waiting for its invitation has an empty `password_hash`, which no password matches.
 */
import type { Knex } from "knex"

export const name = "013-team-accounts"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("users", (t) => {
    t.string("display_name", 100).notNullable().defaultTo("")
    t.string("role", 16).notNullable().defaultTo("admin")
    t.string("state", 16).notNullable().defaultTo("active")
  })
  await knex("users").update({ display_name: knex.ref("username") })
  await knex.schema.createTable("user_sessions", (t) => {
    t.string("sid", 255).primary()
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE")
    t.bigInteger("created_ms").notNullable()
    t.bigInteger("last_seen_ms").notNullable()
    t.string("user_agent", 500).nullable()
    t.string("address", 100).nullable()
    t.index(["user_id"], "user_sessions_user_index")
  })
  await knex.schema.createTable("invitations", (t) => {
    t.increments("id").primary()
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE")
    t.string("token_hash", 64).notNullable().unique()
    t.bigInteger("created_ms").notNullable()
    t.bigInteger("expires_ms").notNullable()
    t.bigInteger("used_ms").nullable()
    t.integer("created_by").nullable()
    t.index(["user_id"], "invitations_user_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("invitations")
  await knex.schema.dropTableIfExists("user_sessions")
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("display_name")
    t.dropColumn("role")
    t.dropColumn("state")
  })
}
