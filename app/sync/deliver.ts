/**
 * Send one outbox entry and sort the answer into what the engine does next (sync-protocol.md,
 * client side 5). Effect gives the call typed failures: a network error and each kind of HTTP
 * answer are separate cases the push loop must handle, none can be forgotten.
 */
import { Effect } from "effect"
import type { AnyRow, EntryError, OutboxEntry } from "../db/local-row.ts"
import { requestOf } from "./requests.ts"
import type { Transport } from "./transport.ts"

export type Outcome =
  | { readonly kind: "delivered"; readonly body: unknown }
  /** Network error, 5xx, 429, or the same key still being processed: retry later, in order. */
  | { readonly kind: "retry"; readonly error: EntryError }
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

const classify = (entry: OutboxEntry, response: Response, body: unknown): Outcome => {
  const status = response.status
  const error = (body ?? {}) as ErrorBody
  const message = typeof error.message === "string" ? error.message : undefined
  if (response.ok) return { kind: "delivered", body }
  if (status === 401) return { kind: "unauthorized" }
  if (status === 409 && error.code === "VERSION_CONFLICT")
    return { kind: "versionConflict", current: error.current ?? null }
  if (status === 409 || status >= 500) return { kind: "retry", error: { kind: "server", status, message } }
  if (status === 429) return { kind: "retry", error: { kind: "rateLimited", status, message } }
  // A DELETE of a row that is already gone reached its goal.
  if (status === 404 && entry.op === "delete")
    return { kind: "delivered", body: { id: entry.targetId, deleted: true } }
  return { kind: "rejected", error: { kind: status === 404 ? "notFound" : "rejected", status, message } }
}

export const deliver = (transport: Transport, entry: OutboxEntry): Effect.Effect<Outcome> => {
  const request = requestOf(entry)
  const headers: Record<string, string> = {
    "Idempotency-Key": entry.key,
    "Accept-Language": transport.language(),
  }
  if (request.body !== undefined) headers["Content-Type"] = "application/json"
  if (request.ifMatch !== undefined) headers["If-Match"] = `"${request.ifMatch}"`
  return Effect.tryPromise({
    try: () =>
      transport.fetch(`${transport.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    catch: (cause) => cause,
  }).pipe(
    Effect.flatMap((response) => Effect.map(readJson(response), (body) => classify(entry, response, body))),
    Effect.catch(() => Effect.succeed<Outcome>({ kind: "retry", error: { kind: "network" } })),
  )
}
