/**
 * A person's own two-step sign-in (issue 29), for every role: the status, setting it up (the current
 * password, then the first code of the new authenticator, which turns it on and gives the recovery
 * codes, shown this once), new recovery codes (a code or the password), turning it off (the password;
 * refused while the administrators require it). Reachable while the policy holds a session back
 * (auth/two-step-gate.ts): this is where such a session is sent.
 */
import { Router } from "express"
import type { Knex } from "knex"
import QRCode from "qrcode"
import { messageText } from "../../schema/messages.ts"
import {
  NewRecoveryCodes,
  TwoStepConfirm,
  TwoStepPassword,
  type TwoStepSetup,
  type TwoStepStatus,
} from "../../schema/two-step.ts"
import { recordAccountChange } from "../audit/recorder.ts"
import {
  confirmPendingSecret,
  isTwoStepOn,
  recoveryCodesLeft,
  removeTwoStep,
  replaceRecoveryCodes,
  storePendingSecret,
  twoStepKeys,
  twoStepRequired,
  twoStepRowOf,
} from "../auth/two-step-store.ts"
import { newTotpSecret, totpUri } from "../auth/totp.ts"
import { findUserById } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, unauthorized, validationError } from "../http/errors.ts"
import { checkOwnCode, checkOwnPassword } from "./own-proof.ts"
import { actorOf, actorSource, bodyOf, guarded } from "./request-parts.ts"

/** How long a setup may wait for its first code. */
export const setupLifetimeMs = 15 * 60 * 1000

const alreadyOn = () => new HttpError(409, "TWO_STEP_STATE", "error.twoStepAlreadyOn")
const notOn = () => new HttpError(409, "TWO_STEP_STATE", "error.twoStepOff")

const statusOf = async (knex: Knex, userId: number): Promise<TwoStepStatus> => {
  const row = await twoStepRowOf(knex, userId)
  const enabled = isTwoStepOn(row)
  return {
    enabled,
    enabledAt: enabled ? new Date(Number(row.enabled_ms)).toISOString() : null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(knex, userId) : 0,
    required: await twoStepRequired(knex),
  }
}

export const twoStepRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db
  const keys = twoStepKeys(ctx.config.sessionSecret)
  const signedIn = guarded("readBackOffice")

  /** The acting account's row (401 if it is gone since the session was read). */
  const me = async (req: Parameters<typeof actorOf>[0]) => {
    const user = await findUserById(knex, actorOf(req).id)
    if (user === undefined) throw unauthorized()
    return { user, row: await twoStepRowOf(knex, user.id) }
  }

  router.get("/api/account/two-step", signedIn, async (req, res) => {
    res.json(await statusOf(knex, actorOf(req).id))
  })

  router.post("/api/account/two-step/setup", signedIn, async (req, res) => {
    const { password } = bodyOf(TwoStepPassword, req)
    const { user, row } = await me(req)
    if (isTwoStepOn(row)) throw alreadyOn()
    await checkOwnPassword(ctx, req, res, user, password)
    const secret = newTotpSecret()
    await storePendingSecret(knex, keys, user.id, secret, ctx.now())
    const uri = totpUri(secret, user.username)
    const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
    const answer: TwoStepSetup = { secret, uri, qrSvg }
    res.json(answer)
  })

  router.post("/api/account/two-step/confirm", signedIn, async (req, res) => {
    const { code } = bodyOf(TwoStepConfirm, req)
    const { user, row } = await me(req)
    if (isTwoStepOn(row)) throw alreadyOn()
    const started = row?.pending_secret != null && ctx.now() - Number(row.pending_ms) < setupLifetimeMs
    if (row === undefined || !started) throw new HttpError(409, "TWO_STEP_STATE", "error.twoStepNotStarted")
    await checkOwnCode(ctx, req, res, user, keys, row, row.pending_secret, code)
    const source = actorSource(ctx, req)
    const recoveryCodes = await knex.transaction(async (trx) => {
      await confirmPendingSecret(trx, user.id, ctx.now())
      const codes = await replaceRecoveryCodes(trx, keys, user.id, ctx.now())
      await recordAccountChange(trx, source, "two_step_enable", user.id, null, null)
      return codes
    })
    res.json({ recoveryCodes })
  })

  router.post("/api/account/two-step/recovery-codes", signedIn, async (req, res) => {
    const { code, password } = bodyOf(NewRecoveryCodes, req)
    const { user, row } = await me(req)
    if (!isTwoStepOn(row)) throw notOn()
    if (code !== undefined) await checkOwnCode(ctx, req, res, user, keys, row, row.secret, code)
    else if (password !== undefined) await checkOwnPassword(ctx, req, res, user, password)
    else {
      const message = messageText("error.twoStepProofMissing", languageOf(req))
      throw validationError([{ path: ["code"], code: "error.twoStepProofMissing", message }])
    }
    const source = actorSource(ctx, req)
    const recoveryCodes = await knex.transaction(async (trx) => {
      const codes = await replaceRecoveryCodes(trx, keys, user.id, ctx.now())
      await recordAccountChange(trx, source, "two_step_recovery_codes", user.id, null, null)
      return codes
    })
    res.json({ recoveryCodes })
  })

  router.post("/api/account/two-step/disable", signedIn, async (req, res) => {
    const { password } = bodyOf(TwoStepPassword, req)
    const { user, row } = await me(req)
    if (!isTwoStepOn(row)) throw notOn()
    if (await twoStepRequired(knex)) throw new HttpError(409, "TWO_STEP_REQUIRED", "error.twoStepPolicyOn")
    await checkOwnPassword(ctx, req, res, user, password)
    const source = actorSource(ctx, req)
    await knex.transaction(async (trx) => {
      await removeTwoStep(trx, user.id)
      await recordAccountChange(trx, source, "two_step_disable", user.id, null, null)
    })
    res.json(await statusOf(knex, user.id))
  })

  return router
}
