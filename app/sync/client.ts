/**
 * A sync client: one local database, one transport, one status store, and the engine that keeps them
 * in step (pull and push, timers and browser events once started). The app has one (engine.ts);
 * tests make several, one per simulated device.
 */
import { liveQuery } from "dexie"
import type { EntityName } from "../../schema/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import type { OutboxOp } from "../db/local-row.ts"
import { isQuotaError } from "./errors.ts"
import { type QueuedWrite, queueChange, queueCreate } from "./local-writes.ts"
import { type PullResult, dropAdminData, hasPartialRows, pull, pullFullFromNowOn } from "./pull.ts"
import type { SyncFields } from "../../schema/detail-fields.ts"
import { type PushHooks, type PushResult, clearBackoff, push } from "./push.ts"
import { type ResolveChoice, discard, resolve, retry } from "./resolve.ts"
import { type SyncStatus, createSyncStatus } from "./status-store.ts"
import { requestPersistentStorage } from "./storage.ts"
import type { Transport } from "./transport.ts"
import { type UploadHooks, discardUpload, queueUpload, retryUpload, uploadQueued } from "./uploads.ts"
import { withLockIfAvailable } from "./web-lock.ts"
import { createOutboxCounts } from "./outbox-counts.ts"
import { oneAtATime } from "./one-at-a-time.ts"
import { followChangeStream } from "./live/follow-stream.ts"
import type { LiveUpdates } from "./live/live-updates.ts"

/** How often a visible page pulls by itself. */
export const pullIntervalMs = 3 * 60_000

export interface SyncClientOptions {
  readonly db: SiteDatabase
  readonly transport: Transport
  readonly status?: SyncStatus
  readonly hooks?: PushHooks & UploadHooks
  /** Push right after each write (default true). Tests turn it off to decide when the network is used. */
  readonly autoPush?: boolean
  /** The clock the outbox's waits are judged by (default Date.now); tests move it past a Retry-After. */
  readonly now?: () => number
  /**
   * The rows' shape this device pulls until it chooses (docs/sync.md, "What a first visit pulls"):
   * the app's is "cards" (a visitor's first visit); tests' devices pull "full" unless they say.
   */
  readonly fields?: SyncFields
  /**
   * Where a pull runs: by default here, on this thread; the app's runs in a worker
   * (worker/pull-in-worker.ts), over the same database with the same `fields`.
   */
  readonly runPull?: () => Promise<PullResult>
}

export type SyncClient = ReturnType<typeof createSyncClient>

