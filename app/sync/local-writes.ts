/**
 * Every edit is written here first: validated with the shared schema, applied to the local row
 * (marked pending) and appended to the outbox, in one Dexie transaction. Delivery is push.ts's job.
 */
import { decodeWith } from "../../schema/decode.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { type Language, messages } from "../../schema/messages.ts"
import type { EntityName } from "../../schema/sync.ts"
import { newRowFields, prepareInput, withoutEmptyUrls, writeSchema } from "../../schema/write-rules.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { AnyRow, OutboxEntry, OutboxOp } from "../db/local-row.ts"
import { LocalRowMissingError, StorageFullError, ValidationError, isQuotaError } from "./errors.ts"
import { madeByField } from "./actor.ts"
import { foldEntries } from "./fold.ts"
import { entriesOf, rebuildRow } from "./local-view.ts"
import { localAddressesIn, placeholderFor, replaceAddress } from "./local-media.ts"
import { references } from "./remap.ts"

export interface QueuedWrite {
  /** The row's id; negative (temporary) for a row created on this device until the server answers. */
  readonly id: number
  /** The outbox entry's key (also its Idempotency-Key), for useOutboxEntry / waitForDelivery. */
  readonly key: string
}

const newKey = (): string => crypto.randomUUID()

/**
 * Check a payload with the entity's schema. Temporary (negative) ids of rows created offline are not
 * valid ids for the server yet, so they are checked as their positive twins and kept as they are;
 * local picture addresses (`local-media:…`, refused by the URL rule) are checked as a same-site path of
 * the same length, the shape of the server's address they will become, and kept as they are.
 */
export const validatePayload = (
  entity: EntityName,
  op: OutboxOp,
  input: unknown,
  language: Language,
): Record<string, unknown> => {
  const schema = writeSchema(entity, op, input)
  if (schema === undefined) return {}
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
  const prepared = prepareInput(entity, raw) as Record<string, unknown>
  let checkable = { ...prepared }
  const addresses = localAddressesIn(prepared)
  for (const address of addresses) checkable = replaceAddress(checkable, address, placeholderFor(address))
  for (const ref of references) {
    const ids = prepared[ref.field]
    if (ref.holder === entity && Array.isArray(ids)) {
      checkable[ref.field] = ids.map((id: unknown) => (typeof id === "number" && id < 0 ? -id : id))
    }
  }
  const decoded = decodeWith(schema)(checkable, language)
  if (!decoded.ok) throw new ValidationError(decoded.issues)
  let value = { ...(decoded.value as Record<string, unknown>) }
  for (const address of addresses) value = replaceAddress(value, placeholderFor(address), address)
  for (const ref of references)
    if (ref.holder === entity && ref.field in value) value[ref.field] = prepared[ref.field]
  return withoutEmptyUrls(value)
}

const allTables = (db: SiteDatabase) => [...db.contentTables(), db.outbox, db.shadows, db.meta, db.uploads]

/**
 * Local picture addresses in a payload, inside the write's transaction: one already uploaded becomes
 * the server's address at once; one this device does not hold is refused like a bad URL (it could
 * never be uploaded, and the edit would wait forever).
 */
const withUploadedAddresses = async (
  db: SiteDatabase,
  payload: Record<string, unknown>,
  language: Language,
): Promise<Record<string, unknown>> => {
  let result = payload
  for (const address of localAddressesIn(payload)) {
    const upload = await db.uploads.get(address)
    if (upload === undefined) {
      const field = Object.keys(payload).find((key) => localAddressesIn(payload[key]).includes(address))
      throw new ValidationError([{ path: [field ?? ""], code: "url", message: messages.url[language] }])
    }
    if (upload.state === "done" && upload.serverAddress !== null)
      result = replaceAddress(result, address, upload.serverAddress)
  }
  return result
}

const writeTransaction = async <T>(
  db: SiteDatabase,
  language: Language,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await db.transaction("rw", allTables(db), work)
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(language)
    throw error
  }
}

const nextTempId = async (db: SiteDatabase): Promise<number> => {
  const current = (await db.meta.get("nextTempId"))?.value
  const id = typeof current === "number" ? current : -1
  await db.meta.put({ key: "nextTempId", value: id - 1 })
  return id
}

const baseEntry = (
  entity: EntityName,
  op: OutboxOp,
  targetId: number,
  payload: Record<string, unknown>,
): OutboxEntry => ({
  key: newKey(),
  entity,
  op,
  targetId,
  payload,
  baseVersion: null,
  baseRow: null,
  createdAt: new Date().toISOString(),
  attempts: 0,
  state: "pending",
  lastError: null,
  notBefore: 0,
  conflict: null,
  ...madeByField(),
})

/** Create a row on this device (temporary id) and queue its POST. */
export const queueCreate = async (
  db: SiteDatabase,
  entity: EntityName,
  input: unknown,
  language: Language,
): Promise<QueuedWrite> => {
  const checked = validatePayload(entity, "create", input, language)
  return writeTransaction(db, language, async () => {
    const payload = await withUploadedAddresses(db, checked, language)
    const id = await nextTempId(db)
    const now = new Date().toISOString()
    const row = { ...newRowFields(entity, payload, now), id, version: 0, updatedAt: now } as AnyRow
    const entry = { ...baseEntry(entity, "create", id, payload), baseRow: row }
    await db.outbox.add(entry)
    await rebuildRow(db, entity, id, null)
    return { id, key: entry.key }
  })
}

/** Change (or delete) an existing row: applied locally at once, queued with its base version. */
export const queueChange = async (
  db: SiteDatabase,
  entity: EntityName,
  op: Exclude<OutboxOp, "create">,
  id: number,
  input: unknown,
  language: Language,
): Promise<QueuedWrite> => {
  const checked = op === "delete" ? {} : validatePayload(entity, op, input, language)
  return writeTransaction(db, language, async () => {
    const payload = await withUploadedAddresses(db, checked, language)
    const local = await db.rowsOf(entity).get(id)
    if (local === undefined && entity !== "settings") throw new LocalRowMissingError(language)
    const shadow = await db.shadows.get([entity, id])
    // The first unsent edit of a row: the row as it is now is the server's; keep it as the shadow.
    if (shadow === undefined && local !== undefined && id > 0) {
      const { syncState: _, ...server } = local
      await db.shadows.put({ entity, id, row: server as AnyRow })
    }
    // Settings never pulled yet: edit the defaults (sent without If-Match, so the server applies it).
    if (shadow === undefined && local === undefined) {
      await db.shadows.put({ entity, id, row: { ...settingsDefaults, id, version: 0, updatedAt: "" } })
    }
    const base = local === undefined ? null : ({ ...local } as AnyRow)
    if (base !== null) delete base.syncState
    const entry: OutboxEntry = {
      ...baseEntry(entity, op, id, payload),
      baseVersion: base === null || id < 0 ? null : base.version,
      baseRow: base,
    }
    // The row already has a stuck (conflict / failed) entry: this edit joins it rather than waiting.
    const stuck = (await entriesOf(db, entity, id)).find((queued) => queued.state !== "pending")
    const folded = stuck === undefined ? undefined : foldEntries(stuck, entry)
    if (stuck !== undefined && folded !== undefined) await db.outbox.put(folded)
    else await db.outbox.add(entry)
    await rebuildRow(db, entity, id, undefined)
    return { id, key: folded !== undefined ? folded.key : entry.key }
  })
}
