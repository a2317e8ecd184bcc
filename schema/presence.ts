/**
 * Who is editing what (issue 30, item 4): the body a back-office tab sends while one of its edit
 * dialogs is open (PUT /api/presence, again every `presenceBeatMs`), the one it sends when the dialog
 * closes (DELETE /api/presence), and the editors the change stream tells the other staff sessions
 * (`event: presence`). Presence is advisory: nothing refuses an edit because of it.
 */
import { Schema } from "effect"
import { Id } from "./fields.ts"
import type { EntityName } from "./sync.ts"

/** The content kinds whose edit dialogs say who else has them open. */
export const presenceEntities = [
  "employees",
  "teams",
  "projects",
  "tools",
  "blogPosts",
] as const satisfies ReadonlyArray<EntityName>
export type PresenceEntity = (typeof presenceEntities)[number]

/** How often an open dialog says so again. */
export const presenceBeatMs = 10_000
/**
 * How long a dialog counts as open after its last word: a tab closed without saying goodbye, or a
 * device gone offline, is gone from the others' screens within this (plus the server's next look).
 */
export const presenceTtlMs = 25_000

/** One tab of one session: a random name the tab picks at its start (a person may have several). */
const Tab = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { message: "presence.tab" }))

export const PresenceEditing = Schema.Struct({
  tab: Tab,
  entity: Schema.Literals(presenceEntities).annotate({ message: "presence.entity" }),
  id: Id,
})
export type PresenceEditing = typeof PresenceEditing.Type

export const PresenceLeaving = Schema.Struct({ tab: Tab })

/** An open edit dialog as the other staff sessions see it. */
export interface Editor {
  readonly entity: PresenceEntity
  readonly id: number
  readonly userId: number
  /** The account's display name. */
  readonly name: string
}
