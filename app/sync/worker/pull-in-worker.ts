/**
 * The app's pulls run in a worker (pull-worker.ts), so the page's thread stays free while a large site
 * comes down (docs/sync.md, "Where the pull runs"). Where a worker cannot start (no module workers, or
 * its script is not there: an old cache offline) each pull runs here as before; it is the same pull
 * over the same database, so nothing is lost or applied twice either way.
 */
import type { SyncFields } from "../../../schema/detail-fields.ts"
import type { SiteDatabase } from "../../db/database.ts"
import { type PullResult, pull } from "../pull.ts"
import type { Transport } from "../transport.ts"
import type { PullAnswer, PullRequest } from "./pull-messages.ts"

interface Waiting {
  readonly resolve: (result: PullResult) => void
  readonly reject: (error: Error) => void
}

export const pullInWorker = (
  db: SiteDatabase,
  transport: Transport,
  fallback: SyncFields | undefined,
): (() => Promise<PullResult>) => {
  /** undefined: not started yet; null: none (this page pulls on its own thread). */
  let worker: Worker | null | undefined
  const waiting = new Map<number, Waiting>()
  let lastId = 0

  const inThread = () => pull(db, transport, undefined, fallback)

  /** The worker failed (its script did not load, or it died): what it had not answered runs here. */
  const giveUp = () => {
    worker?.terminate()
    worker = null
    const left = [...waiting.values()]
    waiting.clear()
    for (const { resolve, reject } of left) inThread().then(resolve, reject)
  }

  const answer = ({ data }: MessageEvent<PullAnswer>) => {
    const pending = waiting.get(data.id)
    if (pending === undefined) return
    waiting.delete(data.id)
    if (data.kind === "result") return pending.resolve(data.result)
    const error = new Error(data.message)
    error.name = data.name
    pending.reject(error)
  }

  const started = (): Worker | null => {
    if (worker !== undefined) return worker
    if (typeof Worker === "undefined") return (worker = null)
    try {
      worker = new Worker(new URL("./pull-worker.ts", import.meta.url), { type: "module", name: "pull" })
    } catch {
      return (worker = null)
    }
    worker.onmessage = answer
    worker.onerror = (event) => {
      event.preventDefault()
      giveUp()
    }
    return worker
  }

  return () => {
    const target = started()
    if (target === null) return inThread()
    return new Promise<PullResult>((resolve, reject) => {
      const request: PullRequest = { id: ++lastId, fallback, language: transport.language() }
      waiting.set(request.id, { resolve, reject })
      target.postMessage(request)
    })
  }
}
