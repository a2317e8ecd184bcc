/**
 * Two-step sign-in's rows (migration 014): an account's TOTP secret (sealed, secret-box.ts), its
 * recovery codes (keyed digests) and the "required for every account" policy. Each function is one
 * or two statements, usable inside a caller's transaction (a Knex.Transaction is a Knex).
 */
import type { Knex } from "knex"
import { newRecoveryCodes, recoveryCodeDigest } from "./recovery-codes.ts"
import { derivedKey, openSecret, sealSecret } from "./secret-box.ts"
import { acceptedStep } from "./totp.ts"

/** The two keys two-step sign-in derives from SESSION_SECRET (changing it turns two-step off in effect). */
export interface TwoStepKeys {
  readonly secret: Buffer
  readonly recovery: Buffer
}

export const twoStepKeys = (sessionSecret: string): TwoStepKeys => ({
  secret: derivedKey(sessionSecret, "totp secret, version 1"),
  recovery: derivedKey(sessionSecret, "recovery code, version 1"),
})

export interface TwoStepRow {
  readonly user_id: number
  readonly secret: string | null
  readonly enabled_ms: number | string | null
  readonly last_step: number | string | null
  readonly pending_secret: string | null
  readonly pending_ms: number | string | null
}

export const twoStepRowOf = async (knex: Knex, userId: number): Promise<TwoStepRow | undefined> =>
  (await knex("two_step").where({ user_id: userId }).first()) as TwoStepRow | undefined

export const isTwoStepOn = (row: TwoStepRow | undefined): row is TwoStepRow & { secret: string } =>
  row !== undefined && row.secret !== null && row.enabled_ms !== null

/** Whether the account signs in with a second step (its confirmed authenticator). */
export const hasTwoStep = async (knex: Knex, userId: number): Promise<boolean> =>
  isTwoStepOn(await twoStepRowOf(knex, userId))

/** Keep a new secret as the one being set up (the confirmed one, if any, stays until confirmation). */
export const storePendingSecret = async (
  knex: Knex,
  keys: TwoStepKeys,
  userId: number,
  secret: string,
  now: number,
): Promise<void> => {
  await knex("two_step")
    .insert({ user_id: userId, pending_secret: sealSecret(keys.secret, secret), pending_ms: now })
    .onConflict("user_id")
    .merge(["pending_secret", "pending_ms"])
}

/**
 * Spend `code` for the account: the step it is valid for must be later than the last one spent; the
 * conditional update makes two requests with one code (on two server processes) spend it once.
 */
export const spendCode = async (
  knex: Knex,
  keys: TwoStepKeys,
  row: TwoStepRow,
  sealed: string | null,
  code: string,
  now: number,
): Promise<boolean> => {
  const secret = openSecret(keys.secret, sealed)
  if (secret === undefined) return false
  const lastStep = row.last_step === null ? null : Number(row.last_step)
  const step = acceptedStep(secret, code, now, lastStep)
  if (step === undefined) return false
  const updated = await knex("two_step")
    .where({ user_id: row.user_id })
    .andWhere((query) => query.whereNull("last_step").orWhere("last_step", "<", step))
    .update({ last_step: step })
  return Number(updated) === 1
}

/** The pending secret becomes the account's: two-step is on from `now`. */
export const confirmPendingSecret = async (knex: Knex, userId: number, now: number): Promise<void> => {
  await knex("two_step")
    .where({ user_id: userId })
    .update({ secret: knex.ref("pending_secret"), enabled_ms: now, pending_secret: null, pending_ms: null })
}

/** Ten new recovery codes replace the account's others; the plain codes are returned to show once. */
export const replaceRecoveryCodes = async (
  knex: Knex,
  keys: TwoStepKeys,
  userId: number,
  now: number,
): Promise<string[]> => {
  const codes = newRecoveryCodes()
  await knex("recovery_codes").where({ user_id: userId }).delete()
  await knex("recovery_codes").insert(
    codes.map((code) => ({
      user_id: userId,
      code_hash: recoveryCodeDigest(keys.recovery, code),
      created_ms: now,
    })),
  )
  return codes
}

/** Use one recovery code: true once per code (the update claims it, on any server process). */
export const spendRecoveryCode = async (
  knex: Knex,
  keys: TwoStepKeys,
  userId: number,
  typed: string,
  now: number,
): Promise<boolean> => {
  const digest = recoveryCodeDigest(keys.recovery, typed)
  if (digest === undefined) return false
  const updated = await knex("recovery_codes")
    .where({ user_id: userId, code_hash: digest })
    .whereNull("used_ms")
    .update({ used_ms: now })
  return Number(updated) >= 1
}

export const recoveryCodesLeft = async (knex: Knex, userId: number): Promise<number> => {
  const row = (await knex("recovery_codes")
    .where({ user_id: userId })
    .whereNull("used_ms")
    .count({ count: "*" })
    .first()) as { count: number | string } | undefined
  return Number(row?.count ?? 0)
}

/** Two-step off for the account: its secret, pending secret and recovery codes are gone. */
export const removeTwoStep = async (knex: Knex, userId: number): Promise<void> => {
  await knex("recovery_codes").where({ user_id: userId }).delete()
  await knex("two_step").where({ user_id: userId }).delete()
}

export const policyKey = "twoStepRequired"

/** The administrators' policy: every account must sign in with two steps (or a passkey). */
export const twoStepRequired = async (knex: Knex): Promise<boolean> => {
  const row = (await knex("server_settings").where({ key: policyKey }).first("value")) as
    { value: string } | undefined
  return row?.value === "true"
}

export const setTwoStepRequired = async (knex: Knex, required: boolean): Promise<void> => {
  await knex("server_settings")
    .insert({ key: policyKey, value: String(required) })
    .onConflict("key")
    .merge(["value"])
}
