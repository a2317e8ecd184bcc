/**
 * One change stream per browser, not per tab (issue 30). The tabs of one site elect a leader with a
 * Web Lock: the tab holding `live:<database>` opens the stream, pulls when it announces a position past
 * the device's cursor (the local database is shared, so every tab's screens update through Dexie's live
 * queries) and tells the other tabs on a BroadcastChannel whether the stream is live and when the
 * account changed. When the leader's tab closes, its lock is released and a waiting tab takes it at
 * once. Without Web Locks (old browsers) every tab holds its own stream.
 */
import type { Editor } from "../../../schema/presence.ts"
import { openChangeStream } from "./event-stream.ts"

export interface LiveOptions {
  /** The local database's name: one leader per database (per site and browser profile). */
  readonly name: string
  /** The stream announced `seq`: pull if the device's cursor is behind it. */
  readonly newest: (seq: number) => void
  /** The session's account changed (ended, disabled, another role): in every tab. */
  readonly account: () => void
  /** The role the stream is for, at each connection (null: nobody signed in), in every tab. */
  readonly session: (role: string | null) => void
  /** Live or not, in every tab (the sync panel shows it). */
  readonly live: (live: boolean) => void
  /** Who else has which edit dialog open, in every tab (empty while the stream is not live). */
  readonly presence: (editors: ReadonlyArray<Editor>) => void
}

export interface LiveUpdates {
  /** After a login or logout in any tab: the stream reopens with the new session's scope. */
  reconnect(): void
  stop(): void
}

type Message =
  | { kind: "live"; live: boolean }
  | { kind: "presence"; editors: ReadonlyArray<Editor> }
  | { kind: "account" }
  | { kind: "session"; role: string | null }
  | { kind: "reconnect" }
  | { kind: "ask" }

export const startLiveUpdates = (options: LiveOptions): LiveUpdates => {
  const channel =
    typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(`live:${options.name}`)
  const say = (message: Message) => channel?.postMessage(message)
  let closeStream: (() => void) | undefined
  let leading = false
  let liveNow = false
  let editorsNow: ReadonlyArray<Editor> = []
  let release: (() => void) | undefined

  const setPresence = (editors: ReadonlyArray<Editor>) => {
    editorsNow = editors
    options.presence(editors)
    if (leading) say({ kind: "presence", editors })
  }
  const setLive = (live: boolean) => {
    liveNow = live
    options.live(live)
    if (leading) say({ kind: "live", live })
    // Without the stream nobody says when a dialog closes: show none rather than old ones.
    if (!live && editorsNow.length > 0) setPresence([])
  }
  const lead = () => {
    leading = true
    closeStream = openChangeStream({
      newest: options.newest,
      account: () => {
        options.account()
        say({ kind: "account" })
      },
      session: (role) => {
        options.session(role)
        say({ kind: "session", role })
      },
      live: setLive,
      presence: setPresence,
    })
  }
  const reopen = () => {
    if (!leading) return
    closeStream?.()
    lead()
  }

  if (channel !== undefined) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data
      if (message.kind === "live" && !leading) options.live(message.live)
      else if (message.kind === "presence" && !leading) options.presence(message.editors)
      else if (message.kind === "account") options.account()
      else if (message.kind === "session") options.session(message.role)
      else if (message.kind === "reconnect") reopen()
      // A tab that just opened asks whether the stream is live.
      else if (message.kind === "ask" && leading) {
        say({ kind: "live", live: liveNow })
        say({ kind: "presence", editors: editorsNow })
      }
    }
  }

  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  if (locks === undefined) lead()
  else {
    void locks.request(
      `live:${options.name}`,
      () =>
        new Promise<void>((resolve) => {
          release = resolve
          lead()
        }),
    )
    say({ kind: "ask" })
  }

  return {
    reconnect: () => {
      reopen()
      say({ kind: "reconnect" })
    },
    stop: () => {
      closeStream?.()
      options.presence([])
      leading = false
      release?.()
      channel?.close()
    },
  }
}
