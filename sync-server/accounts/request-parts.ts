/** What every accounts route reads of its request: a decoded body, an account id, who is acting. */
import type { Request, RequestHandler } from "express"
import type { Schema } from "effect"
import { decodeWith } from "../../schema/decode.ts"
import { messageText } from "../../schema/messages.ts"
import type { Permission } from "../../schema/roles.ts"
import { type AuditSource, accountSource } from "../audit/recorder.ts"
import { type SignedInAccount, checkPermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf, unauthorized, validationError } from "../http/errors.ts"
import { parseRecordId } from "../http/record-id.ts"

/** Accounts, invitations and sessions are nobody's to cache, whoever asks (a signed-out invitee too). */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store")
  next()
}

/** No caching, then 401 without a session or 403 when the role lacks `permission` (auth/account.ts). */
export const guarded =
  (permission: Permission): RequestHandler =>
  (req, res, next) => {
    res.setHeader("Cache-Control", "no-store")
    try {
      checkPermission(req, permission)
      next()
    } catch (error) {
      next(error)
    }
  }

/** The body decoded with `schema`, or 400 with its issues in the person's language. */
export const bodyOf = <S extends Schema.Decoder<unknown>>(schema: S, req: Request): S["Type"] => {
  const decoded = decodeWith(schema)(req.body ?? {}, languageOf(req))
  if (!decoded.ok) throw validationError(decoded.issues)
  return decoded.value
}

/** `:id` of /api/accounts/:id: 400 when it is not an id, 404 when no account can have it. */
export const accountIdOf = (req: Request): number => {
  const parsed = parseRecordId(req.params.id)
  if (parsed.ok) return parsed.id
  if (parsed.reason === "unknown") throw accountNotFound()
  throw validationError([
    { path: ["id"], code: "invalidId", message: messageText("invalidId", languageOf(req)) },
  ])
}

export const accountNotFound = () => new HttpError(404, "NOT_FOUND", "error.accountNotFound")

/** The signed-in account (after requirePermission, which answered 401 without one). */
export const actorOf = (req: Request): SignedInAccount => {
  if (req.account === undefined) throw unauthorized()
  return req.account
}

/** Audit source of a change made by the signed-in account. */
export const actorSource = (ctx: ServerContext, req: Request): AuditSource => {
  const actor = actorOf(req)
  return accountSource(ctx, req, { id: actor.id, username: actor.username })
}
