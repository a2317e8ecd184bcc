/** Administrator accounts. The password hash never leaves this module's callers' database rows. */
import { randomBytes } from "node:crypto"
import type { Knex } from "knex"
import { hashPassword } from "./password.ts"

export interface UserRow {
  id: number
  username: string
  password_hash: string
}

export const findUser = async (knex: Knex, username: string): Promise<UserRow | undefined> =>
  (await knex("users").where({ username }).first()) as UserRow | undefined

export const findUserById = async (knex: Knex, id: number): Promise<UserRow | undefined> =>
  (await knex("users").where({ id }).first()) as UserRow | undefined

/** Create the user, or set a new password if it exists. */
export const setUserPassword = async (knex: Knex, username: string, password: string, now: number) => {
  const passwordHash = await hashPassword(password)
  const existing = await findUser(knex, username)
  if (existing === undefined) {
    await knex("users").insert({ username, password_hash: passwordHash, created_ms: now })
  } else {
    await knex("users").where({ id: existing.id }).update({ password_hash: passwordHash })
  }
}

/**
 * With no administrator yet: create ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a random password
 * printed once (it is stored only as a hash, so this is the one chance to read it).
 */
export const ensureFirstAdmin = async (
  knex: Knex,
  admin: { username: string | undefined; password: string | undefined },
  now: number,
  log: (line: string) => void = console.log,
): Promise<void> => {
  const count = (await knex("users").count({ n: "*" }).first()) as { n: number | string }
  if (Number(count.n) > 0) return
  const username = admin.username ?? "admin"
  const password = admin.password ?? randomBytes(12).toString("base64url")
  const passwordHash = await hashPassword(password)
  // Several processes may start on one new PostgreSQL at once: the first insert wins, quietly.
  await knex("users")
    .insert({ username, password_hash: passwordHash, created_ms: now })
    .onConflict("username")
    .ignore()
  const stored = await findUser(knex, username)
  if (admin.password === undefined && stored?.password_hash === passwordHash) {
    log(`Created administrator "${username}" with password: ${password}`)
    log("Change it with: npm run admin:password -- " + username)
  }
}
