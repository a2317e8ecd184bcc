/**
 * Editable about, privacy and terms pages (issue 31, item 4; schema/entities/editable-pages.ts): the
 * settings row gains the pages' Markdown in both languages, seeded with the texts the pages carried
 * before, so an existing site reads as it did and an editor finds them in Settings. A text already
 * there (written by a newer server that was rolled back) is kept. Versions and the change log are left
 * alone as in 012 and 017: a device that pulled the row before reads the same texts from the
 * settings' defaults, and a settings edit queued offline before the upgrade does not become a conflict.
 */
import type { Knex } from "knex"
import { editablePagesSeed } from "../../../schema/entities/editable-pages.ts"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "018-editable-pages"

export const up = async (knex: Knex): Promise<void> => {
  await rewriteRows(knex, "settings", (row) => ({ ...editablePagesSeed, ...row }))
}

export const down = async (knex: Knex): Promise<void> => {
  await rewriteRows(knex, "settings", withoutKeys(Object.keys(editablePagesSeed)))
}
