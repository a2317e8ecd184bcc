/**
 * Sync state for screens: the valtio store, a hook over it, the state of one outbox entry (so the
 * collaboration form can tell delivered from queued from failed), and the retry / discard / resolve
 * actions of the sync panel.
 */
import { useLiveQuery } from "../db/use-live-query.ts"
import { useSnapshot } from "valtio"
import type { EntryError, OutboxEntry } from "../db/local-row.ts"
import { appClient, appStatus } from "./app-client.ts"
import type { ResolveChoice } from "./resolve.ts"
import type { SyncStatus } from "./status-store.ts"

export const syncStatus: SyncStatus = appStatus

export const useSyncStatus = (): Readonly<SyncStatus> => useSnapshot(appStatus) as Readonly<SyncStatus>

/**
 * Where one queued write stands:
 * - `pending`: saved on this device, not delivered yet (offline, or retrying; `lastError` says why);
 * - `done`: the server has it (`id` is the server's id of the row);
 * - `failed`: the server refused it (`error.message` is its reason, in the person's language);
 * - `conflict`: changed on the server meanwhile, waiting for a choice in the sync panel;
 * - `unknown`: no such entry (discarded, or its receipt expired).
 */
export type OutboxEntryState =
  | { readonly state: "loading" }
  | { readonly state: "pending"; readonly attempts: number; readonly lastError: EntryError | null }
  | { readonly state: "done"; readonly id: number }
  | { readonly state: "failed"; readonly error: EntryError | null }
  | { readonly state: "conflict" }
  | { readonly state: "unknown" }

const stateOf = async (key: string): Promise<OutboxEntryState> => {
  const entry: OutboxEntry | undefined = await appClient.db.outbox.where("key").equals(key).first()
  if (entry !== undefined) {
    if (entry.state === "failed") return { state: "failed", error: entry.lastError }
    if (entry.state === "conflict") return { state: "conflict" }
    return { state: "pending", attempts: entry.attempts, lastError: entry.lastError }
  }
  const receipt = await appClient.db.receipts.get(key)
  return receipt === undefined ? { state: "unknown" } : { state: "done", id: receipt.id }
}

export const useOutboxEntry = (key: string | undefined): OutboxEntryState =>
  useLiveQuery(async () => (key === undefined ? ({ state: "unknown" } as const) : stateOf(key)), [key], {
    state: "loading",
  } as const)

/**
 * Wait up to `ms` for an entry to be delivered or refused. Resolves with its state then, or with
 * `pending` when the time is up (offline: the form says it will be sent when back online), or at once
 * when the server asked it to wait (429): it goes by itself after that wait, much later.
 */
export const waitForDelivery = async (key: string, ms: number): Promise<OutboxEntryState> => {
  const deadline = Date.now() + ms
  for (;;) {
    const current = await stateOf(key)
    if (current.state !== "pending" || Date.now() >= deadline) return current
    if (current.lastError?.kind === "rateLimited") return current
    await new Promise((resolve) => setTimeout(resolve, Math.min(150, Math.max(0, deadline - Date.now()))))
  }
}

export const retryEntry = (key: string, payload?: Record<string, unknown>): Promise<void> =>
  appClient.retry(key, payload)
export const discardEntry = (key: string): Promise<void> => appClient.discard(key)
export const resolveConflict = (key: string, choice: ResolveChoice): Promise<void> =>
  appClient.resolve(key, choice)
export type { ResolveChoice }
