/**
 * Pictures chosen on this device (docs/media.md, "The app side"): kept in IndexedDB beside the
 * outbox, uploaded before any edit that refers to them, exactly once (the upload's own
 * Idempotency-Key), and then every reference to the local address, in queued edits and local rows, is
 * rewritten to the server's address in one transaction.
 */
import { decodeWith } from "../../schema/decode.ts"
import { MediaAlt, type MediaRecord, mediaAddress } from "../../schema/media.ts"
import type { Language } from "../../schema/messages.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { EntryError, OutboxEntry, QueuedUpload } from "../db/local-row.ts"
import { madeByField } from "./actor.ts"
import { backoffDelay } from "./backoff.ts"
import { deliverUpload } from "./deliver-upload.ts"
import { StorageFullError, ValidationError, isQuotaError } from "./errors.ts"
import { foldStuckRow } from "./fold.ts"
import { localAddressesIn, newLocalAddress, replaceAddress } from "./local-media.ts"
import { rebuildRow, targetKey } from "./local-view.ts"
import type { Transport } from "./transport.ts"

export interface QueuedPicture {
  /** `local-media:<uuid>`: put it in the picture field or the Markdown body right away. */
  readonly address: string
  /** The upload's Idempotency-Key. */
  readonly key: string
}

const tablesOf = (db: SiteDatabase) => [...db.contentTables(), db.outbox, db.shadows, db.uploads]

/** Keep a chosen picture on this device; it goes to the server with the next push. */
export const queueUpload = async (
  db: SiteDatabase,
  blob: Blob,
  alt: { readonly alt: string; readonly altEn: string },
  language: Language,
): Promise<QueuedPicture> => {
  // The server requires both alt texts (400 otherwise): checked here, so an upload is never queued
  // only to be refused later.
  const decoded = decodeWith(MediaAlt)({ alt: alt.alt, altEn: alt.altEn }, language)
  if (!decoded.ok) throw new ValidationError(decoded.issues)
  const upload: QueuedUpload = {
    address: newLocalAddress(),
    key: crypto.randomUUID(),
    blob,
    type: blob.type,
    alt: decoded.value.alt.trim(),
    altEn: decoded.value.altEn.trim(),
    createdAt: new Date().toISOString(),
    state: "pending",
    attempts: 0,
    notBefore: 0,
    lastError: null,
    record: null,
    serverAddress: null,
    ...madeByField(),
  }
  try {
    await db.uploads.add(upload)
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(language)
    throw error
  }
  return { address: upload.address, key: upload.key }
}

/**
 * The address content uses once uploaded: `mediaAddress(record)`, the fallback file plus its size as a
 * fragment (`/media/<hash>-1280.jpg#1280x960`), from which pages derive every variant (schema/media.ts).
 */
export const serverAddressOf = (record: MediaRecord): string => mediaAddress(record)

/**
 * Replace `from` by `to` in every queued entry (payload and base row) and every local row (inside the
 * caller's transaction). Shadows are the server's rows and never hold a local address.
 */
export const rewriteAddress = async (db: SiteDatabase, from: string, to: string): Promise<void> => {
  for (const entry of await db.outbox.toArray()) {
    const payload = replaceAddress(entry.payload, from, to)
    const baseRow = replaceAddress(entry.baseRow, from, to)
    if (payload !== entry.payload || baseRow !== entry.baseRow)
      await db.outbox.put({ ...entry, payload, baseRow })
  }
  for (const table of db.contentTables()) {
    const holders = await table.filter((row) => JSON.stringify(row).includes(from)).toArray()
    for (const row of holders) await table.put(replaceAddress(row, from, to))
  }
}

/**
 * Entries still pending that refer to a picture the server refused (or that is not on this device):
 * marked failed with the upload's reason, so they are never sent with a local address and show in the
 * sync panel. Later edits of their rows fold into them, as for any failed entry.
 */
const failDependents = async (
  db: SiteDatabase,
  entries: ReadonlyArray<OutboxEntry>,
  error: EntryError,
): Promise<void> => {
  const rows = new Map<string, OutboxEntry>()
  for (const entry of entries) {
    if (entry.state !== "pending") continue
    await db.outbox.update(entry.seq ?? -1, {
      state: "failed",
      lastError: error,
      attempts: entry.attempts + 1,
    })
    rows.set(targetKey(entry.entity, entry.targetId), entry)
  }
  for (const entry of rows.values()) {
    await foldStuckRow(db, entry.entity, entry.targetId)
    await rebuildRow(db, entry.entity, entry.targetId, undefined)
  }
}

/**
 * Bring queued entries in step with the uploads: references to an uploaded picture are rewritten (an
 * edit saved after its picture was uploaded, a retry with an edited payload), references to a refused
 * or unknown picture make the entry failed. One transaction.
 */
