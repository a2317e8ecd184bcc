/**
 * Counters of the public enquiry limits (abuse/enquiry-counter.ts): one row per client address
 * (`addr:…`) and one for all enquiries (`all`), each a fixed window and the enquiries accepted in it.
 * A row is written only in the transaction of an accepted enquiry (a refusal rolls its count back),
 * so the table grows by at most the global limit per window, whatever a flood sends.
 */
import type { Knex } from "knex"

export const name = "008-enquiry-limits"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("enquiry_limits", (t) => {
    t.string("key", 100).primary()
    t.bigInteger("window_start_ms").notNullable().index()
    t.integer("used").notNullable()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("enquiry_limits")
}
