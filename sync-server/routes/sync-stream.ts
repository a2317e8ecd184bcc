/**
 * GET /api/sync/stream (issue 30): Server-Sent Events telling a device the newest change-log position
 * its scope may read. The device pulls GET /api/sync from its own cursor when the number moves past
 * it, so the stream holds no copy of any row and nothing private: exactly-once, ordering and scopes
 * stay those of the pull. Every event carries the whole truth ("the newest is N"), so a reconnect
 * misses nothing: its first event is the position at that moment, whatever was said before.
 *
 * Why SSE and not a WebSocket: the traffic is one way, a few bytes per change; SSE is plain HTTP
 * (the session cookie, the CSRF-free GET, proxies and the security headers all apply as to any read),
 * and browsers reconnect on their own with the `retry` we give.
 *
 * - A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
 * - The first event (`event: session`) names the role the stream is for (null: nobody signed in), so
 *   the app can tell its own idea of the session is out of date.
 * - A signed-in stream asks again every `accountCheckMs` who its session belongs to; a session ended,
 *   an account disabled or a role changed gets `event: account` and the stream ends (the app then reads
 *   /api/user again and reconnects with its new scope).
 * - A back-office session's stream also says who else has which edit dialog open (`event: presence`,
 *   the whole list each time it changes, its own session's dialogs left out; routes/presence.ts).
 *   Anonymous streams never get it.
 * - At most `perAddress` streams per address and `max` per process: more is 429 / 503 with Retry-After.
 * - A server that stops ends every stream at once (closeAll), and browsers reconnect to another process.
 */
import type { Request, Response } from "express"
import { Router } from "express"
import { type SyncScope, can, syncScopeOf } from "../../schema/roles.ts"
import { accountOfSession } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { type ScopeSeqs, seqOfScope } from "../sync/change-watch.ts"
import { type EditorRow, editorsSeenBy } from "../sync/presence-store.ts"

export interface StreamSettings {
  readonly heartbeatMs: number
  readonly accountCheckMs: number
  /** How long a browser waits before reconnecting (the SSE `retry` field). */
  readonly retryMs: number
  readonly perAddress: number
  readonly max: number
}

export const defaultStreamSettings: StreamSettings = {
  heartbeatMs: 25_000,
  accountCheckMs: 10_000,
  retryMs: 2_000,
  perAddress: 32,
  max: 10_000,
}

export interface SyncStreams {
  readonly router: Router
  /** Streams open in this process. */
  readonly size: () => number
  /** End every stream now (server shutdown). */
  readonly closeAll: () => void
}

const eventOf = (seq: number): string => `id: ${seq}\ndata: {"seq":${seq}}\n\n`

export const syncStreams = (
  ctx: ServerContext,
  settings: StreamSettings = defaultStreamSettings,
): SyncStreams => {
  const open = new Set<() => void>()
  const byAddress = new Map<string, number>()
  const router = Router()

  const refuse = (status: 429 | 503): HttpError =>
    new HttpError(status, status === 429 ? "RATE_LIMITED" : "SERVER_BUSY", "error.streamsBusy")

  const hold = async (req: Request, res: Response) => {
    const address = req.ip ?? "unknown"
    if (open.size >= settings.max) {
      res.setHeader("Retry-After", "30")
      throw refuse(503)
    }
    if ((byAddress.get(address) ?? 0) >= settings.perAddress) {
      res.setHeader("Retry-After", "30")
      throw refuse(429)
    }
    const scope: SyncScope = syncScopeOf(req.account?.role)
    const role = req.account?.role
    const sid = req.account === undefined ? undefined : req.sessionID

    byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
    res.status(200)
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8")
    res.setHeader("Cache-Control", "no-store")
    // nginx and similar buffer answers by default; an event must leave at once.
    res.setHeader("X-Accel-Buffering", "no")
    res.flushHeaders()
    res.socket?.setNoDelay(true)
    // Who this stream is for, first: a role changed between the app's own read of /api/user and this
    // connection would otherwise never be told (the checks below compare with the role at connect).
    res.write(
      `retry: ${settings.retryMs}\n\nevent: session\ndata: ${JSON.stringify({ role: role ?? null })}\n\n`,
    )

    // -1: the first position read is always sent, whatever it is.
    let sent = -1
    const tell = (seqs: ScopeSeqs) => {
      const seq = seqOfScope(seqs, scope)
      if (seq <= sent) return
      sent = seq
      res.write(eventOf(seq))
    }
    const unsubscribe = ctx.changes.subscribe(tell)
    // Who is editing what: back-office sessions only, and only when what this session sees changed.
    let presenceSent: string | undefined
    const tellPresence = (rows: ReadonlyArray<EditorRow>) => {
      if (sid === undefined) return
      const text = JSON.stringify({ editors: editorsSeenBy(rows, sid) })
      if (text === presenceSent) return
      presenceSent = text
      res.write(`event: presence\ndata: ${text}\n\n`)
    }
    const staff = sid !== undefined && can(role, "readBackOffice")
    const unsubscribePresence = staff ? ctx.presence.subscribe(tellPresence) : undefined
    const heartbeat = setInterval(() => res.write(": ping\n\n"), settings.heartbeatMs)
    let checking = false
    const accountCheck =
      sid === undefined
        ? undefined
        : setInterval(() => {
            if (checking) return
            checking = true
            accountOfSession(ctx.db.knex, sid)
              .then((account) => {
                if (account?.role === role) return
                res.write("event: account\ndata: {}\n\n")
                end()
              })
              .catch(() => undefined)
              .finally(() => {
                checking = false
              })
          }, settings.accountCheckMs)

    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      open.delete(end)
      unsubscribe()
      unsubscribePresence?.()
      clearInterval(heartbeat)
      if (accountCheck !== undefined) clearInterval(accountCheck)
      const left = (byAddress.get(address) ?? 1) - 1
      if (left <= 0) byAddress.delete(address)
      else byAddress.set(address, left)
      res.end()
    }
    open.add(end)
    res.on("close", end)
    // Subscribed before this read: a change committed in between is told by one or the other.
    await ctx.changes.current().then(tell, end)
    if (staff && !ended) await ctx.presence.current().then(tellPresence, () => undefined)
  }

  router.get("/api/sync/stream", async (req, res) => {
    await hold(req, res)
  })

  return {
    router,
    size: () => open.size,
    closeAll: () => {
      for (const end of [...open]) end()
    },
  }
}
