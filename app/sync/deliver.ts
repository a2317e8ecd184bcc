/**
 * Send one outbox entry and sort the answer into what the engine does next (sync-protocol.md,
 * client side 5). Effect gives the call typed failures: a network error and each kind of HTTP
 * answer are separate cases the push loop must handle, none can be forgotten.
 */
import { Effect } from "effect"
import type { AnyRow, EntryError, OutboxEntry } from "../db/local-row.ts"
import { pushPath, requestOf } from "./requests.ts"
import type { Transport } from "./transport.ts"

export type Outcome =
  | { readonly kind: "delivered"; readonly body: unknown }
  /**
   * Network error, 5xx, 429, or the same key still being processed: retry later, in order; not before
   * `retryAfterMs` when the server said how long to wait (a 429's Retry-After).
   */
  | { readonly kind: "retry"; readonly error: EntryError; readonly retryAfterMs?: number }
  /** 401: pause everything until the person logs in again. */
  | { readonly kind: "unauthorized" }
  /** 409 on If-Match: the server's row now (null: deleted there). */
  | { readonly kind: "versionConflict"; readonly current: AnyRow | null }
  /** 400, 404, 422...: the server will not take it as it is. */
  | { readonly kind: "rejected"; readonly error: EntryError }

interface ErrorBody {
  message?: string
  code?: string
  current?: AnyRow | null
  /** A 429's wait inside a batched push's answer, where a mutation has no headers of its own. */
  retryAfterSeconds?: unknown
}

/** The longest wait a server's Retry-After is believed for: a broken or hostile value cannot park an entry. */
export const maxRetryAfterMs = 6 * 60 * 60 * 1000

/**
 * How long a 429 asks to wait, in ms: the Retry-After header (seconds, or an HTTP date), else the
 * body's `retryAfterSeconds`; undefined when neither says.
 */
export const retryAfterMsOf = (header: string | null, body: ErrorBody, now: number): number | undefined => {
  const text = header?.trim() ?? ""
  let ms: number | undefined
  if (/^\d+$/.test(text)) ms = Number(text) * 1000
  else if (text !== "" && !Number.isNaN(Date.parse(text))) ms = Date.parse(text) - now
  else if (typeof body.retryAfterSeconds === "number") ms = body.retryAfterSeconds * 1000
  if (ms === undefined || !Number.isFinite(ms)) return undefined
  return Math.min(Math.max(0, ms), maxRetryAfterMs)
}

/** A body cut off mid-way (the server went down while answering) is a network error too. */
const readJson = (response: Response): Effect.Effect<unknown, unknown> =>
  Effect.tryPromise({ try: () => response.text(), catch: (cause) => cause }).pipe(
    Effect.map((text) => {
      try {
        return text === "" ? undefined : (JSON.parse(text) as unknown)
      } catch {
        return undefined
      }
    }),
  )

const classify = (
  entry: OutboxEntry,
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): Outcome => {
  const error = (body ?? {}) as ErrorBody
  const message = typeof error.message === "string" ? error.message : undefined
  if (status >= 200 && status < 300) return { kind: "delivered", body }
  if (status === 401) return { kind: "unauthorized" }
  if (status === 409 && error.code === "VERSION_CONFLICT")
    return { kind: "versionConflict", current: error.current ?? null }
  if (status === 409 || status >= 500) return { kind: "retry", error: { kind: "server", status, message } }
  // Held back until two-step sign-in is set up (issue 29): the edit waits for it, never refused for it.
  if (status === 403 && error.code === "TWO_STEP_REQUIRED")
    return { kind: "retry", error: { kind: "server", status, message } }
  if (status === 429) {
    const retryAfterMs = retryAfterMsOf(retryAfter, error, Date.now())
    return {
      kind: "retry",
      error: { kind: "rateLimited", status, message },
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    }
  }
  // A DELETE of a row that is already gone reached its goal.
  if (status === 404 && entry.op === "delete")
    return { kind: "delivered", body: { id: entry.targetId, deleted: true } }
  return { kind: "rejected", error: { kind: status === 404 ? "notFound" : "rejected", status, message } }
}

