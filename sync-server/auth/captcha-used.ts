/**
 * The captcha nonces already used by a login attempt, until their token expires: what makes a
 * captcha cookie single-use. In the database, not in process memory: several server processes share
 * one PostgreSQL behind one address, and a per-process memory would let one cookie be replayed once
 * per process (a round-robin balancer hands the attacker a fresh one on every request). A row is
 * written only by a login attempt that reaches the captcha check, which the per-address limit
 * counts, and lives at most five minutes.
 */
import type { Database } from "../db/connection.ts"
import { returnedRows } from "../db/fixed-window.ts"

const rememberSql = `
insert into captcha_tokens_used (nonce, expires_ms) values (?, ?)
on conflict (nonce) do nothing
returning nonce`

/** Marks the nonce used; false if it already was (a replay). One statement: two racing uses, one wins. */
export const useNonceOnce = async (db: Database, nonce: string, expiresAt: number): Promise<boolean> =>
  returnedRows(await db.knex.raw(rememberSql, [nonce, expiresAt])).length === 1

/** A nonce whose token has expired is refused by its expiry alone: its row can go. */
export const pruneUsedNonces = async (db: Database, now: number): Promise<void> => {
  await db.knex("captcha_tokens_used").where("expires_ms", "<=", now).delete()
}
