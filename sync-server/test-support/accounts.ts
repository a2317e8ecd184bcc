/**
 * Team accounts in API tests (issue 29): invite an account with a role through the real calls, accept
 * its invitation (which signs it in) and hand back its session cookie; sign in again with a password.
 */
import type { Role } from "../../schema/roles.ts"
import type { AdminSession } from "./admin-session.ts"
import { type Json, apiClient } from "./client.ts"
import { loginAs } from "./test-server.ts"

export interface TestAccount {
  readonly id: number
  readonly username: string
  readonly password: string
  /** The Cookie header of the session its invitation's acceptance started. */
  readonly cookie: string
}

/** The session cookies a response sets, as a Cookie header. */
export const cookieOf = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** The token of an invitation link (it travels in the fragment). */
export const tokenOf = (invitation: { readonly url: string }): string => new URL(invitation.url).hash.slice(1)

export const inviteAccount = async (
  admin: Pick<AdminSession, "api" | "cookie">,
  body: { username: string; displayName?: string; role: Role },
): Promise<{ account: Json; invitation: { url: string; expiresAt: string } }> => {
  const answer = await admin.api.post("/api/accounts", {
    cookie: admin.cookie,
    body: { displayName: body.username, ...body },
  })
  if (answer.status !== 201) throw new Error(`invite: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** POST /api/invitations/accept; the answer with the session cookie it set. */
export const acceptInvitation = async (
  url: string,
  body: { token: string; password: string },
  headers: Record<string, string> = {},
) => {
  const answer = await apiClient(url).post("/api/invitations/accept", { body, headers })
  return { ...answer, cookie: cookieOf(answer.headers) }
}

let created = 0

/** A new account with `role`, its invitation accepted: signed in, with its password set. */
export const createAccount = async (
  admin: AdminSession,
  role: Role,
  username = `${role}-${(created += 1)}`,
  password = `password-of-${username}`,
): Promise<TestAccount> => {
  const { account, invitation } = await inviteAccount(admin, { username, role })
  const accepted = await acceptInvitation(admin.server.url, { token: tokenOf(invitation), password })
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`)
  return { id: account.id as number, username, password, cookie: accepted.cookie }
}

/** A new session of an existing account, through the login (captcha "TEST"). */
export const signIn = (url: string, account: { username: string; password: string }): Promise<string> =>
  loginAs(url, { username: account.username, password: account.password, captcha: "TEST" })
