/**
 * The checks of a crash run against its record: every write answered 2xx is in the database exactly
 * once, nothing was applied twice, and a reader of the change log (from 0, or from an old cursor)
 * rebuilds exactly the tables.
 */
import { type CallAnswer, type Ledger, type WriteCall, isSuccess, rowKey } from "./crash-ledger.ts"
import type { DatabaseState, StoredRow } from "./crash-database.ts"
import { markerPattern } from "./crash-writes.ts"
import type { HttpClient } from "./http-client.ts"

export type ProblemKind = "lost" | "duplicate" | "other"

export interface Problem {
  readonly kind: ProblemKind
  readonly text: string
}

const lost = (text: string): Problem => ({ kind: "lost", text })
const duplicate = (text: string): Problem => ({ kind: "duplicate", text })
export const other = (text: string): Problem => ({ kind: "other", text })

/** Rows by the create marker in their data. */
const rowsByMarker = (state: DatabaseState): Map<string, StoredRow[]> => {
  const found = new Map<string, StoredRow[]>()
  for (const row of state.rows.values()) {
    for (const marker of new Set(row.data.match(markerPattern) ?? []))
      found.set(marker, [...(found.get(marker) ?? []), row])
  }
  return found
}

const isTombstoned = (state: DatabaseState, key: string) => state.log.get(key)?.op === "delete"

/** A row that is gone must have been deleted by a write of ours, with its tombstone. */
const goneProblem = (
  ledger: Ledger,
  state: DatabaseState,
  key: string,
  what: string,
): Problem | undefined => {
  if (!ledger.deletesSent.has(key)) return lost(`${what}: ${key} is missing and no delete was sent for it`)
  if (!isTombstoned(state, key))
    return lost(`${what}: ${key} is missing and has no tombstone in the change log`)
  return undefined
}

/** One call answered with success: its effect is in the database (or was undone by a later write of ours). */
const successProblems = (
  ledger: Ledger,
  state: DatabaseState,
  markers: Map<string, StoredRow[]>,
  call: WriteCall,
  answer: CallAnswer,
) => {
  const problems: Problem[] = []
  const intent = call.intent
  if (intent.kind === "delete") {
    const key = rowKey(intent.entity, intent.id)
    if (state.rows.has(key))
      problems.push(lost(`delete ${call.key} answered ${answer.status}, ${key} still there`))
    else if (!isTombstoned(state, key)) problems.push(lost(`delete ${call.key}: ${key} has no tombstone`))
    return problems
  }
  const row = JSON.parse(answer.text) as { id: number; version: number }
  const key = rowKey(intent.entity, row.id)
  const stored = state.rows.get(key)
  if (intent.kind === "create") {
    const found = markers.get(intent.marker) ?? []
    if (found.length > 1) return problems // counted once, by duplicateProblems
    if (found.length === 1 && found[0]?.id !== row.id)
      problems.push(lost(`create ${call.key}: answered id ${row.id}, stored as ${found[0]?.id}`))
  }
  if (stored === undefined) {
    const gone = goneProblem(ledger, state, key, `${intent.kind} ${call.key}`)
    if (gone !== undefined) problems.push(gone)
  } else if (stored.version < row.version) {
    problems.push(
      lost(`${intent.kind} ${call.key}: answered ${key} version ${row.version}, stored ${stored.version}`),
    )
  } else if (stored.version === row.version && stored.data !== answer.text) {
    problems.push(lost(`${intent.kind} ${call.key}: ${key} version ${row.version} differs from its answer`))
  }
  return problems
}

/** Markers found on more than one row: a create applied twice. */
export const duplicateProblems = (state: DatabaseState): Problem[] =>
  [...rowsByMarker(state)]
    .filter(([, rows]) => rows.length > 1)
    .map(([marker, rows]) =>
      duplicate(`${marker} is on ${rows.length} rows: ${rows.map((r) => rowKey(r.entity, r.id)).join(", ")}`),
    )

/** Each answered success of this cycle's first sendings, with the key's stored answer. */
export const acknowledgedProblems = (
  ledger: Ledger,
  cycle: number,
  state: DatabaseState,
  stored: Map<string, { status: number; response: string }>,
): Problem[] => {
  const problems: Problem[] = []
  const markers = rowsByMarker(state)
  for (const request of ledger.cycleRequests(cycle)) {
    request.answers?.forEach((answer, index) => {
      const call = request.calls[index] as WriteCall
      if (!isSuccess(answer.status)) {
        if (answer.status !== 409 || !answer.text.includes('"VERSION_CONFLICT"'))
          problems.push(
            other(`${call.method} ${call.path} answered ${answer.status}: ${answer.text.slice(0, 200)}`),
          )
        return
      }
      problems.push(...successProblems(ledger, state, markers, call, answer))
      const kept = stored.get(call.key)
      if (kept === undefined)
        problems.push(lost(`${call.key} answered ${answer.status} but its key is not stored`))
      else if (kept.status !== answer.status || kept.response !== answer.text)
        problems.push(
          other(`${call.key}: stored answer ${kept.status} differs from the one sent (${answer.status})`),
        )
    })
  }
  return problems
}

