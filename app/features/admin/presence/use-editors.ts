/** The other people who have a record's edit dialog open now (the change stream's presence). */
import { useMemo, useSyncExternalStore } from "react"
import type { Editor, PresenceEntity } from "../../../../schema/presence.ts"
import { presenceEditors, subscribePresence } from "../../../sync/live/presence-store.ts"

export const useEditorsOf = (entity: PresenceEntity | undefined, id: number): ReadonlyArray<Editor> => {
  const all = useSyncExternalStore(subscribePresence, presenceEditors, presenceEditors)
  return useMemo(
    () => (entity === undefined ? [] : all.filter((editor) => editor.entity === entity && editor.id === id)),
    [all, entity, id],
  )
}
