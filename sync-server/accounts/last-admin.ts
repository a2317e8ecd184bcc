/**
 * At least one active administrator always remains (issue 29): without one, nobody could manage
 * accounts or settings again short of the server's console. The check runs inside the change's
 * transaction, after a lock that makes concurrent changes of accounts take turns, so two
 * administrators demoting each other at the same moment cannot both succeed.
 */
import type { Knex } from "knex"
import type { Database } from "../db/connection.ts"
import { isRole } from "../../schema/roles.ts"
import { roleForbidden } from "../auth/account.ts"
import { HttpError, unauthorized } from "../http/errors.ts"

/**
 * Take the lock before reading anything the check depends on. PostgreSQL: the active administrators'
 * rows, FOR UPDATE (a concurrent change waits, then reads them as committed). SQLite: its one write
 * lock, at once (BEGIN is deferred; a no-op write takes the lock), so other processes wait too.
 */
export const lockAdministrators = async (db: Database, trx: Knex.Transaction): Promise<void> => {
  if (db.engine === "postgres")
    // In id order, so two changes waiting for each other's rows cannot each hold one (a deadlock).
    await trx("users").where({ role: "admin", state: "active" }).orderBy("id").forUpdate().select("id")
  else await trx.raw("UPDATE users SET id = id WHERE 0")
}

const isActiveAdmin = (account: { readonly role: string; readonly state: string }) =>
  account.role === "admin" && account.state === "active"

/**
 * 409 LAST_ADMIN when the account is an active administrator and the change (`after`; null: the
 * account is deleted) leaves no other one who can sign in. Call after lockAdministrators, in the same
 * transaction.
 */
export const checkAdministratorRemains = async (
  trx: Knex.Transaction,
  account: { readonly id: number; readonly role: string; readonly state: string },
  after: { readonly role: string; readonly state: string } | null,
): Promise<void> => {
  if (!isActiveAdmin(account) || (after !== null && isActiveAdmin(after))) return
  // One who cannot sign in (invited, or reset, and no password chosen yet) would be no administrator.
  const others = (await trx("users")
    .where({ role: "admin", state: "active" })
    .whereNot({ id: account.id })
    .whereNot({ password_hash: "" })
    .count({ n: "*" })
    .first()) as { n: number | string } | undefined
  if (Number(others?.n ?? 0) === 0) throw new HttpError(409, "LAST_ADMIN", "error.lastAdmin")
}

/**
 * The acting administrator, read again under the lock: a concurrent change may have demoted,
 * disabled or reset them after their request was let in (two administrators resetting each other
 * at once would otherwise leave nobody who can sign in).
 */
export const checkActorIsAdministrator = async (trx: Knex.Transaction, actorId: number): Promise<void> => {
  const actor = (await trx("users").where({ id: actorId }).first("role", "state", "password_hash")) as
    { role: string; state: string; password_hash: string } | undefined
  if (actor === undefined || actor.state !== "active" || actor.password_hash === "") throw unauthorized()
  if (actor.role !== "admin") throw roleForbidden(isRole(actor.role) ? actor.role : "viewer")
}
