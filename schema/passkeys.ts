/**
 * The passkeys API's bodies and answers (issue 29; routes in sync-server/accounts/*passkey*, card in
 * app/features/admin/account/PasskeysCard.tsx). The browser's WebAuthn answers are checked for shape
 * and size here (base64url text of bounded length) before the WebAuthn library reads them; anything
 * else is a 400 in the person's language, never a 500.
 */
import { Schema } from "effect"

const base64Url = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: "passkey.malformed" })).check(
    Schema.isPattern(/^[A-Za-z0-9_-]*$/, { message: "passkey.malformed" }),
  )

/** A passkey's name: what the person calls it ("Work laptop"); the server picks one when empty. */
export const PasskeyName = Schema.String.check(Schema.isMaxLength(100, { message: "tooLong" }))

const CredentialId = base64Url(1400).check(Schema.isMinLength(1, { message: "passkey.malformed" }))
const PublicKeyType = Schema.Literals(["public-key"]).annotate({ message: "passkey.malformed" })
const Attachment = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(40, { message: "tooLong" })))
const Extensions = Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown))

/** What `startRegistration` (@simplewebauthn/browser) hands back: a new credential and its attestation. */
export const RegistrationCredential = Schema.Struct({
  id: CredentialId,
  rawId: CredentialId,
  type: PublicKeyType,
  authenticatorAttachment: Attachment,
  clientExtensionResults: Extensions,
  response: Schema.Struct({
    clientDataJSON: base64Url(8_000),
    attestationObject: base64Url(40_000),
    transports: Schema.optionalKey(
      Schema.Array(Schema.String.check(Schema.isMaxLength(20, { message: "tooLong" }))).check(
        Schema.isMaxLength(10, { message: "tooLong" }),
      ),
    ),
  }),
})
export type RegistrationCredential = typeof RegistrationCredential.Type

/** What `startAuthentication` hands back: a signature over the challenge by a stored credential. */
export const AuthenticationCredential = Schema.Struct({
  id: CredentialId,
  rawId: CredentialId,
  type: PublicKeyType,
  authenticatorAttachment: Attachment,
  clientExtensionResults: Extensions,
  response: Schema.Struct({
    clientDataJSON: base64Url(8_000),
    authenticatorData: base64Url(8_000),
    signature: base64Url(2_000),
    userHandle: Schema.optionalKey(base64Url(200)),
  }),
})
export type AuthenticationCredential = typeof AuthenticationCredential.Type

/** POST /api/account/passkeys: the new credential, and its name (empty: one from the device). */
export const PasskeyRegistration = Schema.Struct({
  response: RegistrationCredential,
  name: Schema.optionalKey(PasskeyName),
})

/** PATCH /api/account/passkeys/:id. */
export const PasskeyRename = Schema.Struct({
  name: PasskeyName.check(Schema.isPattern(/\S/, { message: "required" })),
})

/** POST /api/login/passkey/options: always username-less (docs/security.md: no account enumeration). */
export const PasskeySignInOptions = Schema.Struct({
  username: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100, { message: "tooLong" }))),
})

/** POST /api/login/passkey. */
export const PasskeySignIn = Schema.Struct({ response: AuthenticationCredential })

const InvitationToken = Schema.String.check(Schema.isMinLength(20, { message: "invitation.invalid" })).check(
  Schema.isMaxLength(200, { message: "invitation.invalid" }),
)

/** POST /api/invitations/passkey/options. */
export const InvitationPasskeyOptions = Schema.Struct({ token: InvitationToken })

/** POST /api/invitations/passkey: the link's token, the new credential and its name. */
export const InvitationPasskey = Schema.Struct({
  token: InvitationToken,
  response: RegistrationCredential,
  name: Schema.optionalKey(PasskeyName),
})

/** A row of GET /api/account/passkeys. */
export interface PasskeySummary {
  readonly id: number
  readonly name: string
  readonly createdAt: string
  readonly lastUsedAt: string | null
  /** Synced to the person's other devices by their password manager (WebAuthn "backed up"). */
  readonly backedUp: boolean
}
