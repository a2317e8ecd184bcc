/**
 * The auth calls of spec section 7 and the invitation's two (issue 29). These talk to the server
 * directly: a session is not content, so it does not go through the outbox.
 */
import type { AcceptInvitation, SignedInUser } from "../../../../schema/accounts.ts"
import type { TwoStepChallenge } from "../../../../schema/two-step.ts"
import type { Role } from "../../../../schema/roles.ts"
import { callServer } from "../lib/server-call.ts"

export type { SignedInUser, TwoStepChallenge }

export interface LoginInput {
  readonly username: string
  readonly password: string
  readonly captcha: string
}

/** Non-ok answers become an error carrying the server's message (spec section 8). */
export class AuthCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const send = async (path: string, language: string, init: RequestInit = {}): Promise<Response> =>
  fetch(path, {
    credentials: "include",
    ...init,
    headers: { "Accept-Language": language, "Content-Type": "application/json", ...init.headers },
  })

const errorFrom = async (response: Response): Promise<AuthCallError> => {
  const text = await response.text().catch(() => "")
  let message = text || response.statusText
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string")
      message = body.message
  } catch {
    // Not JSON: keep the raw text.
  }
  return new AuthCallError(response.status, message)
}

/** The current user, or null when the session is missing (401). */
export const fetchCurrentUser = async (language: string): Promise<SignedInUser | null> => {
  const response = await send("/api/user", language)
  if (response.status === 401) return null
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as SignedInUser
}

/** Signed in, or (an account with two-step sign-in) the right password and a code to ask for next. */
export const loginCall = async (
  input: LoginInput,
  language: string,
): Promise<SignedInUser | TwoStepChallenge> => {
  const response = await send("/api/login", language, { method: "POST", body: JSON.stringify(input) })
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as SignedInUser | TwoStepChallenge
}

/** The login's second step: the authenticator's code, or one recovery code. */
export type SecondStepInput = { readonly code: string } | { readonly recoveryCode: string }

export const secondStepCall = async (input: SecondStepInput, language: string): Promise<SignedInUser> => {
  const response = await send("/api/login/two-step", language, {
    method: "POST",
    body: JSON.stringify(input),
  })
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as SignedInUser
}

export const logoutCall = async (language: string): Promise<void> => {
  const response = await send("/api/logout", language, { method: "POST", body: "{}" })
  if (!response.ok) throw await errorFrom(response)
}

/** A new timestamp makes the browser fetch a new captcha image. */
export const captchaUrl = (): string => `/api/captcha?t=${Date.now()}`

/** What an invitation link's token opens: whose account, and until when (POST /api/invitations/check). */
export interface InvitationDetails {
  readonly username: string
  readonly displayName: string
  readonly role: Role
  readonly expiresAt: string
}

/** 410 INVITATION_INVALID for a link unknown, used or expired (one answer for all). */
export const checkInvitation = (token: string, language: string): Promise<InvitationDetails> =>
  callServer<InvitationDetails>("/api/invitations/check", language, { method: "POST", body: { token } })

/** Sets the password and signs in: the answer is the signed-in user, as a login's. */
export const acceptInvitationCall = (input: AcceptInvitation, language: string): Promise<SignedInUser> =>
  callServer<SignedInUser>("/api/invitations/accept", language, { method: "POST", body: input })