const networkError: Outcome = { kind: "retry", error: { kind: "network" } }

/** A fetch and its whole answer (status and JSON body); any failure on the way is a network error. */
const call = (transport: Transport, path: string, init: RequestInit) =>
  Effect.tryPromise({
    try: () => transport.fetch(`${transport.baseUrl}${path}`, init),
    catch: (cause) => cause,
  }).pipe(
    Effect.flatMap((response) =>
      Effect.map(readJson(response), (body) => ({
        status: response.status,
        body,
        retryAfter: response.headers.get("retry-after"),
      })),
    ),
  )

/** When the edit was made on this device (the entry's queue time, epoch ms), for the server's audit trail. */
const madeAtOf = (entry: OutboxEntry): number | undefined => {
  const ms = Date.parse(entry.createdAt)
  return Number.isSafeInteger(ms) && ms >= 0 ? ms : undefined
}

/** Send one entry as its own call of the API (spec section 7). */
export const deliver = (transport: Transport, entry: OutboxEntry): Effect.Effect<Outcome> => {
  const request = requestOf(entry)
  const headers: Record<string, string> = {
    "Idempotency-Key": entry.key,
    "Accept-Language": transport.language(),
  }
  if (request.body !== undefined) headers["Content-Type"] = "application/json"
  if (request.ifMatch !== undefined) headers["If-Match"] = `"${request.ifMatch}"`
  const madeAt = madeAtOf(entry)
  if (madeAt !== undefined) headers["X-Made-At"] = String(madeAt)
  if (entry.madeBy !== undefined) headers["X-Made-By"] = String(entry.madeBy)
  return call(transport, request.path, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }).pipe(
    Effect.map(({ status, body, retryAfter }) => classify(entry, status, body, retryAfter)),
    Effect.catch(() => Effect.succeed(networkError)),
  )
}

interface PushAnswer {
  readonly results?: ReadonlyArray<{ readonly status?: unknown; readonly body?: unknown }>
}

/**
 * Send several entries in one request (POST /api/sync/push, docs/sync.md). The outcomes come in the
 * entries' order and may be fewer: the server stops after the first entry that is not delivered, and
 * the ones after it stay queued. A server that does not take batches (an older release answering 404,
 * or a batch it refuses as a whole) gets the first entry alone, the way it always did.
 */
export const deliverBatch = (
  transport: Transport,
  entries: ReadonlyArray<OutboxEntry>,
): Effect.Effect<ReadonlyArray<Outcome>> => {
  const [first] = entries
  if (first === undefined) return Effect.succeed([])
  const mutations = entries.map((entry) => {
    const request = requestOf(entry)
    return {
      key: entry.key,
      method: request.method,
      path: request.path,
      ifMatch: request.ifMatch,
      body: request.body,
      madeAt: madeAtOf(entry),
      madeBy: entry.madeBy,
    }
  })
  return call(transport, pushPath, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": transport.language() },
    body: JSON.stringify({ mutations }),
  }).pipe(
    Effect.flatMap(({ status, body, retryAfter }): Effect.Effect<ReadonlyArray<Outcome>> => {
      const results = status === 200 ? (body as PushAnswer | undefined)?.results : undefined
      if (Array.isArray(results) && results.length > 0 && results.length <= entries.length) {
        return Effect.succeed(
          results.map((result, index) =>
            classify(
              entries[index] ?? first,
              typeof result.status === "number" ? result.status : 500,
              result.body,
            ),
          ),
        )
      }
      // The batch as a whole: the session, the server's state, or a server without batches.
      const whole = classify(first, status, body, retryAfter)
      if (whole.kind === "rejected") return Effect.map(deliver(transport, first), (outcome) => [outcome])
      return Effect.succeed([whole.kind === "delivered" ? networkError : whole])
    }),
    Effect.catch(() => Effect.succeed([networkError])),
  )
}
