/**
 * Push: deliver the outbox in order, one entry in flight (sync-protocol.md, client side 5).
 * An entry that failed or is in conflict does not block the queue, but later entries of the same row
 * (or that refer to a row whose creation is stuck) wait behind it, since they were made on top of it.
 */
import { Effect } from "effect"
import type { SiteDatabase } from "../db/database.ts"
import type { OutboxEntry } from "../db/local-row.ts"
import { applyDelivered, applyRejected, applyRetry, applyVersionConflict } from "./apply-result.ts"
import { backoffDelay } from "./backoff.ts"
import { deliver } from "./deliver.ts"
import { targetKey } from "./local-view.ts"
import { temporaryReferences } from "./remap.ts"
import type { Transport } from "./transport.ts"

export type PushResult =
  | { readonly kind: "drained" }
  /** A retryable failure: try again at `at` (ms), or at once when the network comes back. */
  | { readonly kind: "backoff"; readonly at: number }
  | { readonly kind: "unauthorized" }

/** The first entry that may go now, or why none may. */
export const nextEntry = (entries: ReadonlyArray<OutboxEntry>): OutboxEntry | undefined => {
  const blocked = new Set<string>()
  for (const entry of entries) {
    const target = targetKey(entry.entity, entry.targetId)
    const waits =
      blocked.has(target) || temporaryReferences(entry.entity, entry.payload).some((ref) => blocked.has(ref))
    if (entry.state === "pending" && !waits) return entry
    blocked.add(target)
  }
  return undefined
}

export interface PushHooks {
  /** Called after each answer the server gave (tests record acknowledged edits with it). */
  readonly onAnswer?: (entry: OutboxEntry, outcome: string, body?: unknown) => void
  readonly onProgress?: () => void
}

export const push = async (
  db: SiteDatabase,
  transport: Transport,
  hooks: PushHooks = {},
  now: () => number = Date.now,
): Promise<PushResult> => {
  const load = () => db.outbox.orderBy("seq").toArray()
  // The queue is read once and kept in step as entries go, so a long queue is not re-read per entry;
  // it is read again whenever a delivery changed other entries (remap, rebase) or something looks off.
  let queue = await load()
  // The local bookkeeping of a delivered entry that no later entry depends on (another row, not a
  // create) runs while the next request is in flight: still one request at a time, in order. Until it
  // commits the entry stays in the outbox, so a reload meanwhile sends it again with the same key and
  // gets the stored answer. Bookkeeping runs in order (a chain), and is awaited before anything reads
  // what it writes (the queue) and before push returns.
  let applying: Promise<void> = Promise.resolve()
  let deferred: { entry: OutboxEntry; body: unknown } | undefined
  const startDeferred = () => {
    if (deferred === undefined) return
    const { entry, body } = deferred
    deferred = undefined
    applying = applying
      .then(() => applyDelivered(db, entry, body))
      .then(() => {
        hooks.onAnswer?.(entry, "delivered", body)
        hooks.onProgress?.()
      })
    // Marked handled here; the error itself surfaces where `applying` is awaited.
    applying.catch(() => undefined)
  }
  const settled = async () => {
    startDeferred()
    await applying
  }
  try {
    for (;;) {
      const candidate = nextEntry(queue)
      if (candidate === undefined) {
        await settled()
        queue = await load()
        if (nextEntry(queue) === undefined) return { kind: "drained" }
        continue
      }
      // Read before the deferred bookkeeping starts, so it does not wait for that transaction.
      const reading = db.outbox.get(candidate.seq ?? -1)
      startDeferred()
      const entry = await reading
      if (entry === undefined || entry.state !== "pending" || entry.key !== candidate.key) {
        await settled()
        queue = await load() // discarded, resolved or retried meanwhile (another tab, the panel)
        continue
      }
      if (entry.notBefore > now()) {
        await settled()
        return { kind: "backoff", at: entry.notBefore }
      }
      const outcome = await Effect.runPromise(deliver(transport, entry))
      const touchesOthers =
        entry.op === "create" ||
        queue.some((e) => e.key !== entry.key && e.entity === entry.entity && e.targetId === entry.targetId)
      if (outcome.kind !== "delivered" || touchesOthers) await settled()
      switch (outcome.kind) {
        case "delivered":
          if (touchesOthers) {
            await applyDelivered(db, entry, outcome.body)
            hooks.onAnswer?.(entry, "delivered", outcome.body)
            hooks.onProgress?.()
            queue = await load()
          } else {
            deferred = { entry, body: outcome.body }
            queue = queue.filter((e) => e.key !== entry.key)
          }
          break
        case "retry": {
          const at = now() + backoffDelay(entry.attempts)
          await applyRetry(db, entry, outcome.error, at)
          hooks.onProgress?.()
          return { kind: "backoff", at }
        }
        case "unauthorized":
          return { kind: "unauthorized" }
        case "versionConflict":
          await applyVersionConflict(db, entry, outcome.current)
          hooks.onAnswer?.(entry, "conflict")
          hooks.onProgress?.()
          queue = await load()
          break
        case "rejected":
          await applyRejected(db, entry, outcome.error)
          hooks.onAnswer?.(entry, "rejected")
          hooks.onProgress?.()
          queue = await load()
          break
      }
    }
  } finally {
    // Whatever ended the loop (an answer, an error), no bookkeeping is left running behind it.
    await settled()
  }
}

/** Make every waiting entry due now (the network is back, or the person pressed "sync now"). */
export const clearBackoff = async (db: SiteDatabase): Promise<void> => {
  await db.outbox.where("state").equals("pending").modify({ notBefore: 0 })
}
