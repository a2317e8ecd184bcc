/**
 * Accounts (issue 29: roles and states, schema/roles.ts). The password hash never leaves this
 * module's callers' database rows; an empty hash (an invited account that has not chosen a password,
 * or one whose sign-in was reset) matches no password.
 */
import { randomBytes } from "node:crypto"
import type { Knex } from "knex"
import type { SignedInUser } from "../../schema/accounts.ts"
import { isRole } from "../../schema/roles.ts"
import { hashPassword } from "./password.ts"

export interface UserRow {
  id: number
  username: string
  password_hash: string
  display_name: string
  role: string
  state: string
}

/** What the app is told about the signed-in account (GET /api/user, the login's answer). */
export const signedInUser = (user: UserRow): SignedInUser => ({
  id: Number(user.id),
  username: user.username,
  displayName: user.display_name === "" ? user.username : user.display_name,
  role: isRole(user.role) ? user.role : "viewer",
})

export const findUser = async (knex: Knex, username: string): Promise<UserRow | undefined> =>
  (await knex("users").where({ username }).first()) as UserRow | undefined

export const findUserById = async (knex: Knex, id: number): Promise<UserRow | undefined> =>
  (await knex("users").where({ id }).first()) as UserRow | undefined

/** Create the user (an administrator: the console is the server's owner), or set a new password if it exists. */
export const setUserPassword = async (knex: Knex, username: string, password: string, now: number) => {
  const passwordHash = await hashPassword(password)
  const existing = await findUser(knex, username)
  if (existing === undefined) {
    await knex("users").insert({
      username,
      password_hash: passwordHash,
      created_ms: now,
      display_name: username,
      role: "admin",
    })
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
    .insert({ username, password_hash: passwordHash, created_ms: now, display_name: username, role: "admin" })
    .onConflict("username")
    .ignore()
  const stored = await findUser(knex, username)
  if (admin.password === undefined && stored?.password_hash === passwordHash) {
    log(`Created administrator "${username}" with password: ${password}`)
    log("Change it with: npm run admin:password -- " + username)
  }
}
