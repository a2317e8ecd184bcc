/**
 * While an edit dialog of a saved record is open, this tab tells the server so (PUT /api/presence,
 * again every presenceBeatMs), and says when it closes (DELETE, also when the page goes away). The
 * server forgets a dialog whose tab stopped saying so (closed without a word, gone offline) after
 * presenceTtlMs. Offline nothing is sent: presence is advisory, and the edit itself goes through
 * the outbox as always.
 */
import { useEffect } from "react"
import { type PresenceEntity, presenceBeatMs } from "../../../../schema/presence.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { callServer } from "../lib/server-call.ts"

/** This tab's name for the server: random, the same for as long as the page lives. */
const tab = crypto.randomUUID().replaceAll("-", "")

const leave = () => {
  // keepalive: the request outlives a page being closed or reloaded.
  void fetch("/api/presence", {
    method: "DELETE",
    keepalive: true,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tab }),
  }).catch(() => undefined)
}

export const useEditingPresence = (target: { entity: PresenceEntity; id: number } | undefined): void => {
  const { locale } = useI18nContext()
  const entity = target?.entity
  const id = target?.id
  useEffect(() => {
    if (entity === undefined || id === undefined || id <= 0) return
    const say = () => {
      if (!navigator.onLine) return
      void callServer("/api/presence", locale, { method: "PUT", body: { tab, entity, id } }).catch(
        () => undefined,
      )
    }
    say()
    const beat = setInterval(say, presenceBeatMs)
    window.addEventListener("online", say)
    window.addEventListener("pagehide", leave)
    return () => {
      clearInterval(beat)
      window.removeEventListener("online", say)
      window.removeEventListener("pagehide", leave)
      if (navigator.onLine) leave()
    }
  }, [entity, id, locale])
}