export const createSyncClient = (options: SyncClientOptions) => {
  const { db, transport } = options
  const now = options.now ?? Date.now
  const status = options.status ?? createSyncStatus()
  // The status follows the connection from the client's making, not from start(): the app's engine
  // starts later, in its turn (start/start-app.tsx), and a connection lost meanwhile fired its one
  // event before anything listened (the accounts screen then said nothing of being offline).
  if (typeof window !== "undefined") {
    window.addEventListener("online", () => (status.online = true))
    window.addEventListener("offline", () => (status.online = false))
  }
  const lockName = `outbox:${db.name}`
  let started = false
  let live: LiveUpdates | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const runPull = options.runPull ?? (() => pull(db, transport, undefined, options.fields))
  const counts = createOutboxCounts(db, status)
  const refreshCounts = counts.refresh

  const scheduleRetry = (at: number): void => {
    if (!started) return
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => void pushNow(), Math.max(0, at - now()))
  }

  /**
   * "Keep this site offline" asked for full rows: the switch (fields "full", the feed read again from 0)
   * is made by the next run of the single-flight pull, before it reads, never beside a pull under way
   * (which would write its own cursor over the restart and leave the long texts behind).
   */
  let switchToFull = false

  const pullOnce = async (): Promise<PullResult> => {
    status.pulling = true
    try {
      if (switchToFull) {
        switchToFull = false
        await pullFullFromNowOn(db)
      }
      const result = await runPull().catch((error: unknown): PullResult => {
        if (!isQuotaError(error)) throw error
        status.lastError = { kind: "quota" }
        return "error"
      })
      if (result === "done") {
        status.lastSyncedAt = ((await db.meta.get("lastSyncedAt"))?.value as string | undefined) ?? null
        // A pull sent before the browser went offline may answer after it did: the browser's word
        // that it is offline wins, or a form would promise an upload "now" that cannot go.
        status.online = typeof navigator === "undefined" || navigator.onLine !== false
        if (status.lastError?.kind !== "quota") status.lastError = null
      } else if (result === "offline") {
        status.lastError = { kind: "network" }
      }
      return result
    } finally {
      status.pulling = false
    }
  }

  /**
   * Pull now. A call while a pull is under way does not start a second one over the same pages (a
   * first visit's start, its change stream and its drained outbox all ask at once): the pull under
   * way is followed by one more, which reads what changed since, and every caller gets that end.
   */
  const pullNow = oneAtATime(pullOnce)

  /**
   * One drain of the outbox; true when it ended with a pull (the outbox drained). Queued pictures go
   * first, each as its own POST /api/media (the batched push is JSON), under the same lock: an edit
   * that refers to a picture is only sent once the picture's address is the server's (uploads.ts).
   */
  const runPush = async (): Promise<boolean> => {
    const result = await withLockIfAvailable(lockName, async (): Promise<PushResult> => {
      status.pushing = true
      try {
        const uploads = await uploadQueued(db, transport, options.hooks)
        if (uploads.kind === "unauthorized") return uploads
        counts.soon()
        const pushed = await push(
          db,
          transport,
          {
            ...options.hooks,
            onProgress: () => {
              counts.soon()
              options.hooks?.onProgress?.()
            },
          },
          now,
        )
        // A picture still waiting for its retry keeps the outbox from counting as drained.
        if (uploads.kind === "backoff" && pushed.kind !== "unauthorized")
          return {
            kind: "backoff",
            at: pushed.kind === "backoff" ? Math.min(pushed.at, uploads.at) : uploads.at,
          }
        return pushed
      } finally {
        status.pushing = false
      }
    })
    await refreshCounts()
    if (result === undefined) return false // another tab holds the outbox; it delivers
    if (result.kind === "unauthorized") status.needsLogin = true
    else if (result.kind === "backoff") {
      const first =
        (await db.outbox.orderBy("seq").first())?.lastError ??
        (await db.uploads.where("state").equals("pending").first())?.lastError
      status.lastError = first ?? { kind: "network" }
      scheduleRetry(result.at)
    } else {
      status.lastError = null
      await pullNow() // the outbox drained: read what others changed meanwhile
      return true
    }
    return false
  }

  /**
   * Push now; calls during a push run it once more afterwards, so nothing queued meanwhile waits.
   * Resolves true when the last drain ended with a pull.
   */
  const pushOneAtATime = oneAtATime(runPush, () => status.needsLogin)
  const pushNow = (): Promise<boolean> => (status.needsLogin ? Promise.resolve(false) : pushOneAtATime())

  /** Retry at once (network back, "sync now"): push everything due, then pull (once). */
  const syncNow = async (): Promise<void> => {
    await clearBackoff(db)
    if (!(await pushNow())) await pullNow()
  }

  /** After the outbox changed: count again, and deliver at once (unless a test decides when). */
  const outboxChanged = async (): Promise<void> => {
    await refreshCounts()
    if (options.autoPush !== false) void pushNow()
  }
  const afterWrite = async (write: QueuedWrite): Promise<QueuedWrite> => {
    await outboxChanged()
    return write
  }

  const onOnline = () => {
    void syncNow()
  }
  const onVisible = () => {
    if (document.visibilityState === "visible") void pullNow()
  }

  return {
    db,
    status,
    transport,
    refreshCounts,
    pull: pullNow,
    /**
     * "Keep this site offline": full rows from now on (remembered), every partial row replaced. The
     * switch is the next pull run's (a pull under way ends first, then the switched one reads); another
     * tab's pull can still write over it, so once more if a partial row is left.
     */
    pullEverything: async (): Promise<PullResult> => {
      switchToFull = true
      const result = await pullNow()
      if (result !== "done" || !(await hasPartialRows(db))) return result
      switchToFull = true
      return pullNow()
    },
    push: pushNow,
    syncNow,

    create: (entity: EntityName, input: unknown) =>
      queueCreate(db, entity, input, transport.language()).then(afterWrite),
    change: (entity: EntityName, op: Exclude<OutboxOp, "create">, id: number, input: unknown) =>
      queueChange(db, entity, op, id, input, transport.language()).then(afterWrite),

    /** Keep a chosen picture here; put the answer's `address` in the content at once (uploads.ts). */
    queueUpload: async (blob: Blob, alt: { alt: string; altEn: string }) => {
      const queued = await queueUpload(db, blob, alt, transport.language())
      await outboxChanged()
      return queued
    },
    retryUpload: async (address: string) => {
      await retryUpload(db, address)
      await outboxChanged()
    },
    discardUpload: async (address: string) => {
      await discardUpload(db, address)
      await refreshCounts()
    },

    retry: async (key: string, payload?: Record<string, unknown>) => {
      await retry(db, key, payload, transport.language())
      await outboxChanged()
    },
    discard: async (key: string) => {
      await discard(db, key)
      await refreshCounts()
    },
    resolve: async (key: string, choice: ResolveChoice) => {
      await resolve(db, key, choice, transport.language())
      await outboxChanged()
    },

    /** After login: the scope becomes admin (pull starts over), the outbox resumes, storage is kept. */
    onLogin: async () => {
      status.needsLogin = false
      live?.reconnect()
      void requestPersistentStorage()
      if (!(await pushNow())) await pullNow()
    },
    /** After logout: admin-only rows leave the device, then the visitor's view is pulled. */
    onLogout: async () => {
      live?.reconnect()
      await dropAdminData(db)
      await pullNow()
    },
    resumeAfterLogin: async () => {
      status.needsLogin = false
      await syncNow()
    },

    /** Browser events and timers; idempotent. */
    start: () => {
      if (started) return
      started = true
      window.addEventListener("online", onOnline)
      document.addEventListener("visibilitychange", onVisible)
      // The change stream says when there is something to pull; the timer stays for when it cannot.
      live = followChangeStream(db, status, pullNow)
      setInterval(() => {
        if (document.visibilityState === "visible") void pullNow()
      }, pullIntervalMs)
      // Counts follow the outbox in every tab (Dexie live queries see other tabs' writes too).
      liveQuery(counts.read).subscribe({ next: counts.show })
      void (async () => {
        status.lastSyncedAt = ((await db.meta.get("lastSyncedAt"))?.value as string | undefined) ?? null
        await pushNow()
        await pullNow()
      })()
    },
  }
}
