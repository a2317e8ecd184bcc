/**
 * Two-step sign-in (issue 29, docs/security.md "Two-step sign-in"):
 * - `two_step`: one row per account that has started or finished setting up a TOTP authenticator
 *   (RFC 6238). The secrets are stored sealed (AES-256-GCM, sync-server/auth/secret-box.ts), never in
 *   plain text: `secret` is the confirmed one (null until then), `pending_secret` the one shown while
 *   the person sets it up. `last_step` is the newest 30-second time step a code was accepted for, so
 *   a code seen once (over a shoulder, in a proxy's log) is refused the next time.
 * - `recovery_codes`: the ten single-use codes shown once at setup, stored as keyed hashes.
 * - `server_settings`: small key/value settings of the server itself (not the site's content), such
 *   as `twoStepRequired`, the administrators' "two-step sign-in for every account" policy.
 * Rows go with their account (ON DELETE CASCADE).
 */
import type { Knex } from "knex"

export const name = "014-two-step-sign-in"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("two_step", (t) => {
    t.integer("user_id").primary().references("id").inTable("users").onDelete("CASCADE")
    t.string("secret", 255).nullable()
    t.bigInteger("enabled_ms").nullable()
    t.bigInteger("last_step").nullable()
    t.string("pending_secret", 255).nullable()
    t.bigInteger("pending_ms").nullable()
  })
  await knex.schema.createTable("recovery_codes", (t) => {
    t.increments("id").primary()
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE")
    t.string("code_hash", 64).notNullable()
    t.bigInteger("created_ms").notNullable()
    t.bigInteger("used_ms").nullable()
    t.index(["user_id"], "recovery_codes_user_index")
  })
  await knex.schema.createTable("server_settings", (t) => {
    t.string("key", 100).primary()
    t.string("value", 1000).notNullable()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("server_settings")
  await knex.schema.dropTableIfExists("recovery_codes")
  await knex.schema.dropTableIfExists("two_step")
}
