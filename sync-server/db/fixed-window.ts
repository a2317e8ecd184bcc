/**
 * A fixed-window counter kept in a database table: the login's address limit and the captcha limit
 * (`login_attempts`), the enquiry limits (`enquiry_limits`). In the database, never in process
 * memory, so a limit holds across restarts and across server processes sharing one PostgreSQL.
 *
 * A window starts at its first use and holds `max` places for `windowMs`. A place is taken by one
 * statement (an upsert whose condition the database checks as it writes), so concurrent requests
 * cannot all slip under the limit; a full window is left unchanged and no row comes back.
 */
import type { Knex } from "knex"

/** A table of counters: its key column is `key`, its window start `window_start_ms`. */
export interface CounterTable {
  readonly table: "login_attempts" | "enquiry_limits"
  /** The column that counts the places taken in the current window. */
  readonly count: "failures" | "used"
}

export interface FixedWindow {
  readonly key: string
  readonly max: number
  readonly windowMs: number
}

/** Rows of a raw `... returning` statement: an array on better-sqlite3, `{ rows }` on pg. */
export const returnedRows = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? [])

const takeSql = ({ table, count }: CounterTable) => `
insert into ${table} as c (key, window_start_ms, ${count})
values (?, ?, 1)
on conflict (key) do update set
  window_start_ms = case when c.window_start_ms <= cast(? as bigint) then cast(? as bigint) else c.window_start_ms end,
  ${count} = case when c.window_start_ms <= cast(? as bigint) then 1 else c.${count} + 1 end
where c.window_start_ms <= cast(? as bigint) or c.${count} < ?
returning window_start_ms`

/**
 * Take one place in the window. The start of the window it was counted in (to give it back with
 * `givePlaceBack`), or undefined when the window is full.
 */
export const takePlace = async (
  runner: Knex | Knex.Transaction,
  counters: CounterTable,
  window: FixedWindow,
  now: number,
): Promise<number | undefined> => {
  const expired = now - window.windowMs
  const result = await runner.raw(takeSql(counters), [
    window.key,
    now,
    expired,
    now,
    expired,
    expired,
    window.max,
  ])
  const [row] = returnedRows<{ window_start_ms: number | string }>(result)
  return row === undefined ? undefined : Number(row.window_start_ms)
}

/** How long until the window has a place again (0: now). A plain read: a refusal writes nothing. */
export const windowWait = async (
  runner: Knex | Knex.Transaction,
  { table, count }: CounterTable,
  window: FixedWindow,
  now: number,
): Promise<number> => {
  const row = (await runner(table).where({ key: window.key }).first("window_start_ms", count)) as
    Record<string, number | string> | undefined
  if (row === undefined || Number(row[count]) < window.max) return 0
  return Math.max(0, Number(row.window_start_ms) + window.windowMs - now)
}

/** Give back a place taken in the window that started at `windowStart`, if that window is still current. */
export const givePlaceBack = async (
  runner: Knex | Knex.Transaction,
  { table, count }: CounterTable,
  key: string,
  windowStart: number,
): Promise<void> => {
  await runner(table).where({ key, window_start_ms: windowStart }).andWhere(count, ">", 0).decrement(count, 1)
}
