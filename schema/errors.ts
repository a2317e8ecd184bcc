/** Machine-readable error codes of the API's error body `{ message, code, issues? }`. */
export const ErrorCode = {
  validation: "VALIDATION",
  malformedJson: "MALFORMED_JSON",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  unauthorized: "UNAUTHORIZED",
  notFound: "NOT_FOUND",
  versionConflict: "VERSION_CONFLICT",
  idempotencyMismatch: "IDEMPOTENCY_MISMATCH",
  idempotencyInFlight: "IDEMPOTENCY_IN_FLIGHT",
  cursorExpired: "CURSOR_EXPIRED",
  loginFailed: "LOGIN_FAILED",
  captchaInvalid: "CAPTCHA_INVALID",
  rateLimited: "RATE_LIMITED",
  crossSiteRequest: "CROSS_SITE_REQUEST",
  /** 422: an upload's bytes start like an accepted picture type but cannot be decoded (docs/media.md). */
  imageInvalid: "IMAGE_INVALID",
  /** 409: a picture still used by content cannot be deleted (docs/media.md). */
  mediaInUse: "MEDIA_IN_USE",
  internal: "INTERNAL",
  /** 503 with Retry-After: every password-hashing thread is busy and enough checks wait (docs/security.md). */
  serverBusy: "SERVER_BUSY",
  /** 400: an enquiry the bot check refused (honeypot filled, or sent too fast); nothing is stored. */
  submissionRefused: "SUBMISSION_REFUSED",
  /** 403: the right password of a disabled account. */
  accountDisabled: "ACCOUNT_DISABLED",
  /** 403: signed in, but the account's role does not allow this (schema/roles.ts). */
  forbidden: "FORBIDDEN",
  /** 403: an edit queued by another account on this device; it is never applied under this one. */
  madeByOther: "MADE_BY_OTHER",
  /** 409: the change would leave no active administrator. */
  lastAdmin: "LAST_ADMIN",
  /** 409: the username is taken. */
  usernameTaken: "USERNAME_TAKEN",
  /** 404/410: an invitation link that does not exist, was used, or expired. */
  invitationInvalid: "INVITATION_INVALID",
  /** 400: the current password given with a password change is wrong. */
  wrongPassword: "WRONG_PASSWORD",
  /** 409: an administrator cannot reset, disable or delete their own account (they would be locked out). */
  ownAccount: "OWN_ACCOUNT",
  /**
   * 403: two-step sign-in is required for every account and this session's account has not set it up
   * (it may only reach its own two-step setup); 409: turning it off while the policy requires it.
   */
  twoStepRequired: "TWO_STEP_REQUIRED",
  /** 400/401: a two-step code or recovery code that is wrong, expired or already used. */
  wrongCode: "WRONG_CODE",
  /** 409: two-step sign-in is already on, not on, or its setup expired (the step asked for does not fit). */
  twoStepState: "TWO_STEP_STATE",
  /** 400: a passkey answer that is not the shape WebAuthn gives. */
  passkeyMalformed: "PASSKEY_MALFORMED",
  /** 400: a passkey challenge that expired, was used, or was issued to another session. */
  passkeyChallenge: "PASSKEY_CHALLENGE",
  /** 400/401: a passkey whose attestation or signature does not check out (wrong origin, counter). */
  passkeyFailed: "PASSKEY_FAILED",
  /** 401: a passkey this site does not know (removed, or of a deleted account). */
  passkeyUnknown: "PASSKEY_UNKNOWN",
  /** 409: the credential is registered already. */
  passkeyExists: "PASSKEY_EXISTS",
  /** 409: removing the only way an account without a password signs in. */
  lastPasskey: "LAST_PASSKEY",
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** One field problem: where (a path into the body) and which message code. */
export interface FieldIssue {
  readonly path: ReadonlyArray<string | number>
  readonly code: string
  readonly message: string
}

/** The JSON body of every non-2xx API answer. `current` comes with a 409 version conflict. */
export interface ApiErrorBody {
  readonly message: string
  readonly code: ErrorCode
  readonly issues?: ReadonlyArray<FieldIssue>
  readonly current?: unknown
}
