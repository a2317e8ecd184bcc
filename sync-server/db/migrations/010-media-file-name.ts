/**
 * The original file name of an uploaded picture (issue 28, docs/media.md): sent with the upload,
 * kept made safe (`safeFileName` in schema/media.ts: no control characters, no folder, at most 255
 * characters), so the media library can find a picture by it. Pictures uploaded before keep none
 * (null); the demo pictures carry their demo file's name.
 */
import type { Knex } from "knex"

export const name = "010-media-file-name"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("media", (t) => {
    // 255 characters (PostgreSQL counts characters, as mediaFileNameMaxLength does).
    t.string("file_name", 255).nullable()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("media", (t) => {
    t.dropColumn("file_name")
  })
}
