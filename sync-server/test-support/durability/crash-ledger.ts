/**
 * What a crash run sent and what came back: every write call with its Idempotency-Key and intent,
 * grouped as the requests that carried it (one plain API call, or one push batch), and each key's
 * answer. The checks compare the database with this record.
 */
import type { EntityName } from "../../../schema/sync.ts"

export type Intent =
  | { readonly kind: "create"; readonly entity: EntityName; readonly marker: string }
  | { readonly kind: "update"; readonly entity: EntityName; readonly id: number }
  | { readonly kind: "delete"; readonly entity: EntityName; readonly id: number }

export interface WriteCall {
  readonly key: string
  readonly method: "POST" | "PATCH" | "DELETE"
  readonly path: string
  readonly ifMatch?: number
  readonly body?: unknown
  readonly intent: Intent
}

export interface CallAnswer {
  readonly status: number
  /** The answer's JSON text (a push result's `body`, serialised again). */
  readonly text: string
  readonly replayed: boolean
}

export interface SentRequest {
  readonly via: "api" | "push"
  readonly calls: ReadonlyArray<WriteCall>
  /** Sent without a session (a visitor's collaboration requests). */
  readonly anonymous: boolean
  readonly cycle: number
  /** Per call, in order; a push answer stops after its first failure. Undefined: no answer came. */
  answers: CallAnswer[] | undefined
}

export const rowKey = (entity: EntityName, id: number): string => `${entity}:${id}`

export const isSuccess = (status: number): boolean => status >= 200 && status < 300

/** The whole run's record. */
export class Ledger {
  readonly requests: SentRequest[] = []
  /** Each key's newest answer; a success, once seen, is what every later answer must repeat. */
  readonly answers = new Map<string, CallAnswer>()
  readonly calls = new Map<string, WriteCall>()
  /** Rows a delete was sent for (answered or not): the only rows allowed to be missing. */
  readonly deletesSent = new Set<string>()

  add(request: SentRequest): void {
    this.requests.push(request)
    for (const call of request.calls) {
      this.calls.set(call.key, call)
      if (call.intent.kind === "delete") this.deletesSent.add(rowKey(call.intent.entity, call.intent.id))
    }
  }

  /** Note an answer (the first sending, or a replay); a success is never replaced. */
  noteAnswer(key: string, answer: CallAnswer): void {
    const known = this.answers.get(key)
    if (known !== undefined && isSuccess(known.status)) return
    this.answers.set(key, answer)
  }

  successOf(key: string): CallAnswer | undefined {
    const answer = this.answers.get(key)
    return answer !== undefined && isSuccess(answer.status) ? answer : undefined
  }

  /** Per row, the keys of the updates that succeeded: each raised its version by exactly one. */
  appliedUpdates(): Map<string, Set<string>> {
    const applied = new Map<string, Set<string>>()
    for (const [key, call] of this.calls) {
      if (call.intent.kind !== "update" || this.successOf(key) === undefined) continue
      const row = rowKey(call.intent.entity, call.intent.id)
      applied.set(row, (applied.get(row) ?? new Set()).add(key))
    }
    return applied
  }

  cycleRequests(cycle: number): SentRequest[] {
    return this.requests.filter((request) => request.cycle === cycle)
  }
}
