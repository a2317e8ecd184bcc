/**
 * Per-account login throttle (auth/login-throttle.ts): one row per username tried, holding the
 * account's password-check budget and its failure backoff, so the limit holds across processes.
 * `login_attempts` keeps only the per-address counters from now on.
 */
import type { Knex } from "knex"

export const name = "002-login-throttle"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("login_throttle", (t) => {
    // `user:<lower-cased username>`, for names that exist and names that do not alike.
    t.string("key", 200).primary()
    // The budget as a GCRA "theoretical arrival time": a check is allowed while tat <= now + tolerance.
    t.bigInteger("tat_ms").notNullable()
    // Consecutive failed checks (an allowed check counts as failed until it succeeds).
    t.integer("failures").notNullable()
    // The backoff: no check before this time.
    t.bigInteger("next_check_ms").notNullable()
    // After this the row says nothing a missing row would not (pruned).
    t.bigInteger("expires_ms").notNullable().index()
  })
  // Per-username counters move to login_throttle; the address windows are pruned by their start.
  await knex("login_attempts").where("key", "like", "user:%").delete()
  await knex.schema.alterTable("login_attempts", (t) => {
    t.index(["window_start_ms"], "login_attempts_window_start_ms_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("login_attempts", (t) => {
    t.dropIndex(["window_start_ms"], "login_attempts_window_start_ms_index")
  })
  await knex.schema.dropTableIfExists("login_throttle")
}
