/**
 * The challenges of WebAuthn ceremonies (passkeys, issue 29): 32 random bytes the authenticator signs.
 * Only the challenge's SHA-256 is stored, with the session that asked for it, the ceremony it is for
 * and whom it is for. Claiming deletes the row and checks that exactly one row went, so a challenge
 * is used at most once however many server processes race for it, only by the session it was given
 * to, and never after its five minutes.
 */
import { createHash, randomBytes } from "node:crypto"
import type { Knex } from "knex"

export type ChallengePurpose = "register" | "sign-in" | "invitation"

export const challengeLifetimeMs = 5 * 60 * 1000

/** At most this many open ceremonies per session: an older one is dropped when a new one starts. */
const openPerSession = 3

const hashOf = (challenge: string): string => createHash("sha256").update(challenge, "utf8").digest("hex")

export interface ChallengeFor {
  readonly purpose: ChallengePurpose
  readonly sid: string
  readonly userId?: number
  readonly invitationId?: number
}

/** A new challenge (base64url) for the session; expired challenges of everyone are cleared on the way. */
export const issueChallenge = async (knex: Knex, owner: ChallengeFor, now: number): Promise<string> => {
  await knex("webauthn_challenges").where("expires_ms", "<=", now).delete()
  const older = (await knex("webauthn_challenges")
    .where({ sid: owner.sid })
    .orderBy("id", "desc")
    .offset(openPerSession - 1)
    .limit(100)
    .select("id")) as Array<{ id: number | string }>
  if (older.length > 0)
    await knex("webauthn_challenges")
      .whereIn(
        "id",
        older.map((row) => Number(row.id)),
      )
      .delete()
  const challenge = randomBytes(32).toString("base64url")
  await knex("webauthn_challenges").insert({
    challenge_hash: hashOf(challenge),
    purpose: owner.purpose,
    sid: owner.sid,
    user_id: owner.userId ?? null,
    invitation_id: owner.invitationId ?? null,
    expires_ms: now + challengeLifetimeMs,
  })
  return challenge
}

interface ChallengeRow {
  id: number | string
  user_id: number | string | null
  invitation_id: number | string | null
}

/**
 * Use the challenge up: true only for the one caller whose DELETE took the row, and only if it was
 * issued to this session, for this purpose, and has not expired. A challenge presented by another
 * session stays where it is (it was not this caller's to spend).
 */
export const claimChallenge = async (
  knex: Knex,
  challenge: string,
  owner: ChallengeFor,
  now: number,
): Promise<{ userId: number | null; invitationId: number | null } | undefined> => {
  const where = { challenge_hash: hashOf(challenge), sid: owner.sid, purpose: owner.purpose }
  const row = (await knex("webauthn_challenges").where(where).first("id", "user_id", "invitation_id")) as
    ChallengeRow | undefined
  if (row === undefined) return undefined
  const taken = await knex("webauthn_challenges")
    .where({ id: row.id, ...where })
    .andWhere("expires_ms", ">", now)
    .delete()
  if (Number(taken) !== 1) return undefined
  return {
    userId: row.user_id === null ? null : Number(row.user_id),
    invitationId: row.invitation_id === null ? null : Number(row.invitation_id),
  }
}
