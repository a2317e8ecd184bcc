/**
 * The browser's half of the passkey ceremonies (issue 29): ask the server for options, hand them to
 * the authenticator through @simplewebauthn/browser, send the answer back. The library is imported
 * only when a ceremony starts (a dynamic import), so neither the public site's bundle nor the back
 * office's first load carries it (e2e/admin/bundle-split.spec.ts).
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser"
import type { SignedInUser } from "../../../../schema/accounts.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { ServerCallError, callServer } from "../lib/server-call.ts"

const browserLibrary = () => import("@simplewebauthn/browser")

/** WebAuthn is there at all (older browsers, some embedded views have none): else no passkey button. */
export const passkeysSupported = (): boolean =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function"

/** Options from `optionsPath`, a new credential from the authenticator, the body for the server. */
export const createCredential = async (optionsPath: string, body: unknown, language: string) => {
  const optionsJSON = await callServer<PublicKeyCredentialCreationOptionsJSON>(optionsPath, language, {
    method: "POST",
    body,
  })
  const { startRegistration } = await browserLibrary()
  return startRegistration({ optionsJSON })
}

/** Username-less sign-in: the authenticator offers the passkeys it holds for this site. */
export const signInWithPasskey = async (language: string): Promise<SignedInUser> => {
  const optionsJSON = await callServer<PublicKeyCredentialRequestOptionsJSON>(
    "/api/login/passkey/options",
    language,
    { method: "POST", body: {} },
  )
  const { startAuthentication } = await browserLibrary()
  const response = await startAuthentication({ optionsJSON })
  return callServer<SignedInUser>("/api/login/passkey", language, { method: "POST", body: { response } })
}

/** An invited person's passkey registered, the link used and the browser signed in. */
export const acceptInvitationWithPasskey = async (token: string, language: string): Promise<SignedInUser> => {
  const response = await createCredential("/api/invitations/passkey/options", { token }, language)
  return callServer<SignedInUser>("/api/invitations/passkey", language, {
    method: "POST",
    body: { token, response },
  })
}

/**
 * What went wrong, in the person's language: the server's own message, or the browser's refusal
 * (cancelled or timed out, a passkey already on this device, an address WebAuthn does not allow).
 */
export const passkeyProblem = (LL: TranslationFunctions, error: unknown): string => {
  const t = LL.passkeys.errors
  if (error instanceof ServerCallError)
    return error.status === "offline" ? LL.accounts.me.needsConnection() : error.message
  const name = error instanceof Error ? error.name : ""
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : ""
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return t.exists()
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED")
    return t.cancelled()
  if (name === "SecurityError" || code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID")
    return t.security()
  return t.other({ message: error instanceof Error ? error.message : String(error) })
}
