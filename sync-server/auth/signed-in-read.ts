/**
 * One query for everything a signed-in request needs to know about its session: the cookie session's
 * data (what connect-session-knex's `get` reads), the account it belongs to (auth/account.ts), the
 * "two-step for every account" policy and whether that account has two-step on (auth/two-step-gate.ts).
 * Read one by one they were three or four round trips per request, which on PostgreSQL made a
 * signed-in pull cost several times an anonymous one (issue 30: 100 signed-in tabs pulling after each
 * announcement). Read together they are also one snapshot: no role change can fall between them.
 *
 * How the result reaches `loadAccount` without a second read: express-session calls the store's `get`
 * and, in its callback, synchronously builds `req.session` and calls the next middleware, which is
 * `loadAccount` (app.ts chains them with nothing asynchronous between). The read is handed over in a
 * slot that exists only while that callback runs, named by the session id; anything that reaches
 * `loadAccount` another way finds the slot empty and reads again (`takeHandedRead`).
 */
import type { SessionData } from "express-session"
import type { Database } from "../db/connection.ts"
import { sideRead } from "../db/side-read.ts"
import { policyKey } from "./two-step-store.ts"

/** The account columns auth/account.ts decides on. */
export interface SessionAccountRow {
  readonly user_id: number
  readonly username: string
  readonly display_name: string
  readonly role: string
  readonly state: string
}

export interface SignedInRead {
  /** The stored cookie session, or null when it is unknown or expired. */
  readonly sess: SessionData | null
  /** Its account through `user_sessions`; undefined when the session is not registered there. */
  readonly account: SessionAccountRow | undefined
  readonly twoStepRequired: boolean
  readonly twoStepOn: boolean
}

interface JoinedRow {
  sess: string | SessionData
  user_id: number | null
  username: string | null
  display_name: string | null
  role: string | null
  state: string | null
  policy: string | null
  secret: string | null
  enabled_ms: number | string | null
}

/** The same expiry test connect-session-knex's own `get` makes (an expired session is no session). */
const notExpired = {
  postgres: 'CAST(? as timestamp with time zone) <= s."expired"',
  sqlite: 'datetime(?) <= datetime(s."expired")',
} as const

/** The one read, per engine (its bindings: the policy's key, the session id, now). */
const joinedRead = (engine: Database["engine"]): string => `
  SELECT s."sess", u."id" AS "user_id", u."username", u."display_name", u."role", u."state",
    p."value" AS "policy", t."secret", t."enabled_ms"
  FROM "sessions" AS s
  LEFT JOIN "user_sessions" AS us ON us."sid" = s."sid"
  LEFT JOIN "users" AS u ON u."id" = us."user_id"
  LEFT JOIN "two_step" AS t ON t."user_id" = u."id"
  LEFT JOIN "server_settings" AS p ON p."key" = ?
  WHERE s."sid" = ? AND ${notExpired[engine]}
  LIMIT 1`
const reads = { postgres: joinedRead("postgres"), sqlite: joinedRead("sqlite") }

export const readSignedIn = async (
  db: Database,
  sid: string,
  now: Date = new Date(),
): Promise<SignedInRead> => {
  const [row] = await sideRead<JoinedRow>(db, reads[db.engine], [policyKey, sid, now.toISOString()])
  if (row === undefined) return { sess: null, account: undefined, twoStepRequired: false, twoStepOn: false }
  const sess = typeof row.sess === "string" ? (JSON.parse(row.sess) as SessionData) : row.sess
  const account =
    row.user_id === null
      ? undefined
      : {
          user_id: row.user_id,
          username: row.username ?? "",
          display_name: row.display_name ?? "",
          role: row.role ?? "",
          state: row.state ?? "",
        }
  return {
    sess,
    account,
    twoStepRequired: row.policy === "true",
    twoStepOn: row.secret !== null && row.enabled_ms !== null,
  }
}

let handed: { readonly sid: string; readonly read: SignedInRead } | undefined

/** Run `callback` (express-session's) with `read` handed to whoever takes it during that call. */
export const handOver = (sid: string, read: SignedInRead, callback: () => void): void => {
  handed = { sid, read }
  try {
    callback()
  } finally {
    handed = undefined
  }
}

/** The read the store's `get` just made for this session, once; undefined when there is none. */
export const takeHandedRead = (sid: string): SignedInRead | undefined => {
  const slot = handed
  if (slot === undefined || slot.sid !== sid) return undefined
  handed = undefined
  return slot.read
}
