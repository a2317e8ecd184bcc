/**
 * The steps every passkey route shares: bind a challenge to this browser's session (a signed-out
 * browser gets a session for it), claim the challenge a response carries, and check a new credential
 * with @simplewebauthn/server. Every failure is an HttpError with a message in the person's language.
 */
import type { Request } from "express"
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from "@simplewebauthn/server"
import type { RegistrationCredential } from "../../schema/passkeys.ts"
import { messageText } from "../../schema/messages.ts"
import { saveSession } from "../auth/session.ts"
import {
  type ChallengeFor,
  type ChallengePurpose,
  claimChallenge,
  issueChallenge,
} from "../auth/webauthn-challenges.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf } from "../http/errors.ts"
import { userAgentSummary } from "./user-agent-summary.ts"
import { relyingPartyOf, userHandleOf } from "./relying-party.ts"

export const malformed = () => new HttpError(400, "PASSKEY_MALFORMED", "passkey.malformed")
export const challengeRefused = () => new HttpError(400, "PASSKEY_CHALLENGE", "error.passkeyChallenge")
export const verificationFailed = (status = 400) =>
  new HttpError(status, "PASSKEY_FAILED", "error.passkeyFailed")

/** The session id a challenge is bound to; a signed-out browser's session is stored now for it. */
export const ceremonySession = async (req: Request): Promise<string> => {
  if (req.session.userId === undefined) {
    req.session.passkeyCeremony = true
    await saveSession(req)
  }
  return req.sessionID
}

/** The challenge the browser signed, read from the response's clientDataJSON (400 when unreadable). */
export const challengeOf = (clientDataJSON: string): string => {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"))
    const challenge = (data as { challenge?: unknown } | null)?.challenge
    if (typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200) return challenge
  } catch {
    // not JSON: malformed, below
  }
  throw malformed()
}

/** Claim the response's challenge for this session and purpose, or 400 (expired, used, another's). */
export const claimFor = async (
  ctx: ServerContext,
  req: Request,
  clientDataJSON: string,
  purpose: ChallengePurpose,
) => {
  const challenge = challengeOf(clientDataJSON)
  const owner: ChallengeFor = { purpose, sid: req.sessionID }
  const claimed = await claimChallenge(ctx.db.knex, challenge, owner, ctx.now())
  if (claimed === undefined) throw challengeRefused()
  return { challenge, ...claimed }
}

export interface RegistrationFor {
  readonly purpose: Extract<ChallengePurpose, "register" | "invitation">
  readonly userId: number
  readonly username: string
  readonly displayName: string
  readonly invitationId?: number
  /** Credential ids the account has already: the browser will not make a second one on them. */
  readonly exclude: ReadonlyArray<{ id: string; transports?: string[] }>
}

/** Registration options with a challenge bound to this session (resident key required, UV preferred). */
export const registrationOptions = async (
  ctx: ServerContext,
  req: Request,
  account: RegistrationFor,
): Promise<PublicKeyCredentialCreationOptionsJSON> => {
  const sid = await ceremonySession(req)
  const owner = { purpose: account.purpose, sid, userId: account.userId, invitationId: account.invitationId }
  const challenge = await issueChallenge(ctx.db.knex, owner, ctx.now())
  const rp = relyingPartyOf(ctx, req)
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.username,
    userDisplayName: account.displayName,
    userID: new Uint8Array(userHandleOf(account.userId)),
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    attestationType: "none",
    excludeCredentials: [...account.exclude],
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  })
}

export interface VerifiedPasskey {
  readonly credential: WebAuthnCredential
  readonly deviceType: string
  readonly backedUp: boolean
}

/** Check a new credential against the claimed challenge, this site's origin and RP ID (400 if not). */
export const verifyNewPasskey = async (
  ctx: ServerContext,
  req: Request,
  response: RegistrationCredential,
  challenge: string,
): Promise<VerifiedPasskey> => {
  const rp = relyingPartyOf(ctx, req)
  try {
    const verified = await verifyRegistrationResponse({
      response: { clientExtensionResults: {}, ...response } as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    if (!verified.verified) throw verificationFailed()
    const info = verified.registrationInfo
    const transports = response.response.transports
    return {
      credential: { ...info.credential, transports: transports === undefined ? undefined : [...transports] },
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw verificationFailed()
  }
}

/** The name given, trimmed, or "Passkey · Chrome on Linux" from the browser that made it. */
export const passkeyName = (req: Request, name: string | undefined): string => {
  const given = name?.trim() ?? ""
  if (given !== "") return given
  const language = languageOf(req)
  const device = userAgentSummary(req.headers["user-agent"] ?? null, language)
  return `${messageText("passkey.defaultName", language)} · ${device}`.slice(0, 100)
}
