/**
 * The administrators' accounts API (issue 29): list, invite, change (role, display name, state),
 * reset sign-in, delete. Every route needs `manageAccounts` (anonymous 401, editor and viewer 403,
 * nothing changed). Each change and its audit record commit together; ending an account's sessions is
 * part of the same transaction, and `loadAccount` reads role and state on every request, so a change
 * reaches the account's next request on every server process.
 */
import { Router } from "express"
import type { Knex } from "knex"
import { AccountChange, InviteInput } from "../../schema/accounts.ts"
import { recordAccountChange } from "../audit/recorder.ts"
import { endSessionsOf } from "../auth/account.ts"
import { removeTwoStep } from "../auth/two-step-store.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { accountSummaries, accountSummary, snapshotOf, userById } from "./account-rows.ts"
import { closeInvitations, createInvitation } from "./invitations.ts"
import { checkActorIsAdministrator, checkAdministratorRemains, lockAdministrators } from "./last-admin.ts"
import { accountIdOf, accountNotFound, actorOf, actorSource, bodyOf, guarded } from "./request-parts.ts"

const usernameTaken = () => new HttpError(409, "USERNAME_TAKEN", "error.usernameTaken")

/** Two invitations of one new name at once: the second insert breaks the unique index, a 409 too. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE"
}

const insertedId = (row: { id: number } | number | undefined): number =>
  Number(typeof row === "object" ? row.id : row)

export const accountsRoutes = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx
  const { knex } = db
  const admin = guarded("manageAccounts")

  const found = async (trx: Knex.Transaction, id: number) => {
    const user = await userById(trx, id)
    if (user === undefined) throw accountNotFound()
    return user
  }

  router.get("/api/accounts", admin, async (_req, res) => {
    res.json(await accountSummaries(knex))
  })

  router.post("/api/accounts", admin, async (req, res) => {
    const input = bodyOf(InviteInput, req)
    const source = actorSource(ctx, req)
    const created = await knex
      .transaction(async (trx) => {
        // Names differing only in case would share the login's limit (it lower-cases): one account per name.
        const taken = await trx("users")
          .whereRaw("lower(username) = ?", [input.username.toLowerCase()])
          .first("id")
        if (taken !== undefined) throw usernameTaken()
        const row = {
          username: input.username,
          password_hash: "",
          created_ms: ctx.now(),
          display_name: input.displayName,
          role: input.role,
          state: "active",
        }
        const [inserted] = (await trx("users").insert(row).returning("id")) as Array<{ id: number } | number>
        const id = insertedId(inserted)
        const invitation = await createInvitation(ctx, trx, req, id, actorOf(req).id)
        await recordAccountChange(trx, source, "account_invite", id, null, snapshotOf({ id, ...row }))
        return { id, invitation }
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error
      })
    res.status(201).json({ account: await accountSummary(knex, created.id), invitation: created.invitation })
  })

  router.patch("/api/accounts/:id", admin, async (req, res) => {
    const id = accountIdOf(req)
    const change = bodyOf(AccountChange, req)
    const actor = actorOf(req)
    const source = actorSource(ctx, req)
    await knex.transaction(async (trx) => {
      await lockAdministrators(db, trx)
      await checkActorIsAdministrator(trx, actor.id)
      const user = await found(trx, id)
      const after = {
        ...user,
        role: change.role ?? user.role,
        state: change.state ?? user.state,
        display_name: change.displayName ?? user.display_name,
      }
      await checkAdministratorRemains(trx, { ...user, id }, after)
      // Disabling oneself would end one's own sessions with nobody left to notice: another admin does it.
      if (id === actor.id && after.state !== "active")
        throw new HttpError(409, "OWN_ACCOUNT", "error.disableSelf")
      const before = snapshotOf(user)
      if (JSON.stringify(snapshotOf(after)) === JSON.stringify(before)) return
      await trx("users")
        .where({ id })
        .update({ role: after.role, state: after.state, display_name: after.display_name })
      // A disabled account is signed out everywhere now; its role and state are read per request anyway.
      if (after.state !== "active") await endSessionsOf(trx, id)
      // And its authenticator and recovery codes go: re-enabled, it sets two-step up again.
      if (after.state !== "active") await removeTwoStep(trx, id)
      await recordAccountChange(trx, source, "account_update", id, before, snapshotOf(after))
    })
    res.json(await accountSummary(knex, id))
  })

  router.post("/api/accounts/:id/reset", admin, async (req, res) => {
    const id = accountIdOf(req)
    const actor = actorOf(req)
    const source = actorSource(ctx, req)
    const invitation = await knex.transaction(async (trx) => {
      await lockAdministrators(db, trx)
      await checkActorIsAdministrator(trx, actor.id)
      const user = await found(trx, id)
      if (id === actor.id) throw new HttpError(409, "OWN_ACCOUNT", "error.resetSelf")
      // The old password and every older link stop working; the new link is the only way in.
      await trx("users").where({ id }).update({ password_hash: "" })
      // A reset starts sign-in again: the authenticator and recovery codes go with the password.
      await removeTwoStep(trx, id)
      // Its passkeys too: a reset starts the account's sign-in again from the new link.
      await trx("passkeys").where({ user_id: id }).delete()
      await closeInvitations(trx, id, ctx.now())
      const link = await createInvitation(ctx, trx, req, id, actor.id)
      await endSessionsOf(trx, id)
      await recordAccountChange(trx, source, "account_reset", id, snapshotOf(user), snapshotOf(user))
      return link
    })
    res.json({ account: await accountSummary(knex, id), invitation })
  })

  router.delete("/api/accounts/:id", admin, async (req, res) => {
    const id = accountIdOf(req)
    const actor = actorOf(req)
    const source = actorSource(ctx, req)
    await knex.transaction(async (trx) => {
      await lockAdministrators(db, trx)
      await checkActorIsAdministrator(trx, actor.id)
      const user = await found(trx, id)
      await checkAdministratorRemains(trx, { ...user, id }, null)
      if (id === actor.id) throw new HttpError(409, "OWN_ACCOUNT", "error.deleteSelf")
      await endSessionsOf(trx, id)
      await trx("invitations").where({ user_id: id }).delete()
      await trx("users").where({ id }).delete()
      // The audit trail keeps the account's name: its records name actors by id and name, with no key to `users`.
      await recordAccountChange(trx, source, "account_delete", id, snapshotOf(user), null)
    })
    res.json({ id, deleted: true })
  })

  return router
}
