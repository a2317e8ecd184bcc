/**
 * Uploaded pictures (docs/media.md): one row per distinct original (by its SHA-256), with its size,
 * the variant files made from it, alt texts in both languages and who uploaded it. The files live in
 * MEDIA_DIR; a row is inserted only after its files are in place, so every row has its files.
 */
import type { Knex } from "knex"

export const name = "005-media"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("media", (t) => {
    t.increments("id").primary()
    // Hex SHA-256 of the uploaded bytes: the same picture uploaded twice is one row.
    t.string("content_hash", 64).notNullable().unique()
    // As the bytes say: jpeg, png, webp, avif or gif.
    t.string("original_type", 16).notNullable()
    // After the orientation was applied.
    t.integer("width").notNullable()
    t.integer("height").notNullable()
    t.integer("bytes").notNullable()
    // JSON array of { width, height, format, file, bytes }.
    t.text("variants").notNullable()
    t.text("alt").notNullable()
    t.text("alt_en").notNullable()
    // The administrator (no foreign key: a picture outlives its uploader's account).
    t.integer("uploaded_by").nullable()
    t.bigInteger("created_ms").notNullable()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("media")
}
