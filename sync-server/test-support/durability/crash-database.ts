/**
 * The database as a crash left it, read directly (not through the server): its rows, change log and
 * stored answers, and the checks that need no record of what was sent: SQLite's integrity_check, the
 * change log against the tables, no claim of a key without its answer.
 */
import type { Knex } from "knex"
import { type EntityName, entityNames } from "../../../schema/sync.ts"
import type { Database } from "../../db/connection.ts"
import { contentTables } from "../../db/tables.ts"
import { rowKey } from "./crash-ledger.ts"

export interface StoredRow {
  readonly entity: EntityName
  readonly id: number
  readonly version: number
  /** The row's JSON exactly as stored (and as the API sends it). */
  readonly data: string
}

export interface LogEntry {
  readonly seq: number
  readonly op: string
  readonly atMs: number
}

export interface DatabaseState {
  readonly rows: Map<string, StoredRow>
  readonly log: Map<string, LogEntry>
  readonly maxSeq: number
  readonly keyCount: number
}

export const readState = async (knex: Knex): Promise<DatabaseState> => {
  const rows = new Map<string, StoredRow>()
  for (const entity of entityNames) {
    const stored = (await knex(contentTables[entity]).select("id", "version", "data")) as Array<{
      id: number
      version: number
      data: string
    }>
    for (const row of stored) {
      const id = Number(row.id)
      rows.set(rowKey(entity, id), { entity, id, version: Number(row.version), data: row.data })
    }
  }
  const log = new Map<string, LogEntry>()
  let maxSeq = 0
  const entries = (await knex("change_log").select("seq", "entity", "entity_id", "op", "at_ms")) as Array<{
    seq: number | string
    entity: EntityName
    entity_id: number
    op: string
    at_ms: number | string
  }>
  for (const entry of entries) {
    const seq = Number(entry.seq)
    maxSeq = Math.max(maxSeq, seq)
    log.set(rowKey(entry.entity, Number(entry.entity_id)), { seq, op: entry.op, atMs: Number(entry.at_ms) })
  }
  const keys = (await knex("idempotency_keys").count({ n: "*" }).first()) as { n: number | string }
  return { rows, log, maxSeq, keyCount: Number(keys.n) }
}

/** Problems found without knowing what was sent. */
export const structuralProblems = async (db: Database, state: DatabaseState): Promise<string[]> => {
  const problems: string[] = []
  if (db.engine === "sqlite") {
    const result = (await db.knex.raw("PRAGMA integrity_check")) as Array<{ integrity_check: string }>
    const verdict = result.map((line) => line.integrity_check).join("; ")
    if (verdict !== "ok") problems.push(`integrity_check: ${verdict}`)
  } else {
    // PostgreSQL has no integrity_check; its sequences must at least be ahead of the ids they gave.
    for (const table of [...Object.values(contentTables), "change_log"]) {
      const column = table === "change_log" ? "seq" : "id"
      const sequence = (await db.knex.raw(`select pg_get_serial_sequence(?, ?) as name`, [
        table,
        column,
      ])) as {
        rows: Array<{ name: string }>
      }
      const name = sequence.rows[0]?.name
      const last = (await db.knex.raw(`select last_value, is_called from ${name}`)) as {
        rows: Array<{ last_value: string; is_called: boolean }>
      }
      const max = (await db.knex(table).max({ n: column }).first()) as { n: number | string | null }
      const sequenceAt = Number(last.rows[0]?.last_value ?? 0)
      if (Number(max.n ?? 0) > sequenceAt)
        problems.push(`${name} is at ${sequenceAt}, below ${table}'s ${max.n}`)
    }
  }
  for (const [key, row] of state.rows) {
    const entry = state.log.get(key)
    if (entry === undefined) {
      problems.push(`${key} has no change-log entry (a reader would never get it)`)
      continue
    }
    if (entry.op !== "upsert") problems.push(`${key} exists but its change-log entry says ${entry.op}`)
    let parsed: { id?: unknown; version?: unknown; updatedAt?: unknown }
    try {
      parsed = JSON.parse(row.data) as typeof parsed
    } catch {
      problems.push(`${key} holds data that is not JSON`)
      continue
    }
    if (parsed.id !== row.id || parsed.version !== row.version) {
      problems.push(
        `${key}: its data says id ${String(parsed.id)} version ${String(parsed.version)}, its columns id ${row.id} version ${row.version}`,
      )
    }
    // The entry was written with the row's last change (same transaction, same clock reading).
    if (Date.parse(String(parsed.updatedAt)) !== entry.atMs) {
      problems.push(
        `${key}: change-log entry at ${entry.atMs} is not its last change (${String(parsed.updatedAt)})`,
      )
    }
  }
  for (const [key, entry] of state.log) {
    if (entry.op === "upsert" && !state.rows.has(key))
      problems.push(`${key}: upsert in the change log, no row`)
    if (entry.op === "delete" && state.rows.has(key))
      problems.push(`${key}: tombstone in the change log, row still there`)
  }
  // Claim and answer commit together: a key without its answer means a write half-committed.
  const open = (await db.knex("idempotency_keys").whereNull("status").count({ n: "*" }).first()) as {
    n: number | string
  }
  if (Number(open.n) > 0) problems.push(`${open.n} Idempotency-Key(s) claimed without a stored answer`)
  return problems
}

/** The stored answers of these keys. */
export const storedAnswers = async (
  knex: Knex,
  keys: ReadonlyArray<string>,
): Promise<Map<string, { status: number; response: string }>> => {
  const found = new Map<string, { status: number; response: string }>()
  for (let start = 0; start < keys.length; start += 500) {
    const rows = (await knex("idempotency_keys")
      .select("key", "status", "response")
      .whereIn("key", keys.slice(start, start + 500))) as Array<{
      key: string
      status: number
      response: string
    }>
    for (const row of rows) found.set(row.key, { status: Number(row.status), response: row.response })
  }
  return found
}
