/**
 * The change stream as the browser reads it (issue 30, sync-server/routes/sync-stream.ts): an
 * EventSource on /api/sync/stream. The browser reconnects by itself after a dropped connection (after
 * the server's `retry`); a refusal (429/503, or no stream on an older server) closes it for good, and
 * this tries again after `reopenMs`, the 3-minute pull covering the time between.
 */
import { type Editor, presenceEntities } from "../../../schema/presence.ts"

export interface StreamHandlers {
  /** The newest change-log position this session's scope may read. */
  readonly newest: (seq: number) => void
  /** The session ended or its role changed: read /api/user again (the stream has ended). */
  readonly account: () => void
  /** The role the server says this session has now (null: nobody signed in), at each (re)connection. */
  readonly session: (role: string | null) => void
  /** Whether the stream is open now. */
  readonly live: (live: boolean) => void
  /** Who else has which edit dialog open (back-office sessions only; the whole list each time). */
  readonly presence: (editors: ReadonlyArray<Editor>) => void
}

export const streamUrl = "/api/sync/stream"
const reopenMs = 60_000

const seqOf = (data: unknown): number | undefined => {
  if (typeof data !== "string") return undefined
  try {
    const seq = (JSON.parse(data) as { seq?: unknown }).seq
    return typeof seq === "number" && Number.isSafeInteger(seq) && seq >= 0 ? seq : undefined
  } catch {
    return undefined
  }
}

const roleOf = (data: unknown): string | null => {
  if (typeof data !== "string") return null
  try {
    const role = (JSON.parse(data) as { role?: unknown }).role
    return typeof role === "string" ? role : null
  } catch {
    return null
  }
}

const isEditor = (value: unknown): value is Editor => {
  if (typeof value !== "object" || value === null) return false
  const editor = value as Record<string, unknown>
  return (
    (presenceEntities as ReadonlyArray<unknown>).includes(editor.entity) &&
    Number.isSafeInteger(editor.id) &&
    Number.isSafeInteger(editor.userId) &&
    typeof editor.name === "string"
  )
}

/** The editors of a presence event; anything malformed is left out. */
const editorsOf = (data: unknown): Editor[] => {
  if (typeof data !== "string") return []
  try {
    const editors = (JSON.parse(data) as { editors?: unknown }).editors
    return Array.isArray(editors) ? editors.filter(isEditor) : []
  } catch {
    return []
  }
}

/** Open the stream; the returned function closes it for good. */
export const openChangeStream = (handlers: StreamHandlers): (() => void) => {
  let source: EventSource | undefined
  let reopen: ReturnType<typeof setTimeout> | undefined
  let closed = false

  const open = () => {
    if (closed) return
    const next = new EventSource(streamUrl, { withCredentials: true })
    source = next
    next.onopen = () => handlers.live(true)
    next.onmessage = (event: MessageEvent) => {
      const seq = seqOf(event.data)
      if (seq !== undefined) handlers.newest(seq)
    }
    next.addEventListener("session", (event: MessageEvent) => {
      handlers.session(roleOf(event.data))
    })
    next.addEventListener("presence", (event: MessageEvent) => {
      handlers.presence(editorsOf(event.data))
    })
    next.addEventListener("account", () => {
      // The server ended this stream; a new one is opened with the session as it is now.
      next.close()
      handlers.live(false)
      handlers.account()
      open()
    })
    next.onerror = () => {
      handlers.live(false)
      if (next.readyState === EventSource.CLOSED && !closed) {
        reopen = setTimeout(open, reopenMs)
      }
    }
  }
  open()

  return () => {
    closed = true
    if (reopen !== undefined) clearTimeout(reopen)
    source?.close()
    handlers.live(false)
  }
}
