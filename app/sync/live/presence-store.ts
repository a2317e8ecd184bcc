/**
 * Who else has which edit dialog open, as the change stream last said (issue 30, item 4): a small
 * store outside React, filled by follow-stream.ts in every tab, read by the back office's list rows
 * and edit dialogs (features/admin/presence/). Empty for anonymous readers, whose stream never says.
 */
import type { Editor } from "../../../schema/presence.ts"

let editors: ReadonlyArray<Editor> = []
const listeners = new Set<() => void>()

export const presenceEditors = (): ReadonlyArray<Editor> => editors

export const setPresenceEditors = (next: ReadonlyArray<Editor>): void => {
  if (next.length === 0 && editors.length === 0) return
  editors = next
  for (const listener of [...listeners]) listener()
}

export const subscribePresence = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
