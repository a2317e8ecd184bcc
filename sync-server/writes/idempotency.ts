/**
 * Writes with an optional `Idempotency-Key` (sync-protocol.md, server side 4). The key, the change
 * and the stored response are committed in one transaction, so a replay after a crash between
 * commit and answer gets the stored answer, and a concurrent request with the same key (writers go
 * one at a time) gets it too once the first commits. A write that fails rolls its claim back with
 * it: nothing was changed, and the client may retry with the same key.
 */
import { createHash, randomUUID } from "node:crypto"
import type { Response } from "express"
import type { Knex } from "knex"
import type { ServerContext } from "../context.ts"
import type { Database } from "../db/connection.ts"
import { HttpError } from "../http/errors.ts"
import { type WriteRequest, headerOf } from "../http/write-request.ts"
import { writeTransaction } from "../sync/change-log.ts"
import { insertSql, readSql } from "../db/write-sql.ts"

export interface WriteResult {
  readonly status: number
  readonly body: unknown
}

/** Keys are kept at least this long, because an offline outbox can be that old. */
export const keyRetentionMs = 30 * 24 * 60 * 60 * 1000
/** A claim older than this belongs to a process that died mid-request; another request may take it over. */
const abandonedClaimMs = 60_000

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface StoredKey {
  method: string
  path: string
  body_hash: string
  claim: string
  status: number | null
  response: string | null
  created_ms: number | string
}

const sendResult = (res: Response, status: number, json: string): void => {
  res.status(status).type("application/json").send(json)
}

const requestPath = (req: WriteRequest): string => req.originalUrl.split("?")[0] ?? req.originalUrl

/**
 * JSON with object keys sorted, so the same body serialised in another key order hashes the same.
 * Iterative (a stack of what is left to write, not recursion): no body, however deeply nested, can
 * exhaust the call stack here. The text is the one the recursive version gave, so keys stored by an
 * older release still match their retries.
 */
export const canonicalJson = (root: unknown): string => {
  const out: string[] = []
  /** What is left to write, last first: a value, or punctuation (a string). */
  const todo: Array<{ readonly value: unknown } | string> = [{ value: root }]
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (typeof next === "string") {
      out.push(next)
      continue
    }
    const { value } = next
    if (Array.isArray(value)) {
      todo.push("]")
      for (let index = value.length - 1; index >= 0; index--) {
        todo.push({ value: value[index] as unknown })
        if (index > 0) todo.push(",")
      }
      todo.push("[")
    } else if (typeof value === "object" && value !== null) {
      const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      todo.push("}")
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown]
        todo.push({ value: item }, `${index > 0 ? "," : ""}${JSON.stringify(key)}:`)
      }
      todo.push("{")
    } else out.push(JSON.stringify(value) ?? "null")
  }
  return out.join("")
}

/** What a key remembers of a request's body. */
export const hashBody = (body: unknown): string =>
  createHash("sha256")
    .update(body === undefined ? "" : canonicalJson(body))
    .digest("hex")

const bodyHash = (req: WriteRequest): string => hashBody(req.body)

type Claim =
  | { readonly kind: "new" }
  | { readonly kind: "claimed"; readonly claim: string }
  | { readonly kind: "replay"; readonly status: number; readonly text: string }

/**
 * Look the key up inside the write's transaction: unknown (the write goes ahead, and the key is
 * stored with its answer at the end), answered (replay), or claimed without an answer. Writers run
 * one at a time (SQLite has one writer; on PostgreSQL writeTransaction locks the change log first),
 * so a second request with the same key waits and then sees the committed answer. Should two ever
 * overlap, the key's primary key refuses the second insert and that write rolls back whole.
 */
