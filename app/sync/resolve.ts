/**
 * What a person can do with an entry the server did not take: retry it (optionally with an edited
 * payload), discard it (the local row goes back to the server's), or resolve a conflict by keeping
 * theirs, mine, or an edited value per conflicting field.
 */
import type { Language } from "../../schema/messages.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { OutboxEntry } from "../db/local-row.ts"
import { rebuildRow } from "./local-view.ts"
import { validatePayload } from "./local-writes.ts"

export type ResolveChoice = "mine" | "theirs" | { readonly edited: Record<string, unknown> }

const tablesOf = (db: SiteDatabase) => [...db.contentTables(), db.outbox, db.shadows, db.meta, db.receipts]

const entryByKey = (db: SiteDatabase, key: string): Promise<OutboxEntry | undefined> =>
  db.outbox.where("key").equals(key).first()

export const retry = async (
  db: SiteDatabase,
  key: string,
  payload: Record<string, unknown> | undefined,
  language: Language,
): Promise<void> => {
  const checked =
    payload === undefined
      ? undefined
      : validatePayload(
          (await entryByKey(db, key))?.entity ?? "settings",
          (await entryByKey(db, key))?.op ?? "update",
          payload,
          language,
        )
  await db.transaction("rw", tablesOf(db), async () => {
    const entry = await entryByKey(db, key)
    if (entry === undefined || entry.state === "conflict") return
    const next = { state: "pending" as const, attempts: 0, notBefore: 0, lastError: null }
    await db.outbox.update(entry.seq ?? -1, checked === undefined ? next : { ...next, payload: checked })
    if (entry.op === "create" && checked !== undefined && entry.baseRow !== null) {
      await db.outbox.update(entry.seq ?? -1, { baseRow: { ...entry.baseRow, ...checked } })
    }
    await rebuildRow(db, entry.entity, entry.targetId, undefined)
  })
}

/** Drop an entry; for a create, also the later entries aimed at the row that will now never exist. */
export const discard = async (db: SiteDatabase, key: string): Promise<void> => {
  await db.transaction("rw", tablesOf(db), async () => {
    const entry = await entryByKey(db, key)
    if (entry === undefined) return
    await db.outbox.delete(entry.seq ?? -1)
    if (entry.op === "create") {
      await db.outbox.filter((e) => e.entity === entry.entity && e.targetId === entry.targetId).delete()
    }
    await rebuildRow(db, entry.entity, entry.targetId, undefined)
  })
}

export const resolve = async (db: SiteDatabase, key: string, choice: ResolveChoice, language: Language) => {
  const current = await entryByKey(db, key)
  if (current === undefined || current.conflict === null) return
  const edited =
    typeof choice === "object" ? validatePayload(current.entity, current.op, choice.edited, language) : {}
  await db.transaction("rw", tablesOf(db), async () => {
    const entry = await entryByKey(db, key)
    if (entry === undefined || entry.conflict === null) return
    const theirs = entry.conflict.theirs
    const seq = entry.seq ?? -1
    let payload = { ...entry.payload }
    if (choice === "theirs") {
      for (const field of entry.conflict.fields) delete payload[field]
    } else if (typeof choice === "object") {
      payload = { ...payload, ...edited }
    }
    const dropped = choice === "theirs" && (entry.op === "delete" || Object.keys(payload).length === 0)
    if (dropped || theirs === null) await db.outbox.delete(seq)
    else {
      await db.outbox.update(seq, {
        payload,
        baseVersion: theirs.version,
        baseRow: theirs,
        state: "pending",
        conflict: null,
        lastError: null,
        attempts: 0,
        notBefore: 0,
      })
    }
    // The shadow is the newest server row this device knows: a pull after the 409 may have brought a
    // newer one (or its deletion), and rebuilding from the older `theirs` would bring back a stale row
    // that no later pull corrects (the cursor is past that change).
    const shadow = await db.shadows.get([entry.entity, entry.targetId])
    await rebuildRow(db, entry.entity, entry.targetId, shadow === undefined ? theirs : shadow.row)
  })
}
