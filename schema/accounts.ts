/**
 * The accounts API's bodies and answers (issue 29; routes in sync-server/accounts/, screens in
 * app/features/admin/accounts/). Input schemas carry message codes (schema/messages.ts).
 */
import { Schema } from "effect"
import { type AccountState, type Role, accountStates, roles } from "./roles.ts"

const Username = Schema.String.check(Schema.isMinLength(3, { message: "login.username" }))
  .check(Schema.isMaxLength(100, { message: "tooLong" }))
  .check(Schema.isPattern(/^[A-Za-z0-9._@-]+$/, { message: "account.usernameChars" }))
const DisplayName = Schema.String.check(Schema.isMinLength(1, { message: "required" })).check(
  Schema.isMaxLength(100, { message: "tooLong" }),
)
/** A new password: the login form's minimum is 6; a chosen one must be longer (NIST 800-63B: 8). */
export const NewPassword = Schema.String.check(
  Schema.isMinLength(8, { message: "account.passwordShort" }),
).check(Schema.isMaxLength(200, { message: "tooLong" }))
const RoleField = Schema.Literals(roles)
const StateField = Schema.Literals(accountStates)

/** POST /api/accounts: invite a person (the account exists at once, with no way to sign in yet). */
export const InviteInput = Schema.Struct({ username: Username, displayName: DisplayName, role: RoleField })
export type InviteInput = typeof InviteInput.Type

/** PATCH /api/accounts/:id: role, display name and state, any of them. */
export const AccountChange = Schema.Struct({
  role: Schema.optional(RoleField),
  displayName: Schema.optional(DisplayName),
  state: Schema.optional(StateField),
})
export type AccountChange = typeof AccountChange.Type

/** POST /api/invitations/accept: the link's token and the chosen password. */
export const AcceptInvitation = Schema.Struct({
  token: Schema.String.check(Schema.isMinLength(20, { message: "invitation.invalid" })).check(
    Schema.isMaxLength(200, { message: "invitation.invalid" }),
  ),
  password: NewPassword,
})
export type AcceptInvitation = typeof AcceptInvitation.Type

/** POST /api/invitations/check: the link's token alone (the invitation page shows whom it is for). */
export const InvitationCheck = Schema.Struct({ token: AcceptInvitation.fields.token })
export type InvitationCheck = typeof InvitationCheck.Type

/** POST /api/account/password: the current password is required (a left-open session cannot take the account). */
export const PasswordChange = Schema.Struct({
  current: Schema.String.check(Schema.isMaxLength(200, { message: "tooLong" })),
  password: NewPassword,
})
export type PasswordChange = typeof PasswordChange.Type

/** GET /api/user and the login's answer: who is signed in, and with which role. */
export interface SignedInUser {
  readonly id: number
  readonly username: string
  readonly displayName: string
  readonly role: Role
  /**
   * True while two-step sign-in is required for every account and this session has not set it up:
   * the server refuses everything but the setup (403 TWO_STEP_REQUIRED); absent otherwise.
   */
  readonly twoStepRequired?: boolean
}

/** A row of GET /api/accounts. */
export interface AccountSummary extends SignedInUser {
  readonly state: AccountState
  readonly createdAt: string
  /** The newest of its sessions' last requests (ISO), null if it never signed in. */
  readonly lastSeenAt: string | null
  readonly activeSessions: number
  /** False while the person has not accepted an invitation yet (or after a reset). */
  readonly canSignIn: boolean
  /** The open invitation's expiry (ISO), null when there is none. */
  readonly invitationExpiresAt: string | null
}

/** The answer of POST /api/invitations/check: whom the link is for, and until when. */
export interface InvitationDetails {
  readonly username: string
  readonly displayName: string
  readonly role: Role
  readonly expiresAt: string
}

/** An invitation as its creator sees it once: the link to pass on (the token is stored only hashed). */
export interface InvitationLink {
  readonly url: string
  readonly expiresAt: string
}

/** A row of GET /api/account/sessions (`id` is a digest of the session id, never the id itself). */
export interface SessionSummary {
  readonly id: string
  readonly device: string
  readonly address: string | null
  readonly createdAt: string
  readonly lastSeenAt: string
  readonly current: boolean
}
