/**
 * Team accounts for the specs (issue 29): invited through the API with an administrator's session,
 * and signed in by accepting the invitation, so a spec gets an editor's or a viewer's browser without
 * a captcha. Usernames are unique per call; specs delete the accounts they made.
 */
import { type APIRequestContext, expect } from "@playwright/test"
import type { AccountSummary, InvitationLink } from "../../schema/accounts.ts"
import type { Role } from "../../schema/roles.ts"

export const accountPassword = "e2e-chosen-password"

/** A username the schema accepts (letters, digits, . _ @ -), unique to the call. */
export const uniqueUsername = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export interface InvitedAccount {
  readonly account: AccountSummary
  readonly invitation: InvitationLink
  readonly token: string
}

export const inviteAccount = async (
  adminApi: APIRequestContext,
  role: Role,
  prefix: string = role,
): Promise<InvitedAccount> => {
  const username = uniqueUsername(prefix)
  const response = await adminApi.post("/api/accounts", {
    data: { username, displayName: `E2E ${role} ${username.slice(-6)}`, role },
  })
  expect(response.status(), await response.text()).toBe(201)
  const body = (await response.json()) as Omit<InvitedAccount, "token">
  return { ...body, token: new URL(body.invitation.url).hash.slice(1) }
}

/**
 * Accepts the invitation with `request` (a page's `page.request` shares its browser's cookies: that
 * browser is then signed in as the account).
 */
export const acceptInvitation = async (request: APIRequestContext, token: string): Promise<void> => {
  const response = await request.post("/api/invitations/accept", {
    data: { token, password: accountPassword },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

export const deleteAccount = async (adminApi: APIRequestContext, id: number): Promise<void> => {
  const response = await adminApi.delete(`/api/accounts/${id}`)
  expect([200, 404], await response.text()).toContain(response.status())
}
