/**
 * Two-step sign-in's bodies and answers (issue 29; routes in sync-server/accounts/two-step-routes.ts
 * and sync-server/routes/login-two-step.ts, screens in app/features/admin/account/TwoStep*.tsx).
 */
import { Schema } from "effect"

/** A code as typed (spaces allowed); the server checks it is six digits. */
const Code = Schema.String.check(Schema.isMinLength(6, { message: "twoStep.code" })).check(
  Schema.isMaxLength(20, { message: "twoStep.code" }),
)
const RecoveryCode = Schema.String.check(Schema.isMinLength(10, { message: "twoStep.recoveryCode" })).check(
  Schema.isMaxLength(30, { message: "twoStep.recoveryCode" }),
)
const CurrentPassword = Schema.String.check(Schema.isMinLength(1, { message: "required" })).check(
  Schema.isMaxLength(200, { message: "tooLong" }),
)

/** POST /api/login/two-step: the code of the authenticator, or one recovery code. */
export const TwoStepLogin = Schema.Struct({
  code: Schema.optional(Code),
  recoveryCode: Schema.optional(RecoveryCode),
})
export type TwoStepLogin = typeof TwoStepLogin.Type

/** POST /api/account/two-step/setup and /disable: the current password. */
export const TwoStepPassword = Schema.Struct({ password: CurrentPassword })
export type TwoStepPassword = typeof TwoStepPassword.Type

/** POST /api/account/two-step/confirm: the first code of the new authenticator. */
export const TwoStepConfirm = Schema.Struct({ code: Code })
export type TwoStepConfirm = typeof TwoStepConfirm.Type

/** POST /api/account/two-step/recovery-codes: a code or the current password. */
export const NewRecoveryCodes = Schema.Struct({
  code: Schema.optional(Code),
  password: Schema.optional(CurrentPassword),
})
export type NewRecoveryCodes = typeof NewRecoveryCodes.Type

/** PATCH /api/accounts/two-step-policy. */
export const TwoStepPolicy = Schema.Struct({ required: Schema.Boolean })
export type TwoStepPolicy = typeof TwoStepPolicy.Type

/** GET /api/account/two-step. */
export interface TwoStepStatus {
  readonly enabled: boolean
  /** ISO time it was turned on; null when off. */
  readonly enabledAt: string | null
  readonly recoveryCodesLeft: number
  /** The administrators require it for every account (it cannot be turned off then). */
  readonly required: boolean
}

/** POST /api/account/two-step/setup: what the authenticator app needs. */
export interface TwoStepSetup {
  readonly secret: string
  readonly uri: string
  /** The QR code of `uri`, an SVG document made on the server. */
  readonly qrSvg: string
}

/** Confirm and new codes: the recovery codes, shown this once. */
export interface RecoveryCodes {
  readonly recoveryCodes: ReadonlyArray<string>
}

/** The login's answer when the password was right and a second step is needed. */
export interface TwoStepChallenge {
  readonly twoStep: true
}
