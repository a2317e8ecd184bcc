/**
 * Passkeys (issue 29, docs/security.md "Passkeys"):
 * - `passkeys`: the WebAuthn credentials of an account (several per account), each with the public
 *   key the server checks signatures with, its signature counter (a counter that goes backwards means
 *   a cloned authenticator), a name the person chose, and when it was added and last used. They go
 *   with the account (ON DELETE CASCADE); an administrator's reset removes them.
 * - `webauthn_challenges`: the random challenge of each ceremony the server started, stored as its
 *   SHA-256, with the session that asked for it and whom it is for. A challenge is claimed by
 *   deleting its row (one caller gets the row, on any server process), so it is single use, bound to
 *   its session, and dead after its expiry.
 */
import type { Knex } from "knex"

export const name = "015-passkeys"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("passkeys", (t) => {
    t.increments("id").primary()
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE")
    t.string("credential_id", 1400).notNullable().unique()
    t.text("public_key").notNullable()
    t.bigInteger("counter").notNullable().defaultTo(0)
    t.string("transports", 200).notNullable().defaultTo("")
    t.string("device_type", 32).notNullable().defaultTo("singleDevice")
    t.boolean("backed_up").notNullable().defaultTo(false)
    t.string("name", 100).notNullable()
    t.bigInteger("created_ms").notNullable()
    t.bigInteger("last_used_ms").nullable()
    t.index(["user_id"], "passkeys_user_index")
  })
  await knex.schema.createTable("webauthn_challenges", (t) => {
    t.increments("id").primary()
    t.string("challenge_hash", 64).notNullable().unique()
    t.string("purpose", 16).notNullable()
    t.string("sid", 255).notNullable()
    t.integer("user_id").nullable()
    t.integer("invitation_id").nullable()
    t.bigInteger("expires_ms").notNullable()
    t.index(["sid"], "webauthn_challenges_sid_index")
    t.index(["expires_ms"], "webauthn_challenges_expiry_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("webauthn_challenges")
  await knex.schema.dropTableIfExists("passkeys")
}