export const settleReferences = async (db: SiteDatabase): Promise<void> => {
  // Read first, outside a write transaction: almost every push has nothing to settle, and a write
  // transaction over every table would hold back the person's edits for nothing.
  const holders = await db.outbox.filter((entry) => localAddressesIn(entry.payload).length > 0).count()
  if (holders === 0) return
  await db.transaction("rw", tablesOf(db), async () => {
    const byAddress = new Map<string, OutboxEntry[]>()
    for (const entry of await db.outbox.toArray())
      for (const address of localAddressesIn(entry.payload))
        byAddress.set(address, [...(byAddress.get(address) ?? []), entry])
    for (const [address, entries] of byAddress) {
      const upload = await db.uploads.get(address)
      if (upload?.state === "pending") continue
      if (upload?.state === "done" && upload.serverAddress !== null)
        await rewriteAddress(db, address, upload.serverAddress)
      else await failDependents(db, entries, upload?.lastError ?? { kind: "rejected" })
    }
  })
}

const applyUploaded = async (db: SiteDatabase, upload: QueuedUpload, record: MediaRecord): Promise<void> => {
  await db.transaction("rw", tablesOf(db), async () => {
    if ((await db.uploads.get(upload.address)) === undefined) return // discarded meanwhile
    const serverAddress = serverAddressOf(record)
    // The bytes are on the server now: the local copy goes, the mapping stays (an unsaved form may
    // still hold the local address; saving it then sends the server's address).
    await db.uploads.put({ ...upload, state: "done", blob: null, record, serverAddress, lastError: null })
    await rewriteAddress(db, upload.address, serverAddress)
  })
}

const applyUploadRejected = async (db: SiteDatabase, upload: QueuedUpload, error: EntryError) => {
  await db.transaction("rw", tablesOf(db), async () => {
    if ((await db.uploads.get(upload.address)) === undefined) return
    await db.uploads.update(upload.address, {
      state: "failed",
      lastError: error,
      attempts: upload.attempts + 1,
    })
    const dependents = (await db.outbox.toArray()).filter((entry) =>
      localAddressesIn(entry.payload).includes(upload.address),
    )
    await failDependents(db, dependents, error)
  })
}

export type UploadPhaseResult =
  | { readonly kind: "done" }
  /** An upload waits for a retry at `at` (ms); edits that do not need it may still go meanwhile. */
  | { readonly kind: "backoff"; readonly at: number }
  | { readonly kind: "unauthorized" }

export interface UploadHooks {
  readonly onUpload?: (upload: QueuedUpload, outcome: string) => void
}

/**
 * The upload phase of a push (client.ts runs it inside the outbox lock, before the batched push):
 * every due picture in the order chosen, one request at a time. A retryable failure ends the phase
 * (the network is likely down for the next one too) with the upload's backoff; a refusal fails the
 * picture and the edits that refer to it, and the phase goes on.
 */
export const uploadQueued = async (
  db: SiteDatabase,
  transport: Transport,
  hooks: UploadHooks = {},
  now: () => number = Date.now,
): Promise<UploadPhaseResult> => {
  await settleReferences(db)
  const queued = (await db.uploads.where("state").equals("pending").toArray()).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )
  let waitUntil: number | undefined
  for (const first of queued) {
    const upload = await db.uploads.get(first.address)
    if (upload === undefined || upload.state !== "pending") continue
    if (upload.notBefore > now()) {
      waitUntil = Math.min(waitUntil ?? upload.notBefore, upload.notBefore)
      continue
    }
    const outcome = await deliverUpload(transport, upload)
    hooks.onUpload?.(upload, outcome.kind)
    switch (outcome.kind) {
      case "uploaded":
        await applyUploaded(db, upload, outcome.record)
        break
      case "rejected":
        await applyUploadRejected(db, upload, outcome.error)
        break
      case "unauthorized":
        return { kind: "unauthorized" }
      case "retry": {
        const at = now() + backoffDelay(upload.attempts)
        await db.uploads.update(upload.address, {
          attempts: upload.attempts + 1,
          notBefore: at,
          lastError: outcome.error,
        })
        return { kind: "backoff", at: Math.min(waitUntil ?? at, at) }
      }
    }
  }
  return waitUntil === undefined ? { kind: "done" } : { kind: "backoff", at: waitUntil }
}

/** Try a refused picture again (and the edits it held back). */
export const retryUpload = async (db: SiteDatabase, address: string): Promise<void> => {
  await db.transaction("rw", tablesOf(db), async () => {
    const upload = await db.uploads.get(address)
    if (upload === undefined || upload.state !== "failed") return
    await db.uploads.update(address, { state: "pending", attempts: 0, notBefore: 0, lastError: null })
    for (const entry of await db.outbox.toArray()) {
      if (entry.state !== "failed" || !localAddressesIn(entry.payload).includes(address)) continue
      await db.outbox.update(entry.seq ?? -1, {
        state: "pending",
        attempts: 0,
        notBefore: 0,
        lastError: null,
      })
      await rebuildRow(db, entry.entity, entry.targetId, undefined)
    }
  })
}

/**
 * Forget a picture that is not uploaded. Edits that refer to it stay (failed): the person edits them
 * (another picture) and retries, or discards them, in the sync panel.
 */
export const discardUpload = async (db: SiteDatabase, address: string): Promise<void> => {
  const upload = await db.uploads.get(address)
  if (upload === undefined || upload.state === "done") return
  await db.uploads.delete(address)
  await settleReferences(db)
}

/** Make every waiting upload due now (the network is back, or "sync now"). */
export const clearUploadBackoff = async (db: SiteDatabase): Promise<void> => {
  await db.uploads.where("state").equals("pending").modify({ notBefore: 0 })
}