/**
 * After the replays, when every key has its final answer: each create is on exactly one row (or was
 * deleted), nothing is on a row without a success, and each row's version is 1 plus its successful
 * updates (an update applied twice, or without its answer stored, shows as a version too high).
 */
export const exactlyOnceProblems = (ledger: Ledger, state: DatabaseState): Problem[] => {
  const problems: Problem[] = []
  const markers = rowsByMarker(state)
  for (const [key, call] of ledger.calls) {
    if (call.intent.kind !== "create") continue
    const found = markers.get(call.intent.marker) ?? []
    const success = ledger.successOf(key)
    if (success === undefined) {
      if (found.length > 0)
        problems.push(duplicate(`create ${key} never succeeded but ${call.intent.marker} is stored`))
      continue
    }
    if (found.length === 0) {
      const { id } = JSON.parse(success.text) as { id: number }
      const gone = goneProblem(ledger, state, rowKey(call.intent.entity, id), `create ${key}`)
      if (gone !== undefined) problems.push(gone)
    }
  }
  const applied = ledger.appliedUpdates()
  for (const [key, row] of state.rows) {
    const expected = 1 + (applied.get(key)?.size ?? 0)
    if (row.version > expected)
      problems.push(duplicate(`${key} is at version ${row.version}, ${expected - 1} update(s) succeeded`))
    if (row.version < expected)
      problems.push(lost(`${key} is at version ${row.version}, ${expected - 1} update(s) succeeded`))
  }
  return problems
}

/** A reader's copy of the database: each (entity, id) to its row JSON, or null for a tombstone. */
export type Snapshot = Map<string, string | null>

/** Pull `GET /api/sync` from a cursor to the end (admin session), applying it onto `base`. */
export const pullFeed = async (
  client: HttpClient,
  cookie: string,
  since: number,
  base: Snapshot = new Map(),
): Promise<{ snapshot: Snapshot; cursor: number }> => {
  const snapshot = new Map(base)
  let cursor = since
  for (;;) {
    const answer = await client.send({
      method: "GET",
      path: `/api/sync?since=${cursor}&limit=2000`,
      headers: { Cookie: cookie },
    })
    if (answer.status !== 200)
      throw new Error(`GET /api/sync?since=${cursor} answered ${answer.status}: ${answer.text}`)
    const page = JSON.parse(answer.text) as {
      cursor: number
      more: boolean
      scope: string
      changes: Array<{ entity: string; id: number; op: string; row?: unknown }>
    }
    if (page.scope !== "admin")
      throw new Error(`the feed answered in scope ${page.scope}: the session was lost`)
    for (const change of page.changes) {
      snapshot.set(
        `${change.entity}:${change.id}`,
        change.op === "upsert" ? JSON.stringify(change.row) : null,
      )
    }
    cursor = page.cursor
    if (!page.more) return { snapshot, cursor }
  }
}

/** What a reader rebuilt against the tables and change log. */
export const snapshotProblems = (
  what: string,
  snapshot: Snapshot,
  cursor: number,
  state: DatabaseState,
): Problem[] => {
  const problems: Problem[] = []
  if (cursor !== state.maxSeq) problems.push(other(`${what}: cursor ${cursor}, newest seq ${state.maxSeq}`))
  for (const [key, row] of state.rows) {
    const seen = snapshot.get(key)
    if (seen === undefined || seen === null)
      problems.push(lost(`${what}: ${key} is in the table, not in the feed`))
    else if (seen !== row.data) problems.push(other(`${what}: ${key} differs from the table`))
  }
  for (const [key, seen] of snapshot) {
    if (seen === null && state.rows.has(key))
      problems.push(other(`${what}: ${key} deleted in the feed, in the table`))
    if (seen !== null && !state.rows.has(key))
      problems.push(other(`${what}: ${key} in the feed, not in the table`))
  }
  if (snapshot.size !== state.log.size)
    problems.push(other(`${what}: ${snapshot.size} entries, change log ${state.log.size}`))
  return problems
}
