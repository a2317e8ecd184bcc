/** The own sessions as the server lists them (reread after ending some or changing the password). */
import type { SessionSummary } from "../../../../schema/accounts.ts"
import { listSessions } from "./account-api.ts"
import { type ServerReadState, useServerRead } from "./use-server-read.ts"

export type SessionsState = ServerReadState<ReadonlyArray<SessionSummary>>

export const useSessions = (language: string, online: boolean) =>
  useServerRead(listSessions, language, online)
