/** The app's sync engine (docs/sync.md): the calls the app root and the back office make. */
import { appClient } from "./app-client.ts"

export { setActor } from "./actor.ts"

/** Start pulling and pushing (idempotent; the app root calls it once). */
export const startSync = (): void => appClient.start()

/**
 * Push what is queued and pull at once, skipping any backoff wait.
 *
 * Each push (client.ts, runPush, inside the one-tab outbox lock) has two phases: first every queued
 * picture is uploaded with its own POST /api/media (raw bytes, its own Idempotency-Key; uploads.ts),
 * and the local addresses of those uploaded are rewritten to the server's in entries and rows; then the
 * outbox goes as before (push.ts). An entry that still holds a local address (its picture is backing
 * off or was refused) is not sent. docs/media.md, "The app side (offline uploads)".
 */
export const syncNow = (): Promise<void> => appClient.syncNow()

/** After a successful admin login: admin scope, queued edits resume, persistent storage asked for. */
export const onLogin = (): Promise<void> => appClient.onLogin()

/** After logout: collaborations, drafts and other admin-only rows leave the device. */
export const onLogout = (): Promise<void> => appClient.onLogout()

/** After the login dialog that a 401 opened: the paused outbox goes on. */
export const resumeAfterLogin = (): Promise<void> => appClient.resumeAfterLogin()
