/**
 * The own account's calls (issue 29, any signed-in person): the sessions, ending them, the password.
 * Online only, straight to the server (lib/server-call.ts).
 */
import type { PasswordChange, SessionSummary } from "../../../../schema/accounts.ts"
import { callServer } from "../lib/server-call.ts"

export const listSessions = (language: string): Promise<ReadonlyArray<SessionSummary>> =>
  callServer("/api/account/sessions", language)

export const endSession = (id: string, language: string): Promise<{ ended: number }> =>
  callServer(`/api/account/sessions/${encodeURIComponent(id)}`, language, { method: "DELETE" })

export const endOtherSessions = (language: string): Promise<{ ended: number }> =>
  callServer("/api/account/sessions/end-others", language, { method: "POST", body: {} })

export const changePassword = (input: PasswordChange, language: string): Promise<unknown> =>
  callServer("/api/account/password", language, { method: "POST", body: input })
