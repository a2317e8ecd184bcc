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

/** How the person proved who they are: a passkey counts as two factors (issue 29). */
export type SignInMethod = "password" | "two-step" | "passkey"

export const startSignedInSession = async (
  ctx: ServerContext,
  req: Request,
  user: UserRow,
  method: SignInMethod,
): Promise<void> => {
  // A disabled account is refused even with the right proof (and told so: the proof was right).
  if (user.state !== "active") throw new HttpError(403, "ACCOUNT_DISABLED", "error.accountDisabled")
  // The session this browser had (another account's, say) ends here, in the list of sessions too.
  await ctx.db.knex("user_sessions").where({ sid: req.sessionID }).delete()
  await regenerate(req)
  req.session.userId = user.id
  req.session.username = user.username
  req.session.signInMethod = method
  await saveSession(req)
  await trackSession(ctx, req, user.id)
  await saveSession(req)
  await recordAccountEvent(ctx.db.knex, accountSource(ctx, req, user), "login", user.id)
}
