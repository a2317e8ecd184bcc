/**
 * POST /api/media (admin only): the raw picture bytes as the body, the alt texts in the query
 * (`?alt=<Chinese>&altEn=<English>`, URL-encoded: header values cannot carry Chinese), optionally the
 * original file's name (`&fileName=`, kept made safe, at most 255 characters: 400 otherwise), an
 * optional Idempotency-Key. The picture is checked and converted before the write transaction (sharp's work
 * must not hold the write lock); the files are written and the row inserted inside it, so a retried or
 * concurrent upload of the same bytes finds the row and answers it, and a replayed key its first answer.
 */
import { createHash } from "node:crypto"
import type { Request, Response } from "express"
import type { Knex } from "knex"
import { decodeWith } from "../../schema/decode.ts"
import {
  MediaAlt,
  mediaFileNameMaxLength,
  mediaHashLength,
  nameLength,
  safeFileName,
} from "../../schema/media.ts"
import { recordMediaChange, sourceOf } from "../audit/recorder.ts"
import type { ServerContext } from "../context.ts"
import { messageText } from "../../schema/messages.ts"
import { HttpError, languageOf } from "../http/errors.ts"
import { type WriteResult, idempotencyKeyOf, performWrite } from "../writes/idempotency.ts"
import { unsupportedType } from "./media-errors.ts"
import { variantFileName, writeVariantFiles } from "./media-files.ts"
import type { MediaSettings } from "./media-settings.ts"
import { type StoredVariant, auditedMedia, insertMedia, mediaByHash, toRecord } from "./media-table.ts"
import { type ProcessedImage, processImage } from "./process-image.ts"
import { readUpload } from "./read-upload.ts"
import { checkMaker } from "../auth/account.ts"

/** image/* or application/octet-stream (or none): what a browser sends for a File; the bytes decide. */
const checkDeclaredType = (req: Request): void => {
  const declared = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  if (declared === "image/svg+xml") throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "media.svgRefused")
  if (declared !== "" && declared !== "application/octet-stream" && !declared.startsWith("image/"))
    throw unsupportedType()
}

const altTextsOf = (req: Request) => {
  // A missing parameter is a missing key (required), not a key holding undefined (wrong type).
  const given = Object.fromEntries(
    (["alt", "altEn"] as const)
      .filter((name) => req.query[name] !== undefined)
      .map((name) => [name, req.query[name]]),
  )
  const decoded = decodeWith(MediaAlt)(given, languageOf(req))
  if (!decoded.ok) throw new HttpError(400, "VALIDATION", "media.altRequired", { issues: decoded.issues })
  return { alt: decoded.value.alt.trim(), altEn: decoded.value.altEn.trim() }
}

const fileNameRefused = (req: Request, messageCode: "media.fileNameTooLong" | "media.fileNameInvalid") => {
  const params = { max: mediaFileNameMaxLength }
  const message = messageText(messageCode, languageOf(req)).replace("{max}", String(params.max))
  return new HttpError(400, "VALIDATION", messageCode, {
    issues: [
      { path: ["fileName"], code: messageCode === "media.fileNameTooLong" ? "tooLong" : "invalid", message },
    ],
    params,
  })
}

/**
 * The original file's name (`?fileName=`), made safe (schema/media.ts `safeFileName`): null when none
 * was given or nothing is left of it. Given twice or not as text, or longer than the limit (before
 * or after it was made safe; the given one may carry up to four times as much to be removed): 400.
 */
const fileNameOf = (req: Request): string | null => {
  const given = req.query.fileName
  if (given === undefined) return null
  if (typeof given !== "string") throw fileNameRefused(req, "media.fileNameInvalid")
  if (given.length > mediaFileNameMaxLength * 4) throw fileNameRefused(req, "media.fileNameTooLong")
  const name = safeFileName(given)
  if (nameLength(name) > mediaFileNameMaxLength) throw fileNameRefused(req, "media.fileNameTooLong")
  return name === "" ? null : name
}

/** Whether the key already has a stored answer: then nothing needs converting, performWrite replays it. */
const answeredKey = async (db: Knex, key: string | undefined): Promise<boolean> => {
  if (key === undefined) return false
  const stored = (await db("idempotency_keys").where({ key }).whereNotNull("status").first()) as unknown
  return stored !== undefined
}

export const uploadHandler =
  (ctx: ServerContext, settings: MediaSettings) =>
  async (req: Request, res: Response): Promise<void> => {
    checkMaker(req)
    checkDeclaredType(req)
    const alt = altTextsOf(req)
    const fileName = fileNameOf(req)
    const key = idempotencyKeyOf(req)
    const bytes = await readUpload(req, res, settings.maxBytes)
    if (bytes.length === 0) throw new HttpError(400, "VALIDATION", "media.empty")
    const contentHash = createHash("sha256").update(bytes).digest("hex")
    const audit = sourceOf(ctx, req)
    // What the idempotency key remembers of this request: the same key with other bytes or texts is 422.
    // Not the file name: a key answered before names were sent must still replay its answer.
    req.body = { contentHash, ...alt }
    let processed: Promise<ProcessedImage> | undefined
    const process = () => (processed ??= processImage(bytes, settings))
    const known = (await answeredKey(ctx.db.knex, key)) || (await mediaByHash(ctx.db.knex, contentHash))
    // Convert before the transaction; an error here (415/413/422) is the answer, nothing was written.
    if (!known) await process()

    const work = async (trx: Knex.Transaction): Promise<WriteResult> => {
      const existing = await mediaByHash(trx, contentHash)
      if (existing !== undefined) return { status: 200, body: toRecord(existing) }
      const image = await process()
      const prefix = contentHash.slice(0, mediaHashLength)
      const files = image.variants.map((variant) => ({
        name: variantFileName(prefix, variant.width, variant.format),
        data: variant.data,
        variant,
      }))
      // Inside the write lock: a concurrent delete of the same picture cannot remove them meanwhile.
      // A crash before the commit leaves files without a row, which the sweep removes (media-files.ts).
      await writeVariantFiles(settings.dir, files)
      const variants: StoredVariant[] = files.map(({ name, variant }) => ({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        file: name,
        bytes: variant.data.length,
      }))
      const userId = req.session.userId
      const row = await insertMedia(trx, {
        content_hash: contentHash,
        original_type: image.type,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        variants: JSON.stringify(variants),
        alt: alt.alt,
        alt_en: alt.altEn,
        file_name: fileName,
        uploaded_by: typeof userId === "number" ? userId : null,
        created_ms: ctx.now(),
      })
      // In the same transaction: the record commits with the picture (an answer replayed adds none).
      await recordMediaChange(trx, audit, row.id, null, auditedMedia(row))
      return { status: 201, body: toRecord(row) }
    }
    await performWrite(ctx, req, res, work)
  }
