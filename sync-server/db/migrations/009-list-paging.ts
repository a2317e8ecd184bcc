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

/** One statement per change: both counters of a visibility change in one update (one lock order). */
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

const postgresFunction = `create function list_count_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update list_counts set row_count = row_count + 1 where table_name = tg_table_name and visible = new.visible;
  elsif tg_op = 'DELETE' then
    update list_counts set row_count = row_count - 1 where table_name = tg_table_name and visible = old.visible;
  else
    update list_counts set row_count = row_count + (case when visible = new.visible then 1 else -1 end)
    where table_name = tg_table_name and visible in (old.visible, new.visible);
  end if;
  return null;
end
$$`

const postgresTriggers = (table: string): string[] => [
  `create trigger ${table}_count_rows after insert or delete on ${table}
   for each row execute function list_count_change()`,
  `create trigger ${table}_count_visible after update of visible on ${table}
   for each row when (old.visible is distinct from new.visible) execute function list_count_change()`,
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
    await knex.raw(postgresFunction)
    for (const table of tables) for (const statement of postgresTriggers(table)) await knex.raw(statement)
  } else {
    for (const table of tables) for (const statement of sqliteTriggers(table)) await knex.raw(statement)
  }
}

export const down = async (knex: Knex): Promise<void> => {
  for (const table of tables)
    for (const trigger of ["count_insert", "count_delete", "count_rows", "count_visible"])
      await knex.raw(
        isPostgres(knex)
          ? `drop trigger if exists ${table}_${trigger} on ${table}`
          : `drop trigger if exists ${table}_${trigger}`,
      )
  if (isPostgres(knex)) await knex.raw("drop function if exists list_count_change()")
  await knex.schema.dropTableIfExists("list_counts")
  for (const [table, columns, indexName] of indexes)
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([...columns], indexName)
    })
}
