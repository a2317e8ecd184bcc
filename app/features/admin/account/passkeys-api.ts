/**
 * The own passkeys' calls (issue 29, any signed-in person), straight to the server like the sessions'
 * (lib/server-call.ts). Adding one runs the browser's ceremony in between (auth/passkey-ceremony.ts).
 */
import type { PasskeySummary } from "../../../../schema/passkeys.ts"
import { createCredential } from "../auth/passkey-ceremony.ts"
import { callServer } from "../lib/server-call.ts"

export const listPasskeys = (language: string): Promise<ReadonlyArray<PasskeySummary>> =>
  callServer("/api/account/passkeys", language)

export const addPasskey = async (name: string, language: string): Promise<PasskeySummary> => {
  const response = await createCredential("/api/account/passkeys/options", {}, language)
  return callServer("/api/account/passkeys", language, { method: "POST", body: { response, name } })
}

export const renamePasskey = (id: number, name: string, language: string): Promise<PasskeySummary> =>
  callServer(`/api/account/passkeys/${id}`, language, { method: "PATCH", body: { name } })

export const removePasskey = (id: number, language: string): Promise<unknown> =>
  callServer(`/api/account/passkeys/${id}`, language, { method: "DELETE" })
