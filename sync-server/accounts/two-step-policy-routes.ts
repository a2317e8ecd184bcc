/**
 * The administrators' policy "two-step sign-in for every account" (issue 29): read and change it
 * (`manageAccounts`: anonymous 401, editors and viewers 403 and nothing changed). While it is on,
 * auth/two-step-gate.ts holds back every password-only session of an account with no authenticator
 * until that person sets one up. The change and its audit record commit together.
 */
import { Router } from "express"
import { TwoStepPolicy } from "../../schema/two-step.ts"
import { recordAccountChange } from "../audit/recorder.ts"
import { hasTwoStep, setTwoStepRequired, twoStepRequired } from "../auth/two-step-store.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { actorOf, actorSource, bodyOf, guarded } from "./request-parts.ts"

export const twoStepPolicyRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db
  const admin = guarded("manageAccounts")

  router.get("/api/accounts/two-step-policy", admin, async (_req, res) => {
    res.json({ required: await twoStepRequired(knex) })
  })

  router.patch("/api/accounts/two-step-policy", admin, async (req, res) => {
    const { required } = bodyOf(TwoStepPolicy, req)
    // The administrator turning it on would be the first held back, mid-task: they set theirs up first.
    const exempt = req.session?.signInMethod === "passkey" || (await hasTwoStep(knex, actorOf(req).id))
    if (required && !exempt) throw new HttpError(409, "TWO_STEP_STATE", "error.twoStepPolicySelfFirst")
    const source = actorSource(ctx, req)
    await knex.transaction(async (trx) => {
      if ((await twoStepRequired(trx)) === required) return
      await setTwoStepRequired(trx, required)
      // Recorded on the administrator's own account: the policy belongs to no other one.
      await recordAccountChange(trx, source, "two_step_policy", actorOf(req).id, null, null)
    })
    res.json({ required: await twoStepRequired(knex) })
  })

  return router
}
