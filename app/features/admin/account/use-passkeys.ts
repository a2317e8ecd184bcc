/** The own passkeys as the server lists them (reread after each change). */
import type { PasskeySummary } from "../../../../schema/passkeys.ts"
import { listPasskeys } from "./passkeys-api.ts"
import { type ServerReadState, useServerRead } from "./use-server-read.ts"

export type PasskeysState = ServerReadState<ReadonlyArray<PasskeySummary>>

export const usePasskeys = (language: string, online: boolean) =>
  useServerRead(listPasskeys, language, online)
