/**
 * What the paged lists need (schema/list-paging.ts, docs/security.md "Lists are paged").
 *
 * Indexes: each page is one range read in the list's order, `(created_ms, id) < cursor` for posts and
 * enquiries (newest first), `id > cursor` for the rest, with `visible = true` for an anonymous reader.
 * Without them a page of 100,000 enquiries was a sort of the whole table on every request; with them a
 * page deep in the list costs what the first one does, on SQLite and PostgreSQL alike.
 *
 * Row counts: every page says how many rows its list holds (`X-Total-Count`, exact). A count(*) of
 * 100,000 rows costs 30-180 ms on PostgreSQL (a scan of an index, or of the heap before a vacuum), so
 * `list_counts` keeps the number of rows of each content table per `visible`, kept by triggers in the
 * same transaction as the row's insert, delete or change of visibility, whoever writes (the routes,
 * the retention sweep, a bulk insert): one indexed read per count, exact on both engines.
 */
import type { Knex } from "knex"
import { contentTables } from "../tables.ts"

export const name = "009-list-paging"

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

const tables = Object.values(contentTables)

const isPostgres = (knex: Knex): boolean => knex.client.config.client === "pg"

/** SQLite: per row (no row versions there); both counters of a visibility change in one update. */
const sqliteTriggers = (table: string): string[] => [
  `create trigger ${table}_count_insert after insert on ${table} begin
     update list_counts set row_count = row_count + 1 where table_name = '${table}' and visible = new.visible;
   end`,
  `create trigger ${table}_count_delete after delete on ${table} begin
     update list_counts set row_count = row_count - 1 where table_name = '${table}' and visible = old.visible;
   end`,
  `create trigger ${table}_count_visible after update of visible on ${table}
   when old.visible <> new.visible begin
     update list_counts set row_count = row_count + (case when visible = new.visible then 1 else -1 end)
     where table_name = '${table}' and visible in (old.visible, new.visible);
   end`,
]

/**
 * On PostgreSQL, one update of the counters per statement (transition tables), not per row: every
 * update of the same counter row in one transaction leaves a row version behind, so a per-row trigger
 * made a bulk insert of 100,000 rows (or a large retention sweep) quadratic (300 s against 10 s).
 */
const postgresFunctions = [
  `create function list_count_insert() returns trigger language plpgsql as $$
   begin
     update list_counts c set row_count = c.row_count + d.n
     from (select visible, count(*) as n from new_rows group by visible) d
     where c.table_name = tg_table_name and c.visible = d.visible;
     return null;
   end
   $$`,
  `create function list_count_delete() returns trigger language plpgsql as $$
   begin
     update list_counts c set row_count = c.row_count - d.n
     from (select visible, count(*) as n from old_rows group by visible) d
     where c.table_name = tg_table_name and c.visible = d.visible;
     return null;
   end
   $$`,
  `create function list_count_update() returns trigger language plpgsql as $$
   begin
     update list_counts c set row_count = c.row_count + d.n
     from (
       select visible, sum(n) as n
       from (select visible, 1 as n from new_rows union all select visible, -1 as n from old_rows) moved
       group by visible
     ) d
     where c.table_name = tg_table_name and c.visible = d.visible and d.n <> 0;
     return null;
   end
   $$`,
]

const postgresTriggers = (table: string): string[] => [
  `create trigger ${table}_count_insert after insert on ${table}
   referencing new table as new_rows for each statement execute function list_count_insert()`,
  `create trigger ${table}_count_delete after delete on ${table}
   referencing old table as old_rows for each statement execute function list_count_delete()`,
  `create trigger ${table}_count_visible after update on ${table}
   referencing old table as old_rows new table as new_rows
   for each statement execute function list_count_update()`,
]

export const up = async (knex: Knex): Promise<void> => {
  for (const [table, columns, indexName] of indexes)
    await knex.schema.alterTable(table, (t) => {
      t.index([...columns], indexName)
    })

  await knex.schema.createTable("list_counts", (t) => {
    t.string("table_name", 32).notNullable()
    t.boolean("visible").notNullable()
    t.bigInteger("row_count").notNullable()
    t.primary(["table_name", "visible"])
  })
  for (const table of tables)
    for (const visible of [false, true]) {
      const [row] = (await knex(table).where({ visible }).count({ count: "*" })) as Array<{
        count: number | string
      }>
      await knex("list_counts").insert({ table_name: table, visible, row_count: Number(row?.count ?? 0) })
    }
  if (isPostgres(knex)) {
    for (const statement of postgresFunctions) await knex.raw(statement)
    for (const table of tables) for (const statement of postgresTriggers(table)) await knex.raw(statement)
  } else {
    for (const table of tables) for (const statement of sqliteTriggers(table)) await knex.raw(statement)
  }
}

export const down = async (knex: Knex): Promise<void> => {
  for (const table of tables)
    for (const trigger of ["count_insert", "count_delete", "count_visible"])
      await knex.raw(
        isPostgres(knex)
          ? `drop trigger if exists ${table}_${trigger} on ${table}`
          : `drop trigger if exists ${table}_${trigger}`,
      )
  if (isPostgres(knex))
    for (const fn of ["list_count_insert", "list_count_delete", "list_count_update"])
      await knex.raw(`drop function if exists ${fn}()`)
  await knex.schema.dropTableIfExists("list_counts")
  for (const [table, columns, indexName] of indexes)
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([...columns], indexName)
    })
}
