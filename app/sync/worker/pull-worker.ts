/**
 * The pull, in a worker of its own (docs/sync.md, "Where the pull runs"). A pull reads pages of up to
 * 2,000 rows: decoding a page's JSON and handing its rows to IndexedDB keep a thread busy for hundreds
 * of milliseconds on a phone, which on the page's own thread is a page that does not answer a tap
 * while a first visit fetches a large site. Here it costs the page nothing: the worker opens the same
 * database, and Dexie tells the page's live queries of each transaction it commits (BroadcastChannel),
 * so screens follow as they did. Cursor, scope and exactly-once are pull.ts's, unchanged.
 */
import { db } from "../../db/database.ts"
import { isQuotaError } from "../errors.ts"
import { pull } from "../pull.ts"
import { type Transport, browserTransport } from "../transport.ts"
import type { PullAnswer, PullRequest } from "./pull-messages.ts"

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PullRequest>) => void) | null
  postMessage: (answer: PullAnswer) => void
}

/** The page's transport, but the language is the page's word: a worker has no localStorage to read it from. */
const transportIn = (request: PullRequest): Transport => ({
  ...browserTransport(),
  language: () => request.language,
})

const errorName = (error: unknown): string =>
  isQuotaError(error) ? "QuotaExceededError" : error instanceof Error ? error.name : "Error"

scope.onmessage = (event) => {
  const request = event.data
  void pull(db, transportIn(request), undefined, request.fallback).then(
    (result) => scope.postMessage({ id: request.id, kind: "result", result }),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        kind: "failed",
        name: errorName(error),
        message: error instanceof Error ? error.message : String(error),
      }),
  )
}
