/** The `media` table (migrations 005 and 010): its rows, and the records the API answers with. */
import type { Knex } from "knex"
import {
  type MediaRecord,
  type MediaSourceType,
  type MediaVariant,
  type MediaVariantFormat,
  mediaUrlPrefix,
} from "../../schema/media.ts"

export interface StoredVariant {
  readonly width: number
  readonly height: number
  readonly format: MediaVariantFormat
  readonly file: string
  readonly bytes: number
}

export interface MediaRow {
  readonly id: number
  readonly content_hash: string
  readonly original_type: string
  readonly width: number
  readonly height: number
  readonly bytes: number
  readonly variants: string
  readonly alt: string
  readonly alt_en: string
  /** The original file's name, made safe (migration 010); null when none was sent. */
  readonly file_name: string | null
  readonly uploaded_by: number | null
  readonly created_ms: number | string
}

export type NewMediaRow = Omit<MediaRow, "id">

export const storedVariants = (row: Pick<MediaRow, "variants">): StoredVariant[] =>
  JSON.parse(row.variants) as StoredVariant[]

const srcsetOf = (variants: ReadonlyArray<MediaVariant>, format: MediaVariantFormat): string =>
  variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ")

export const toRecord = (row: MediaRow): MediaRecord => {
  const variants: MediaVariant[] = storedVariants(row).map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: variant.format,
    url: `${mediaUrlPrefix}${variant.file}`,
    bytes: variant.bytes,
  }))
  const fallback = variants.find((variant) => variant.format === "jpeg" || variant.format === "png")
  return {
    id: Number(row.id),
    contentHash: row.content_hash,
    type: row.original_type as MediaSourceType,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    variants,
    src: fallback?.url ?? variants[variants.length - 1]?.url ?? "",
    srcset: { avif: srcsetOf(variants, "avif"), webp: srcsetOf(variants, "webp") },
    alt: row.alt,
    altEn: row.alt_en,
    fileName: row.file_name ?? null,
    uploadedBy: row.uploaded_by === null ? null : Number(row.uploaded_by),
    createdAt: new Date(Number(row.created_ms)).toISOString(),
  }
}

/**
 * What the audit trail keeps of a picture: the record without its variant list and srcset (derived
 * from the hash, and long), so a history shows what a person changes, the alt texts.
 */
export const auditedMedia = (row: MediaRow): Record<string, unknown> => {
  const { variants: _variants, srcset: _srcset, ...kept } = toRecord(row)
  return kept
}

export const mediaByHash = async (db: Knex, hash: string): Promise<MediaRow | undefined> =>
  (await db("media").where({ content_hash: hash }).first()) as MediaRow | undefined

export const mediaById = async (db: Knex, id: number): Promise<MediaRow | undefined> =>
  (await db("media").where({ id }).first()) as MediaRow | undefined

/** Newest first. */
export const allMedia = async (db: Knex): Promise<MediaRow[]> =>
  (await db("media").select("*").orderBy("id", "desc")) as MediaRow[]

/** One page of the library, newest first: `limit` rows with ids below `beforeId` (and one more, to tell). */
export const mediaPage = async (
  db: Knex,
  limit: number,
  beforeId: number | undefined,
): Promise<{ rows: MediaRow[]; more: boolean }> => {
  const query = db("media")
    .select("*")
    .orderBy("id", "desc")
    .limit(limit + 1)
  if (beforeId !== undefined) query.where("id", "<", beforeId)
  const rows = (await query) as MediaRow[]
  return { rows: rows.slice(0, limit), more: rows.length > limit }
}

export const mediaCount = async (db: Knex): Promise<number> => {
  const [row] = (await db("media").count({ count: "*" })) as Array<{ count: number | string }>
  return Number(row?.count ?? 0)
}

export const insertMedia = async (trx: Knex.Transaction, row: NewMediaRow): Promise<MediaRow> => {
  const [inserted] = (await trx("media").insert(row).returning("id")) as Array<{ id: number } | number>
  const id = typeof inserted === "object" ? inserted.id : Number(inserted)
  return { ...row, id: Number(id) }
}
