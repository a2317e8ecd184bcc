/**
 * Indexes for the paged lists (schema/list-paging.ts, docs/security.md "Lists are paged"): each page
 * is one range read in the list's order, `(created_ms, id) < cursor` for posts and enquiries (newest
 * first), `id > cursor` for the rest, with `visible = true` for an anonymous reader. Without these a
 * page of 100,000 enquiries was a sort of the whole table on every request; with them a page deep in
 * the list costs what the first one does, on SQLite and PostgreSQL alike (both read an index
 * backwards). The counts of a scope (`X-Total-Count`) are answered from the same indexes.
 */
import type { Knex } from "knex"

export const name = "009-list-indexes"

/** Table, columns and name of each index. Enquiries are never visible: no public index for them. */
const indexes: ReadonlyArray<readonly [string, ReadonlyArray<string>, string]> = [
  ["collaborations", ["created_ms", "id"], "collaborations_list_index"],
  ["blog_posts", ["created_ms", "id"], "blog_posts_list_index"],
  ["blog_posts", ["visible", "created_ms", "id"], "blog_posts_public_list_index"],
  ["employees", ["visible", "id"], "employees_public_list_index"],
  ["teams", ["visible", "id"], "teams_public_list_index"],
  ["projects", ["visible", "id"], "projects_public_list_index"],
  ["tools", ["visible", "id"], "tools_public_list_index"],
]

export const up = async (knex: Knex): Promise<void> => {
  for (const [table, columns, indexName] of indexes)
    await knex.schema.alterTable(table, (t) => {
      t.index([...columns], indexName)
    })
}

export const down = async (knex: Knex): Promise<void> => {
  for (const [table, columns, indexName] of indexes)
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([...columns], indexName)
    })
}
