/**
 * How many content rows use each picture: every row of employees, teams, projects, tools, blog posts
 * and the settings is read as its stored JSON (picture fields, Markdown bodies, any URL field), and each
 * row counts once per picture whose `/media/<hash>-` address appears in it. Rows that are inactive or
 * unpublished count too: they may be shown again.
 */
import type { Knex } from "knex"
import { mediaHashesIn } from "../../schema/media.ts"
import { contentTables } from "../db/tables.ts"

const tablesUsingPictures = [
  contentTables.employees,
  contentTables.teams,
  contentTables.projects,
  contentTables.tools,
  contentTables.blogPosts,
  contentTables.settings,
]

/** Hash -> number of content rows referring to it (hashes used nowhere are absent). */
export const mediaUseCounts = async (db: Knex): Promise<Map<string, number>> => {
  const counts = new Map<string, number>()
  for (const table of tablesUsingPictures) {
    // Only rows mentioning /media/ at all are read out of the database.
    const rows = (await db(table).select("data").where("data", "like", "%/media/%")) as Array<{
      data: string
    }>
    for (const row of rows)
      for (const hash of mediaHashesIn(row.data)) counts.set(hash, (counts.get(hash) ?? 0) + 1)
  }
  return counts
}
