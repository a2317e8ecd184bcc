/**
 * Invitation links (issue 29): a one-time token that lets a person choose the password of their
 * account. The token is 32 random bytes (256 bits, base64url); only its SHA-256 is stored, so reading
 * the database gives nobody a working link. It travels in the link's fragment
 * (`/systemadmin/invite#<token>`), which browsers send to no server: it stays out of access logs and
 * Referer headers. A link closes when it is used, when a newer one is made for the account (a reset),
 * and when it expires (INVITATION_HOURS, 48 h by default).
 */
import { createHash, randomBytes } from "node:crypto"
import type { Request } from "express"
import type { Knex } from "knex"
import type { InvitationLink } from "../../schema/accounts.ts"
import type { ServerContext } from "../context.ts"
import { siteOrigin } from "../seo/site-origin.ts"

export const defaultInvitationHours = 48
const hourMs = 60 * 60 * 1000

export const invitationLifetimeMs = (ctx: ServerContext): number =>
  (ctx.config.invitationHours ?? defaultInvitationHours) * hourMs

export const tokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** PUBLIC_URL when set (a link is read on another device), else the origin the administrator used. */
const linkOf = (ctx: ServerContext, req: Request, token: string): string =>
  `${siteOrigin(ctx.config.publicOrigin, req)}/systemadmin/invite#${token}`

/** Close every open link of the account (a reset, a deletion, an accepted link): it can never be used. */
export const closeInvitations = async (trx: Knex | Knex.Transaction, userId: number, now: number) => {
  await trx("invitations").where({ user_id: userId }).whereNull("used_ms").update({ used_ms: now })
}

/** A new link for the account, in the caller's transaction; the token exists nowhere but in the answer. */
export const createInvitation = async (
  ctx: ServerContext,
  trx: Knex.Transaction,
  req: Request,
  userId: number,
  createdBy: number,
): Promise<InvitationLink> => {
  const now = ctx.now()
  const token = randomBytes(32).toString("base64url")
  const expires = now + invitationLifetimeMs(ctx)
  await trx("invitations").insert({
    user_id: userId,
    token_hash: tokenHash(token),
    created_ms: now,
    expires_ms: expires,
    used_ms: null,
    created_by: createdBy,
  })
  return { url: linkOf(ctx, req, token), expiresAt: new Date(expires).toISOString() }
}

export interface OpenInvitation {
  readonly id: number
  readonly userId: number
  readonly username: string
  readonly displayName: string
  readonly role: string
  readonly expiresMs: number
}

interface InvitationRow {
  id: number | string
  user_id: number | string
  username: string
  display_name: string
  role: string
  expires_ms: number | string
}

/**
 * The open invitation a token names: unused, unexpired, of an active account. Anything else is
 * undefined, whatever the reason, so the answer tells a guesser nothing.
 */
export const openInvitation = async (
  runner: Knex | Knex.Transaction,
  token: string,
  now: number,
): Promise<OpenInvitation | undefined> => {
  const row = (await runner("invitations")
    .join("users", "users.id", "invitations.user_id")
    .where("invitations.token_hash", tokenHash(token))
    .whereNull("invitations.used_ms")
    .andWhere("invitations.expires_ms", ">", now)
    .andWhere("users.state", "active")
    .first(
      "invitations.id",
      "invitations.user_id",
      "users.username",
      "users.display_name",
      "users.role",
      "invitations.expires_ms",
    )) as InvitationRow | undefined
  if (row === undefined) return undefined
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    username: row.username,
    displayName: row.display_name === "" ? row.username : row.display_name,
    role: row.role,
    expiresMs: Number(row.expires_ms),
  }
}

/** Use the invitation up: true for exactly one caller, however many try at once (single use). */
export const useInvitation = async (trx: Knex.Transaction, id: number, now: number): Promise<boolean> => {
  const count = await trx("invitations").where({ id }).whereNull("used_ms").update({ used_ms: now })
  return Number(count) === 1
}
