/**
 * The end of every successful sign-in, whatever proved who the person is (a password, a password and
 * a two-step code, a passkey): a new session id (one planted before sign-in is worth nothing after it),
 * the session registered in `user_sessions` (auth/account.ts) and the "login" audit record.
 */
import type { Request } from "express"
import { accountSource, recordAccountEvent } from "../audit/recorder.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { trackSession } from "../auth/account.ts"
import { regenerate, saveSession } from "../auth/session.ts"
import type { UserRow } from "../auth/users.ts"

export const startSignedInSession = async (
  ctx: ServerContext,
  req: Request,
  user: UserRow,
): Promise<void> => {
  // A disabled account is refused even with the right proof (and told so: the proof was right).
  if (user.state !== "active") throw new HttpError(403, "ACCOUNT_DISABLED", "error.accountDisabled")
  await regenerate(req)
  req.session.userId = user.id
  req.session.username = user.username
  await saveSession(req)
  await trackSession(ctx, req, user.id)
  await saveSession(req)
  await recordAccountEvent(ctx.db.knex, accountSource(ctx, req, user), "login", user.id)
}
