/** The app's sync engine (docs/sync.md): the calls the app root and the back office make. */
import { appClient } from "./app-client.ts"

/** Start pulling and pushing (idempotent; the app root calls it once). */
export const startSync = (): void => appClient.start()

/** Push what is queued and pull at once, skipping any backoff wait. */
export const syncNow = (): Promise<void> => appClient.syncNow()

/** After a successful admin login: admin scope, queued edits resume, persistent storage asked for. */
export const onLogin = (): Promise<void> => appClient.onLogin()

/** After logout: collaborations, drafts and other admin-only rows leave the device. */
export const onLogout = (): Promise<void> => appClient.onLogout()

/** After the login dialog that a 401 opened: the paused outbox goes on. */
export const resumeAfterLogin = (): Promise<void> => appClient.resumeAfterLogin()
