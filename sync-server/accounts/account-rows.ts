/**
 * Accounts as the accounts screen reads them (`AccountSummary`): the `users` row without its password
 * hash, with its live sessions, when it was last seen and its open invitation. One query per table for
 * the whole list, however many accounts there are.
 */
import type { Knex } from "knex"
import type { AccountSummary } from "../../schema/accounts.ts"
import { isRole } from "../../schema/roles.ts"
import type { AccountSnapshot } from "../audit/recorder.ts"
import type { UserRow } from "../auth/users.ts"

interface StoredUser extends UserRow {
  created_ms: number | string
}

const userColumns = ["id", "username", "password_hash", "display_name", "role", "state", "created_ms"]

/** Audit records name the account by these, never by its hash (recorder.ts, recordAccountChange). */
export const snapshotOf = (user: UserRow): AccountSnapshot => ({
  username: user.username,
  displayName: user.display_name,
  role: user.role,
  state: user.state,
})

export const userById = async (
  runner: Knex | Knex.Transaction,
  id: number,
): Promise<StoredUser | undefined> =>
  (await runner("users").where({ id }).first(userColumns)) as StoredUser | undefined

const byId = <Row>(rows: ReadonlyArray<Row>, idOf: (row: Row) => number | string) =>
  new Map(rows.map((row) => [Number(idOf(row)), row]))

const iso = (ms: number | string | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString()

/** Summaries of the given users (all of them when `ids` is undefined), ordered by username. */
export const accountSummaries = async (
  knex: Knex,
  ids?: ReadonlyArray<number>,
): Promise<AccountSummary[]> => {
  const users = (await (ids === undefined
    ? knex("users").select(userColumns)
    : knex("users").whereIn("id", ids).select(userColumns))) as StoredUser[]
  const scoped = <Q extends Knex.QueryBuilder>(query: Q, column: string): Q =>
    (ids === undefined ? query : query.whereIn(column, ids)) as Q
  // A session counts while its cookie session is stored (the store deletes expired ones).
  const sessions = (await scoped(
    knex("user_sessions")
      .join("sessions", "sessions.sid", "user_sessions.sid")
      .groupBy("user_sessions.user_id")
      .select("user_sessions.user_id")
      .count({ n: "*" })
      .max({ last: "user_sessions.last_seen_ms" }),
    "user_sessions.user_id",
  )) as Array<{ user_id: number | string; n: number | string; last: number | string | null }>
  // Seen before its current sessions: its last sign-in or sign-out, kept by the audit trail.
  const events = (await scoped(
    knex("audit_log")
      .where("entity", "users")
      .whereIn("action", ["login", "logout", "invitation_accept"])
      .whereNotNull("actor_id")
      .groupBy("actor_id")
      .select("actor_id")
      .max({ last: "at_ms" }),
    "actor_id",
  )) as Array<{ actor_id: number | string; last: number | string | null }>
  const invitations = (await scoped(
    knex("invitations")
      .whereNull("used_ms")
      .groupBy("user_id")
      .select("user_id")
      .max({ expires: "expires_ms" }),
    "user_id",
  )) as Array<{ user_id: number | string; expires: number | string | null }>
  // A passkey is a way in too (issue 29): an account without a password but with one can sign in.
  const passkeys = (await scoped(
    knex("passkeys").groupBy("user_id").select("user_id").count({ n: "*" }),
    "user_id",
  )) as Array<{ user_id: number | string; n: number | string }>
  const passkeysOf = byId(passkeys, (row) => row.user_id)
  const sessionsOf = byId(sessions, (row) => row.user_id)
  const eventsOf = byId(events, (row) => row.actor_id)
  const invitationsOf = byId(invitations, (row) => row.user_id)
  // Sorted here, not by the database: SQLite and PostgreSQL order text by different collations.
  return users
    .map((user): AccountSummary => {
      const id = Number(user.id)
      const live = sessionsOf.get(id)
      const seen = Math.max(Number(live?.last ?? 0), Number(eventsOf.get(id)?.last ?? 0))
      return {
        id,
        username: user.username,
        displayName: user.display_name === "" ? user.username : user.display_name,
        role: isRole(user.role) ? user.role : "viewer",
        state: user.state === "active" ? "active" : "disabled",
        createdAt: iso(user.created_ms) ?? new Date(0).toISOString(),
        lastSeenAt: seen > 0 ? iso(seen) : null,
        activeSessions: Number(live?.n ?? 0),
        canSignIn: user.password_hash !== "" || Number(passkeysOf.get(id)?.n ?? 0) > 0,
        invitationExpiresAt: iso(invitationsOf.get(id)?.expires),
      }
    })
    .sort((a, b) => a.username.localeCompare(b.username, "en") || a.id - b.id)
}

export const accountSummary = async (knex: Knex, id: number): Promise<AccountSummary | undefined> =>
  (await accountSummaries(knex, [id]))[0]
