/**
 * A tool's own picture (issue 18): every stored tool row gets `image: null`, which reads exactly as
 * before (the picture chosen by the tool's name, schema/tool-images.ts). Rows keep their JSON in `data`
 * (001-initial), so the new "column" is a key of that JSON; the same statements run on SQLite and
 * PostgreSQL.
 *
 * Versions and the change log are left alone on purpose, as in 004-content-languages: a device's copy
 * without the key reads exactly like one with `null`, and a bumped version would turn every edit of a
 * tool queued offline before the upgrade into a version conflict.
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "006-tool-image"

const table = "tools"

export const up = async (knex: Knex): Promise<void> => {
  // A picture already there (written by a newer server that was rolled back) is kept as it is.
  await rewriteRows(knex, table, (row) => ("image" in row ? row : { ...row, image: null }))
}

export const down = async (knex: Knex): Promise<void> => {
  await rewriteRows(knex, table, withoutKeys(["image"]))
}
