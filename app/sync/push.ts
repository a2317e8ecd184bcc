/**
 * Push: deliver the outbox in order, one request in flight (sync-protocol.md, client side 5), several
 * entries per request when they do not build on each other (docs/sync.md, "Batched push").
 * An entry that failed or is in conflict does not block the queue, but later entries of the same row
 * (or that refer to a row whose creation is stuck) wait behind it, since they were made on top of it.
 */
import { Effect } from "effect"
import { pushBatchMax } from "../../schema/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { OutboxEntry } from "../db/local-row.ts"
import {
  type Delivered,
  applyDelivered,
  applyRejected,
  applyRetry,
  applyVersionConflict,
} from "./apply-result.ts"
import { backoffDelay } from "./backoff.ts"
import { deliver, deliverBatch } from "./deliver.ts"
import { localAddressesIn } from "./local-media.ts"
import { targetKey } from "./local-view.ts"
import { temporaryReferences } from "./remap.ts"
import type { Transport } from "./transport.ts"

export type PushResult =
  | { readonly kind: "drained" }
  /** A retryable failure: try again at `at` (ms), or at once when the network comes back. */
  | { readonly kind: "backoff"; readonly at: number }
  | { readonly kind: "unauthorized" }

/** How much one batch carries at most: entries, and characters of payload (the server takes 1 MB). */
export interface BatchLimits {
  readonly entries: number
  readonly payloadChars: number
}
export const batchLimits: BatchLimits = { entries: pushBatchMax, payloadChars: 256 * 1024 }

/**
 * The entries that may go now, in order, as one batch (empty: none may). An entry waits while an
 * earlier entry of its row is stuck (failed or in conflict), or while it refers to a row whose
 * creation is stuck: it was made on top of that. The batch ends before an entry that builds on one
 * already in it (the same row, or a row created in it): that one needs the answer first (a new
 * version to build on, the real id of the created row). Entries still backing off end it too.
 * An entry that still holds a local picture address (`local-media:…`, its upload not answered yet or
 * refused) waits too, with its row: it is never sent with an address only this device knows.
 */
export const nextBatch = (
  entries: ReadonlyArray<OutboxEntry>,
  now: number = Number.POSITIVE_INFINITY,
  limits: BatchLimits = batchLimits,
): OutboxEntry[] => {
  const blocked = new Set<string>()
  const inBatch = new Set<string>()
  const batch: OutboxEntry[] = []
  let chars = 0
  for (const entry of entries) {
    const target = targetKey(entry.entity, entry.targetId)
    const refs = temporaryReferences(entry.entity, entry.payload)
    if (
      entry.state !== "pending" ||
      blocked.has(target) ||
      refs.some((ref) => blocked.has(ref)) ||
      localAddressesIn(entry.payload).length > 0
    ) {
      blocked.add(target)
      continue
    }
    if (batch.length > 0) {
      const size = JSON.stringify(entry.payload ?? null).length
      const buildsOnBatch = inBatch.has(target) || refs.some((ref) => inBatch.has(ref))
      if (buildsOnBatch || entry.notBefore > now || batch.length >= limits.entries) break
      if (chars + size > limits.payloadChars) break
      chars += size
    } else chars = JSON.stringify(entry.payload ?? null).length
    batch.push(entry)
    inBatch.add(target)
  }
  return batch
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
  // The queue is read once and kept in step as entries go, so a long queue is not re-read per batch;
  // it is read again whenever a delivery changed other entries (remap, rebase) or something looks off.
  let queue = await load()
  // The local bookkeeping of delivered entries that no later entry depends on (another row, not a
  // create) runs in one transaction while the next request is in flight: still one request at a
  // time, in order. Until it commits the entries stay in the outbox, so a reload meanwhile sends
  // them again with the same keys and gets the stored answers. Bookkeeping runs in order (a chain),
  // and is awaited before anything reads what it writes (the queue) and before push returns.
  let applying: Promise<void> = Promise.resolve()
  let deferred: Delivered[] = []
  const startDeferred = () => {
    if (deferred.length === 0) return
    const items = deferred
    deferred = []
    applying = applying
      .then(() => applyDelivered(db, items))
      .then(() => {
        for (const { entry, body } of items) hooks.onAnswer?.(entry, "delivered", body)
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
      const batch = nextBatch(queue, now())
      const [first] = batch
      if (first === undefined) {
        await settled()
        queue = await load()
        if (nextBatch(queue, now()).length === 0) return { kind: "drained" }
        continue
      }
      // Read before the deferred bookkeeping starts, so it does not wait for that transaction.
      const reading = db.outbox.bulkGet(batch.map((entry) => entry.seq ?? -1))
      startDeferred()
      const stored = await reading
      const unchanged = batch.every((entry, index) => {
        const current = stored[index]
        return current !== undefined && current.state === "pending" && current.key === entry.key
      })
      if (!unchanged) {
        await settled()
        queue = await load() // discarded, resolved or retried meanwhile (another tab, the panel)
        continue
      }
      if (first.notBefore > now()) {
        await settled()
        return { kind: "backoff", at: first.notBefore }
      }
      const outcomes = await Effect.runPromise(
        batch.length === 1
          ? Effect.map(deliver(transport, first), (one) => [one])
          : deliverBatch(transport, batch),
      )
      for (const [index, outcome] of outcomes.entries()) {
        const entry = batch[index] ?? first
        const touchesOthers =
          entry.op === "create" ||
          queue.some((e) => e.key !== entry.key && e.entity === entry.entity && e.targetId === entry.targetId)
        if (outcome.kind !== "delivered" || touchesOthers) await settled()
        switch (outcome.kind) {
          case "delivered":
            if (touchesOthers) {
              await applyDelivered(db, [{ entry, body: outcome.body }])
              hooks.onAnswer?.(entry, "delivered", outcome.body)
              hooks.onProgress?.()
              queue = await load()
            } else {
              deferred.push({ entry, body: outcome.body })
              queue = queue.filter((e) => e.key !== entry.key)
            }
            break
          case "retry": {
            // A server that said how long to wait (429 Retry-After) is not asked again sooner: no hot
            // loop against a limit, and the entry goes by itself once the wait is over.
            const at = now() + Math.max(backoffDelay(entry.attempts), outcome.retryAfterMs ?? 0)
            await applyRetry(db, entry, outcome.error, at)
            hooks.onProgress?.()
            return { kind: "backoff", at }
          }
          case "unauthorized":
            return { kind: "unauthorized" }
          case "versionConflict":
          case "rejected":
            // Merged and due again, or kept visible as a conflict or failure; later entries of the row
            // are folded into it (apply-result.ts), so the queue is read again.
            if (outcome.kind === "versionConflict") await applyVersionConflict(db, entry, outcome.current)
            else await applyRejected(db, entry, outcome.error)
            hooks.onAnswer?.(entry, outcome.kind === "versionConflict" ? "conflict" : "rejected")
            hooks.onProgress?.()
            queue = await load()
            break
        }
      }
    }
  } finally {
    // Whatever ended the loop (an answer, an error), no bookkeeping is left running behind it.
    await settled()
  }
}

/** Make every waiting entry and upload due now (the network is back, or the person pressed "sync now"). */
export const clearBackoff = async (db: SiteDatabase): Promise<void> => {
  await db.outbox.where("state").equals("pending").modify({ notBefore: 0 })
  await db.uploads.where("state").equals("pending").modify({ notBefore: 0 })
}
