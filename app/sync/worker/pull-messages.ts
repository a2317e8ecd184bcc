/** What the page and the pull worker say to each other (pull-in-worker.ts, pull-worker.ts). */
import type { SyncFields } from "../../../schema/detail-fields.ts"
import type { Language } from "../../../schema/messages.ts"
import type { PullResult } from "../pull.ts"

/** One pull: the shape to pull while the device has not chosen one, and the language of the server's words. */
export interface PullRequest {
  readonly id: number
  readonly fallback: SyncFields | undefined
  readonly language: Language
}

/**
 * The pull's end. `failed` carries the error's name and message (an Error does not cross to the page
 * as itself); `QuotaExceededError` keeps its name, which is what the page decides on (errors.ts).
 */
export type PullAnswer =
  | { readonly id: number; readonly kind: "result"; readonly result: PullResult }
  | { readonly id: number; readonly kind: "failed"; readonly name: string; readonly message: string }
