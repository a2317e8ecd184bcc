/**
 * A person's own passkeys (issue 29), for every signed-in role, each change audited:
 * - GET    /api/account/passkeys           the list (name, added, last used)
 * - POST   /api/account/passkeys/options   registration options, its challenge bound to this session
 * - POST   /api/account/passkeys           `{ response, name? }`: check and store the new passkey
 * - PATCH  /api/account/passkeys/:id       `{ name }`
 * - DELETE /api/account/passkeys/:id       refused (409) for the last passkey of an account with no
 *                                          password: it would lock the person out
 * CSRF is checked for all of /api in app.ts; a passkey of another account is a 404 like a missing one.
 */
import { Router } from "express"
import { PasskeyRegistration, PasskeyRename } from "../../schema/passkeys.ts"
import { recordAccountChange } from "../audit/recorder.ts"
import { findUserById } from "../auth/users.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { parseRecordId } from "../http/record-id.ts"
import { claimFor, passkeyName, registrationOptions, verifyNewPasskey } from "./passkey-ceremony.ts"
import { insertPasskey, passkeyByCredential, passkeyById, passkeysOf, summaryOf } from "./passkey-store.ts"
import { actorOf, actorSource, bodyOf, guarded } from "./request-parts.ts"

const notFound = () => new HttpError(404, "NOT_FOUND", "error.passkeyNotFound")
const alreadyRegistered = () => new HttpError(409, "PASSKEY_EXISTS", "error.passkeyExists")

export const ownPasskeysRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db
  const signedIn = guarded("readBackOffice")

  /** `:id` of one of the actor's own passkeys, or 404 (a malformed id names no passkey either). */
  const ownPasskey = async (userId: number, rawId: unknown) => {
    const parsed = parseRecordId(typeof rawId === "string" ? rawId : undefined)
    if (!parsed.ok) throw notFound()
    const row = await passkeyById(knex, parsed.id)
    if (row === undefined || Number(row.user_id) !== userId) throw notFound()
    return row
  }

  router.get("/api/account/passkeys", signedIn, async (req, res) => {
    res.json((await passkeysOf(knex, actorOf(req).id)).map(summaryOf))
  })

  router.post("/api/account/passkeys/options", signedIn, async (req, res) => {
    const actor = actorOf(req)
    const existing = await passkeysOf(knex, actor.id)
    const options = await registrationOptions(ctx, req, {
      purpose: "register",
      userId: actor.id,
      username: actor.username,
      displayName: actor.displayName === "" ? actor.username : actor.displayName,
      exclude: existing.map((row) => ({ id: row.credential_id })),
    })
    res.json(options)
  })

  router.post("/api/account/passkeys", signedIn, async (req, res) => {
    const actor = actorOf(req)
    const { response, name } = bodyOf(PasskeyRegistration, req)
    const claimed = await claimFor(ctx, req, response.response.clientDataJSON, "register")
    // The challenge was issued to this account's session; a sign-in as someone else since spoils it.
    if (claimed.userId !== actor.id) throw new HttpError(400, "PASSKEY_CHALLENGE", "error.passkeyChallenge")
    const verified = await verifyNewPasskey(ctx, req, response, claimed.challenge)
    if ((await passkeyByCredential(knex, verified.credential.id)) !== undefined) throw alreadyRegistered()
    const now = ctx.now()
    const id = await knex.transaction(async (trx) => {
      const inserted = await insertPasskey(
        trx,
        { userId: actor.id, ...verified, name: passkeyName(req, name) },
        now,
      )
      await recordAccountChange(trx, actorSource(ctx, req), "passkey_add", actor.id, null, null)
      return inserted
    })
    const row = await passkeyById(knex, id)
    if (row === undefined) throw notFound()
    res.status(201).json(summaryOf(row))
  })

  router.patch("/api/account/passkeys/:id", signedIn, async (req, res) => {
    const actor = actorOf(req)
    const row = await ownPasskey(actor.id, req.params.id)
    const { name } = bodyOf(PasskeyRename, req)
    const trimmed = name.trim()
    await knex.transaction(async (trx) => {
      await trx("passkeys").where({ id: row.id }).update({ name: trimmed })
      await recordAccountChange(trx, actorSource(ctx, req), "passkey_rename", actor.id, null, null)
    })
    res.json(summaryOf({ ...row, name: trimmed }))
  })

  router.delete("/api/account/passkeys/:id", signedIn, async (req, res) => {
    const actor = actorOf(req)
    const row = await ownPasskey(actor.id, req.params.id)
    await knex.transaction(async (trx) => {
      const user = await findUserById(trx, actor.id)
      const count = (await passkeysOf(trx, actor.id)).length
      if (user !== undefined && user.password_hash === "" && count <= 1)
        throw new HttpError(409, "LAST_PASSKEY", "error.lastPasskey")
      const removed = await trx("passkeys").where({ id: row.id }).delete()
      if (Number(removed) !== 1) throw notFound()
      await recordAccountChange(trx, actorSource(ctx, req), "passkey_remove", actor.id, null, null)
    })
    res.json({ id: Number(row.id), deleted: true })
  })

  return router
}
