/**
 * Draft preview links (issue 31, item 2; sync-server/preview/). One row per link an editor made for a
 * post, project or tool. The link's secret is not stored: only the SHA-256 of its random part, so a
 * copy of the database alone opens no preview (the link also carries an HMAC under a key derived
 * from SESSION_SECRET, sync-server/preview/preview-token.ts). A revoked link keeps its row (who made
 * it, when it was revoked) until it has expired; nothing else refers to these rows.
 */
import type { Knex } from "knex"

export const name = "019-preview-links"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("preview_links", (t) => {
    t.increments("id").primary()
    t.string("entity", 32).notNullable()
    t.integer("record_id").notNullable()
    t.string("token_hash", 64).notNullable().unique()
    // The account is kept by id and by name: a deleted account's links still say who made them.
    t.integer("made_by").nullable()
    t.string("made_by_name", 100).notNullable().defaultTo("")
    t.bigInteger("made_ms").notNullable()
    t.bigInteger("expires_ms").notNullable()
    t.bigInteger("revoked_ms").nullable()
    t.index(["entity", "record_id"], "preview_links_record_index")
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("preview_links")
}
