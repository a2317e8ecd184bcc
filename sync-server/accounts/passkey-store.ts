/**
 * The `passkeys` table (migration 015): what the routes read and write of an account's credentials.
 * The public key is kept as base64url text (the same on SQLite and PostgreSQL); transports as a
 * comma-separated list, handed back to the browser so it can offer the right authenticator.
 */
import type { Knex } from "knex"
import type { WebAuthnCredential } from "@simplewebauthn/server"
import type { PasskeySummary } from "../../schema/passkeys.ts"

export interface PasskeyRow {
  id: number | string
  user_id: number | string
  credential_id: string
  public_key: string
  counter: number | string
  transports: string
  device_type: string
  backed_up: boolean | number
  name: string
  created_ms: number | string
  last_used_ms: number | string | null
}

type Runner = Knex | Knex.Transaction

const iso = (ms: number | string | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString()

export const summaryOf = (row: PasskeyRow): PasskeySummary => ({
  id: Number(row.id),
  name: row.name,
  createdAt: iso(row.created_ms) ?? new Date(0).toISOString(),
  lastUsedAt: iso(row.last_used_ms),
  backedUp: Boolean(row.backed_up),
})

/** The account's passkeys, oldest first. */
export const passkeysOf = async (runner: Runner, userId: number): Promise<PasskeyRow[]> =>
  (await runner("passkeys").where({ user_id: userId }).orderBy("id")) as PasskeyRow[]

export const passkeyById = async (runner: Runner, id: number): Promise<PasskeyRow | undefined> =>
  (await runner("passkeys").where({ id }).first()) as PasskeyRow | undefined

export const passkeyByCredential = async (runner: Runner, credentialId: string) =>
  (await runner("passkeys").where({ credential_id: credentialId }).first()) as PasskeyRow | undefined

/** The stored credential as the WebAuthn library checks a signature with it. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credential_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
  counter: Number(row.counter),
  transports: row.transports === "" ? undefined : row.transports.split(","),
})

/** Transports the browser may be told again (the WebAuthn names), nothing else. */
const knownTransports = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])

export interface NewPasskey {
  readonly userId: number
  readonly credential: WebAuthnCredential
  readonly deviceType: string
  readonly backedUp: boolean
  readonly name: string
}

export const insertPasskey = async (runner: Runner, passkey: NewPasskey, now: number): Promise<number> => {
  const [inserted] = (await runner("passkeys")
    .insert({
      user_id: passkey.userId,
      credential_id: passkey.credential.id,
      public_key: Buffer.from(passkey.credential.publicKey).toString("base64url"),
      counter: passkey.credential.counter,
      transports: (passkey.credential.transports ?? []).filter((t) => knownTransports.has(t)).join(","),
      device_type: passkey.deviceType === "multiDevice" ? "multiDevice" : "singleDevice",
      backed_up: passkey.backedUp,
      name: passkey.name,
      created_ms: now,
      last_used_ms: null,
    })
    .returning("id")) as Array<{ id: number | string } | number>
  return typeof inserted === "object" ? Number(inserted.id) : Number(inserted)
}

/**
 * After a good signature: the new counter and the time. Only from the counter that was checked, so of
 * two signatures racing with the same counter only one moves it (the other was a replay or a clone).
 */
export const markUsed = async (runner: Runner, row: PasskeyRow, counter: number, now: number) => {
  const updated = await runner("passkeys")
    .where({ id: row.id, counter: row.counter })
    .update({ counter, last_used_ms: now })
  return Number(updated) === 1
}