const lookUpKey = async (
  trx: Knex.Transaction,
  req: WriteRequest,
  key: string,
  now: number,
): Promise<Claim> => {
  const [stored] = await readSql<StoredKey>(trx, `SELECT * FROM "idempotency_keys" WHERE "key" = ? LIMIT 1`, [
    key,
  ])
  if (stored === undefined) return { kind: "new" }
  if (
    stored.method !== req.method ||
    stored.path !== requestPath(req) ||
    stored.body_hash !== bodyHash(req)
  ) {
    throw new HttpError(422, "IDEMPOTENCY_MISMATCH", "error.idempotencyMismatch")
  }
  if (stored.status !== null && stored.response !== null) {
    return { kind: "replay", status: stored.status, text: stored.response }
  }
  // A claim without an answer was committed on its own by another process (an older release claimed
  // keys in a separate transaction); it is in flight there, or abandoned when it is old enough.
  if (now - Number(stored.created_ms) < abandonedClaimMs) {
    throw new HttpError(409, "IDEMPOTENCY_IN_FLIGHT", "error.idempotencyInFlight")
  }
  const claim = randomUUID()
  const taken = await trx("idempotency_keys")
    .where({ key, claim: stored.claim, status: null })
    .update({ claim, created_ms: now })
  if (taken !== 1) throw new HttpError(409, "IDEMPOTENCY_IN_FLIGHT", "error.idempotencyInFlight")
  return { kind: "claimed", claim }
}

/** Store the answer with the key (inside the write's transaction). */
const storeAnswer = async (
  trx: Knex.Transaction,
  req: WriteRequest,
  key: string,
  found: Claim,
  answer: { status: number; text: string },
  now: number,
): Promise<void> => {
  if (found.kind === "claimed") {
    await trx("idempotency_keys")
      .where({ key, claim: found.claim })
      .update({ status: answer.status, response: answer.text })
    return
  }
  await insertSql(trx, "idempotency_keys", {
    key,
    method: req.method,
    path: requestPath(req),
    body_hash: bodyHash(req),
    claim: randomUUID(),
    status: answer.status,
    response: answer.text,
    created_ms: now,
  })
}

export interface KeyedAnswer {
  readonly status: number
  /** The answer's JSON, as stored with the key. */
  readonly text: string
  readonly replayed: boolean
}

/** The request's Idempotency-Key (lower case), undefined without one, 400 when it is not a UUID. */
export const idempotencyKeyOf = (req: WriteRequest): string | undefined => {
  const header = headerOf(req, "idempotency-key")
  if (header === undefined) return undefined
  if (!uuidPattern.test(header)) throw new HttpError(400, "VALIDATION", "error.invalidIdempotencyKey")
  return header.toLowerCase()
}

/**
 * Inside the caller's write transaction: answer a known key from what it stored, or do `work` and
 * store its answer with the key. Claim, change and stored answer commit together: one commit (one
 * fsync) per write, and a replay after a crash between commit and answer finds the answer.
 */
export const runKeyedWrite = async (
  ctx: ServerContext,
  trx: Knex.Transaction,
  req: WriteRequest,
  key: string,
  work: (trx: Knex.Transaction) => Promise<WriteResult>,
): Promise<KeyedAnswer> => {
  const now = ctx.now()
  const found = await lookUpKey(trx, req, key, now)
  if (found.kind === "replay") return { status: found.status, text: found.text, replayed: true }
  const result = await work(trx)
  const fresh = { status: result.status, text: JSON.stringify(result.body) }
  await storeAnswer(trx, req, key, found, fresh, now)
  return { ...fresh, replayed: false }
}

/**
 * Run `work` in one write transaction and answer with its result. Errors (HttpError for 4xx) propagate
 * after the transaction rolled back (with the key's claim: the client may retry with the same key).
 */
export const performWrite = async (
  ctx: ServerContext,
  req: WriteRequest,
  res: Response,
  work: (trx: Knex.Transaction) => Promise<WriteResult>,
): Promise<void> => {
  const { db } = ctx
  const key = idempotencyKeyOf(req)
  if (key === undefined) {
    const result = await writeTransaction(db, work)
    sendResult(res, result.status, JSON.stringify(result.body))
    return
  }
  const answer = await writeTransaction(db, (trx) => runKeyedWrite(ctx, trx, req, key, work))
  if (answer.replayed) res.setHeader("Idempotency-Replayed", "true")
  sendResult(res, answer.status, answer.text)
}

/** Forget keys older than the retention period. */
export const pruneIdempotencyKeys = async (db: Database, now: number): Promise<void> => {
  await db
    .knex("idempotency_keys")
    .where("created_ms", "<", now - keyRetentionMs)
    .delete()
}
