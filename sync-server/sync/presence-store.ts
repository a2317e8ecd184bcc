/**
 * The editing_presence table (migration 016; issue 30, item 4): a back-office tab with an edit dialog
 * open keeps a row up to date; the change streams read who is editing what from it. A row counts only
 * while it has not expired, its session is still registered and its account is active and may edit.
 */
import { createHash } from "node:crypto"
import type { Knex } from "knex"
import type { Editor, PresenceEntity } from "../../schema/presence.ts"
import { can, type Role } from "../../schema/roles.ts"

/** One tab of one session; the session id itself is never the key another table or answer shows. */
const tabKeyOf = (sid: string, tab: string): string =>
  createHash("sha256").update(`${sid}\n${tab}`, "utf8").digest("hex")

export interface EditingNow {
  readonly sid: string
  readonly tab: string
  readonly userId: number
  readonly entity: PresenceEntity
  readonly id: number
}

/**
 * The tab has this record's dialog open, until `now + ttlMs` unless it says so again. One statement
 * (an upsert), so two words of one tab arriving together (its beat and its "back online") cannot
 * collide on the key; `since_ms` stays that of the tab's first word.
 */
export const markEditing = async (
  knex: Knex,
  editing: EditingNow,
  now: number,
  ttlMs: number,
): Promise<void> => {
  await knex("editing_presence")
    .insert({
      tab_key: tabKeyOf(editing.sid, editing.tab),
      sid: editing.sid,
      user_id: editing.userId,
      entity: editing.entity,
      record_id: editing.id,
      since_ms: now,
      expires_ms: now + ttlMs,
    })
    .onConflict("tab_key")
    .merge(["sid", "user_id", "entity", "record_id", "expires_ms"])
  // Rows nobody renewed: a tab closed without a word, a device gone offline.
  await knex("editing_presence").where("expires_ms", "<", now).delete()
}

/** The tab closed its dialog (or the page is going away). Whether it had one open. */
export const stopEditing = async (knex: Knex, sid: string, tab: string): Promise<boolean> =>
  (await knex("editing_presence")
    .where({ tab_key: tabKeyOf(sid, tab) })
    .delete()) > 0

export interface EditorRow extends Editor {
  /** The session the row belongs to: a stream leaves out its own session's rows. */
  readonly sid: string
}

/** Every open dialog now, oldest first. */
export const editorsNow = async (knex: Knex, now: number): Promise<EditorRow[]> => {
  const rows = (await knex("editing_presence")
    .join("users", "users.id", "editing_presence.user_id")
    .join("user_sessions", "user_sessions.sid", "editing_presence.sid")
    .where("editing_presence.expires_ms", ">=", now)
    .andWhere("users.state", "active")
    .select(
      "editing_presence.sid",
      "editing_presence.entity",
      "editing_presence.record_id",
      "editing_presence.user_id",
      "users.display_name",
      "users.username",
      "users.role",
    )
    .orderBy([
      { column: "editing_presence.since_ms", order: "asc" },
      { column: "editing_presence.tab_key", order: "asc" },
    ])) as Array<{
    sid: string
    entity: PresenceEntity
    record_id: number | string
    user_id: number | string
    display_name: string
    username: string
    role: Role
  }>
  return (
    rows
      // A role that may no longer edit (changed since the dialog opened) is editing nothing.
      .filter((row) => can(row.role, "editContent"))
      .map((row) => ({
        sid: row.sid,
        entity: row.entity,
        id: Number(row.record_id),
        userId: Number(row.user_id),
        name: row.display_name === "" ? row.username : row.display_name,
      }))
  )
}

/**
 * What a session is told: the others' open dialogs (its own tabs know theirs), one per account and
 * record, without the sessions they came from.
 */
export const editorsSeenBy = (rows: ReadonlyArray<EditorRow>, sid: string): Editor[] => {
  const seen = new Set<string>()
  const editors: Editor[] = []
  for (const row of rows) {
    const key = `${row.userId}:${row.entity}:${row.id}`
    if (row.sid === sid || seen.has(key)) continue
    seen.add(key)
    editors.push({ entity: row.entity, id: row.id, userId: row.userId, name: row.name })
  }
  return editors
}
