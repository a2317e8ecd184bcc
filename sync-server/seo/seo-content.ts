/**
 * What the search-engine files read from the database: the settings, one public record, the public
 * rows of a section. Only what an anonymous visitor may see (rows.ts `isPublicRow`): a draft post or
 * an inactive record reads as missing here, so nothing of it can reach a head, the sitemap or a feed.
 */
import type { Knex } from "knex"
import type { Settings } from "../../schema/entities/settings.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import type { EntityName } from "../../schema/sync.ts"
import { type Row, getRow, isPublicRow, listRowJson } from "../store/rows.ts"
import { settingsId } from "../routes/cached-reads.ts"
import type { Section } from "./page-routes.ts"

export const entityOf = (section: Section): EntityName => (section === "blog" ? "blogPosts" : section)

/** The stored settings over their defaults (a missing field reads as its default, as in the app). */
export type SiteSettings = Readonly<Record<string, unknown>> &
  Partial<Settings> & { readonly updatedAt?: string }

export const readSettings = async (knex: Knex): Promise<SiteSettings> => {
  const row = await getRow(knex, "settings", settingsId)
  return { ...settingsDefaults, ...(row ?? {}) }
}

/** A record an anonymous visitor may see, or undefined (unknown id, draft, inactive). */
export const readPublicRecord = async (
  knex: Knex,
  section: Section,
  id: number,
): Promise<Row | undefined> => {
  const entity = entityOf(section)
  const row = await getRow(knex, entity, id)
  return row !== undefined && isPublicRow(entity, row) ? row : undefined
}

/** Every public row of a section, in list order (posts newest first). */
export const readPublicRows = async (knex: Knex, section: Section): Promise<Row[]> => {
  const entity = entityOf(section)
  const rows = (await listRowJson(knex, entity, { publicOnly: true })).map((json) => JSON.parse(json) as Row)
  // The `visible` column is written with the row; the row's own flag is checked again all the same.
  return rows.filter((row) => isPublicRow(entity, row))
}
