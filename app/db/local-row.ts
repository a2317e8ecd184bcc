/**
 * Shapes stored in IndexedDB: the schema rows (plus a pending marker), the outbox entries and the
 * meta records. Kept apart from the Dexie class so pure code (merge, remap) can use them without Dexie.
 */
import type { MediaRecord } from "../../schema/media.ts"
import type { EntityName, EntityRows } from "../../schema/sync.ts"
import type { WriteOp } from "../../schema/write-rules.ts"

/** Set on a local row whose edits are not on the server yet; absent on a row equal to the server's. */
export type SyncState = "pending" | "failed" | "conflict"

/**
 * `partial`: the row came from a cards pull (schema/detail-fields.ts) and lacks its detail-only
 * fields; its page fetches them (app/sync/full-rows.ts). Only stored here, never sent: writes carry
 * what a form edits, and only signed-in staff write, whose pulls are full.
 */
export type LocalRow<T> = T & { syncState?: SyncState; partial?: true }
export type AnyRow = Record<string, unknown> & { id: number; version: number }

/** What an outbox entry asks the server to do (each maps to one call of spec section 7). */
export type OutboxOp = WriteOp

/** pending: waiting to be sent (or being retried); failed: rejected (400/422...); conflict: 409 needing a choice. */
export type OutboxState = "pending" | "failed" | "conflict"

/** Why an entry is not delivered yet; `message` is the server's own text when it gave one. */
export interface EntryError {
  readonly kind:
    "network" | "server" | "rateLimited" | "rejected" | "notFound" | "deletedOnServer" | "auth" | "quota"
  readonly status?: number
  readonly message?: string
}

export interface ConflictRecord {
  /** Fields changed both here and on the server since the edit's base version. */
  readonly fields: ReadonlyArray<string>
  /** The row on the server now (null: deleted there). */
  readonly theirs: AnyRow | null
}

export interface OutboxEntry {
  /** Auto-increment: the order entries are sent in. */
  seq?: number
  /** A UUID: the entry's identity and its Idempotency-Key. */
  key: string
  entity: EntityName
  op: OutboxOp
  /** The row's id; negative for a row created offline until the server gives it a real id. */
  targetId: number
  payload: Record<string, unknown>
  /** The server version the edit was made on (sent as If-Match); null for creates. */
  baseVersion: number | null
  /**
   * The server row the edit was made on, for the three-way merge on 409. For a create: the row as
   * first written locally (there is no server row; it is what the local view is rebuilt from).
   */
  baseRow: AnyRow | null
  createdAt: string
  attempts: number
  state: OutboxState
  lastError: EntryError | null
  /** Earliest time (ms) of the next attempt after a retryable failure. */
  notBefore: number
  conflict: ConflictRecord | null
  /** The account that queued it (app/sync/actor.ts; absent for a visitor's, and for entries from before). */
  madeBy?: number
}

/** Proof of delivery kept for a while, so a screen can tell "delivered" from "never existed". */
export interface Receipt {
  key: string
  entity: EntityName
  /** The server's id of the row the entry created or changed. */
  id: number
  deliveredAt: number
}

/**
 * The server's row (null: not on the server) behind a local row that has unsent edits, so the local
 * row can be rebuilt (server row + remaining edits) when an edit is delivered, discarded or resolved.
 */
export interface Shadow {
  entity: EntityName
  id: number
  row: AnyRow | null
}

/**
 * A picture chosen on this device and not on the server yet (docs/media.md, "The app side"). Content
 * refers to it by `address` (`local-media:<uuid>`) until the upload is answered; then every reference
 * is rewritten to the server's address and the record keeps only that mapping (`blob` dropped).
 */
export interface QueuedUpload {
  /** The account that chose the picture (app/sync/actor.ts), as for an outbox entry. */
  madeBy?: number
  /** `local-media:<uuid>`: what picture fields and Markdown bodies hold meanwhile. */
  address: string
  /** A UUID: the upload's Idempotency-Key, the same on every attempt. */
  key: string
  /** The picture's bytes and type as chosen (null once uploaded). */
  blob: Blob | null
  /** The declared type (`File.type`), sent as Content-Type; the server decides by the bytes. */
  type: string
  alt: string
  altEn: string
  createdAt: string
  /** pending: to upload (or retrying); failed: refused for good (413/415/422/400); done: uploaded. */
  state: "pending" | "failed" | "done"
  attempts: number
  /** Earliest time (ms) of the next attempt after a retryable failure. */
  notBefore: number
  lastError: EntryError | null
  /** The server's media record once uploaded. */
  record: MediaRecord | null
  /** The address every reference was rewritten to (the record's `src`). */
  serverAddress: string | null
}

export interface MetaRecord {
  /** `fields`: the shape this device pulls ("cards" or "full", schema/detail-fields.ts). */
  key: "cursor" | "scope" | "lastSyncedAt" | "nextTempId" | "pulledOnce" | "fields"
  value: unknown
}

export type EntityRow<E extends EntityName> = LocalRow<EntityRows[E]>
