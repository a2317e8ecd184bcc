/**
 * The preview links table (db/migrations/019-preview-links.ts): make, list, revoke, and find the
 * live link a token stands for. A link is live while it is not revoked and not expired by the
 * server's clock; the record it shows is read fresh each time, so a deleted record opens nothing.
 */
import type { Knex } from "knex"

/** The content kinds with a draft state and a public page (posts, projects, tools). */
export const previewEntities = ["blogPosts", "projects", "tools"] as const
export type PreviewEntity = (typeof previewEntities)[number]

export const isPreviewEntity = (value: unknown): value is PreviewEntity =>
  typeof value === "string" && (previewEntities as ReadonlyArray<string>).includes(value)

/** Seven days, as the issue asks. */
export const previewLifetimeMs = 7 * 24 * 60 * 60 * 1000

export interface PreviewLink {
  readonly id: number
  readonly entity: PreviewEntity
  readonly recordId: number
  readonly madeBy: string
  readonly madeAt: string
  readonly expiresAt: string
}

interface StoredLink {
  id: number
  entity: string
  record_id: number
  made_by_name: string
  made_ms: number | string
  expires_ms: number | string
  revoked_ms: number | string | null
}

const linkOf = (row: StoredLink): PreviewLink => ({
  id: Number(row.id),
  entity: row.entity as PreviewEntity,
  recordId: Number(row.record_id),
  madeBy: row.made_by_name,
  madeAt: new Date(Number(row.made_ms)).toISOString(),
  expiresAt: new Date(Number(row.expires_ms)).toISOString(),
})

const columns = ["id", "entity", "record_id", "made_by_name", "made_ms", "expires_ms", "revoked_ms"]

export interface NewLink {
  readonly entity: PreviewEntity
  readonly recordId: number
  readonly tokenHash: string
  readonly madeBy: { readonly id: number; readonly name: string }
  readonly now: number
}

export const insertLink = async (knex: Knex, link: NewLink): Promise<PreviewLink> => {
  const row = {
    entity: link.entity,
    record_id: link.recordId,
    token_hash: link.tokenHash,
    made_by: link.madeBy.id,
    made_by_name: link.madeBy.name.slice(0, 100),
    made_ms: link.now,
    expires_ms: link.now + previewLifetimeMs,
  }
  const [inserted] = (await knex("preview_links").insert(row).returning("id")) as Array<
    { id: number } | number
  >
  const id = typeof inserted === "object" ? inserted.id : Number(inserted)
  return linkOf({ ...row, id, revoked_ms: null })
}

/** A record's live links, newest first. */
export const liveLinksOf = async (
  knex: Knex,
  entity: PreviewEntity,
  recordId: number,
  now: number,
): Promise<PreviewLink[]> => {
  const rows = (await knex("preview_links")
    .select(columns)
    .where({ entity, record_id: recordId })
    .whereNull("revoked_ms")
    .where("expires_ms", ">", now)
    .orderBy("id", "desc")) as StoredLink[]
  return rows.map(linkOf)
}

/** Revokes a link (again is no change); false when there is no such link. */
export const revokeLink = async (knex: Knex, id: number, now: number): Promise<boolean> => {
  const found = (await knex("preview_links").select("id").where({ id }).first()) as { id: number } | undefined
  if (found === undefined) return false
  await knex("preview_links").where({ id }).whereNull("revoked_ms").update({ revoked_ms: now })
  return true
}

/** The live link a verified token's hash stands for, or undefined (unknown, revoked or expired). */
export const liveLinkByHash = async (
  knex: Knex,
  hash: string,
  now: number,
): Promise<PreviewLink | undefined> => {
  const row = (await knex("preview_links").select(columns).where({ token_hash: hash }).first()) as
    StoredLink | undefined
  if (row === undefined || row.revoked_ms !== null || Number(row.expires_ms) <= now) return undefined
  return linkOf(row)
}
