/**
 * The proofs a person gives for their own two-step changes: the current password, or a code of their
 * authenticator. Each check is counted against the account's login budget and backoff
 * (auth/login-throttle.ts) before it runs, like the password change's (password-change.ts), so these
 * routes cannot be used to guess around the login limit; a wrong one is a 400 recorded like a failed
 * login.
 */
import type { Request, Response } from "express"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import { checkSucceeded, checkWait, reserveCheck } from "../auth/login-throttle.ts"
import { admitPasswordCheck, verifyPassword } from "../auth/password.ts"
import { accountKey } from "../auth/rate-limit.ts"
import { type TwoStepKeys, type TwoStepRow, spendCode } from "../auth/two-step-store.ts"
import type { UserRow } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { tooManyAttempts } from "./rate-limited.ts"

/** Run `check` as one counted attempt of the account; throws 429, or `wrong` when it fails. */
const counted = async (
  ctx: ServerContext,
  req: Request,
  res: Response,
  user: UserRow,
  wrong: HttpError,
  check: () => Promise<boolean>,
): Promise<void> => {
  const key = accountKey(user.username)
  const now = ctx.now()
  const waitMs = await checkWait(ctx.db, ctx.rateLimits, key, now)
  if (waitMs > 0) throw tooManyAttempts(res, waitMs)
  const reserved = await reserveCheck(ctx.db, ctx.rateLimits, key, now)
  if (!reserved.ok) throw tooManyAttempts(res, reserved.retryAfterMs)
  if (!(await check())) {
    await recordAccountEvent(ctx.db.knex, accountSource(ctx, req, null), "login_failed", user.id)
    throw wrong
  }
  await checkSucceeded(ctx.db, ctx.rateLimits, key)
}

export const checkOwnPassword = async (
  ctx: ServerContext,
  req: Request,
  res: Response,
  user: UserRow,
  password: string,
): Promise<void> => {
  const admission = admitPasswordCheck()
  try {
    await counted(ctx, req, res, user, new HttpError(400, "WRONG_PASSWORD", "error.wrongPassword"), () =>
      verifyPassword(password, user.password_hash, admission),
    )
  } finally {
    admission.release()
  }
}

/** A code of the authenticator whose sealed secret is `sealed` (the confirmed one, or the one being set up). */
export const checkOwnCode = (
  ctx: ServerContext,
  req: Request,
  res: Response,
  user: UserRow,
  keys: TwoStepKeys,
  row: TwoStepRow,
  sealed: string | null,
  code: string,
): Promise<void> =>
  counted(ctx, req, res, user, new HttpError(400, "WRONG_CODE", "error.twoStepWrongCode"), () =>
    spendCode(ctx.db.knex, keys, row, sealed, code, ctx.now()),
  )
