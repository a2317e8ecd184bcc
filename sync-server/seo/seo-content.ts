/**
 * What the search-engine files read from the database: the settings, one public record, the newest
 * public posts (the feed), the ids and dates of a section's public records (the sitemap): never every
 * row parsed, so their cost does not grow with the posts' bodies (issue 33). Only what an anonymous visitor may see (rows.ts `isPublicRow`): a draft post or
 * an inactive record reads as missing here, so nothing of it can reach a head, the sitemap or a feed.
 */
import type { Knex } from "knex"
import type { Settings } from "../../schema/entities/settings.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import type { EntityName } from "../../schema/sync.ts"
import { type Row, getRow, isPublicRow, listOrderOf, readListPage } from "../store/rows.ts"
import { settingsId } from "../routes/cached-reads.ts"
import { contentTables } from "../db/tables.ts"
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

/**
 * The newest public posts, at most `limit` (the Atom feed's entries): one read of the public list's
 * index (migration 009) and `limit` rows parsed, however many posts the site has.
 */
export const readNewestPublicPosts = async (knex: Knex, limit: number): Promise<Row[]> => {
  const page = await readListPage(knex, "blogPosts", { publicOnly: true, limit, after: undefined })
  return page.rows.map((json) => JSON.parse(json) as Row).filter((row) => isPublicRow("blogPosts", row))
}

/** What the sitemap needs of a public record: its address and its date. */
export interface SitemapEntry {
  readonly id: number
  readonly updatedAt: string | undefined
}

const isPostgres = (knex: Knex): boolean =>
  (knex.client as { config?: { client?: unknown } }).config?.client === "pg"

/**
 * The id and `updatedAt` of every public record of a section, in list order, without parsing the
 * rows in JavaScript (a thousand posts are megabytes of bodies): the database takes the one field out
 * of each row's JSON, and the `visible` column (written in the same statement as the row, rows.ts)
 * chooses the public ones through the list's index.
 */
export const readSitemapEntries = async (knex: Knex, section: Section): Promise<SitemapEntry[]> => {
  const entity = entityOf(section)
  const updatedAt = isPostgres(knex) ? `((data::json) ->> 'updatedAt')` : `json_extract(data, '$.updatedAt')`
  const order =
    listOrderOf(entity) === "newest"
      ? [
          { column: "created_ms", order: "desc" as const },
          { column: "id", order: "desc" as const },
        ]
      : [{ column: "id", order: "asc" as const }]
  const rows = (await knex(contentTables[entity])
    .select("id", knex.raw(`${updatedAt} as updated_at`))
    .where({ visible: true })
    .orderBy(order)) as Array<{ id: number | string; updated_at: string | null }>
  return rows.map((row) => ({ id: Number(row.id), updatedAt: row.updated_at ?? undefined }))
}
