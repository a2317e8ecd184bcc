/**
 * The admin media library: GET /api/media (every picture, newest first, with its use count),
 * GET /api/media/:id, PATCH /api/media/:id (alt texts), DELETE /api/media/:id (refused with 409 while
 * any content row still refers to the picture). Writes go through performWrite: Idempotency-Key works
 * as for every other write.
 */
import type { Request, Response } from "express"
import type { Knex } from "knex"
import { decodeWith } from "../../schema/decode.ts"
import { ErrorCode } from "../../schema/errors.ts"
import { MediaAltUpdate, mediaHashLength } from "../../schema/media.ts"
import { recordMediaChange, sourceOf } from "../audit/recorder.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, languageOf } from "../http/errors.ts"
import { decodeListPaging, pagingHeaders } from "../http/list-paging.ts"
import { parseRecordId } from "../http/record-id.ts"
import { answerPrivately } from "../routes/private-answers.ts"
import { writeTransaction } from "../sync/change-log.ts"
import { type WriteResult, idempotencyKeyOf, performWrite, runKeyedWrite } from "../writes/idempotency.ts"
import { mediaNotFound } from "./media-errors.ts"
import { removeVariantFiles } from "./media-files.ts"
import type { MediaSettings } from "./media-settings.ts"
import {
  auditedMedia,
  mediaByHash,
  mediaById,
  mediaCount,
  mediaPage,
  storedVariants,
  toRecord,
} from "./media-table.ts"
import { mediaUseCounts } from "./use-counts.ts"

/** Not an id, or one no picture can have (record-id.ts): no such picture. */
const idOf = (req: Request): number => {
  const parsed = parseRecordId(req.params.id)
  if (!parsed.ok) throw mediaNotFound()
  return parsed.id
}

const prefixOf = (hash: string): string => hash.slice(0, mediaHashLength)

const mediaApiPath = "/api/media"

/**
 * The library's reads come only to a signed-in administrator: never kept by a cache (routes/private-answers.ts).
 * The list is paged like every list (schema/list-paging.ts: newest first, `?limit=&after=<id>`, Link
 * and X-Total-Count); the body keeps its shape, `{ media: [...] }`, one page of it.
 */
export const listHandler = (ctx: ServerContext) => async (req: Request, res: Response) => {
  answerPrivately(res)
  const decoded = decodeListPaging("idDesc", req.query, languageOf(req))
  if (!decoded.ok) throw new HttpError(400, "VALIDATION", "error.validation", { issues: decoded.issues })
  const paging = decoded.value
  const [page, total, counts] = await Promise.all([
    mediaPage(ctx.db.knex, paging.limit, paging.after?.id),
    mediaCount(ctx.db.knex),
    mediaUseCounts(ctx.db.knex),
  ])
  const media = page.rows.map((row) => ({
    ...toRecord(row),
    useCount: counts.get(prefixOf(row.content_hash)) ?? 0,
  }))
  const last = page.rows.at(-1)
  const next = page.more && last !== undefined ? { order: "idDesc" as const, id: Number(last.id) } : undefined
  for (const [name, value] of Object.entries(pagingHeaders(mediaApiPath, paging, next, total)))
    res.setHeader(name, value)
  res.type("application/json").send(JSON.stringify({ media }))
}

export const getHandler = (ctx: ServerContext) => async (req: Request, res: Response) => {
  answerPrivately(res)
  const row = await mediaById(ctx.db.knex, idOf(req))
  if (row === undefined) throw mediaNotFound()
  const useCount = (await mediaUseCounts(ctx.db.knex)).get(prefixOf(row.content_hash)) ?? 0
  res.type("application/json").send(JSON.stringify({ ...toRecord(row), useCount }))
}

export const patchHandler = (ctx: ServerContext) => async (req: Request, res: Response) => {
  const id = idOf(req)
  const decoded = decodeWith(MediaAltUpdate)(req.body, languageOf(req))
  if (!decoded.ok) throw new HttpError(400, "VALIDATION", "error.validation", { issues: decoded.issues })
  const changes = {
    ...(decoded.value.alt === undefined ? {} : { alt: decoded.value.alt.trim() }),
    ...(decoded.value.altEn === undefined ? {} : { alt_en: decoded.value.altEn.trim() }),
  }
  const audit = sourceOf(ctx, req)
  await performWrite(ctx, req, res, async (trx): Promise<WriteResult> => {
    const before = await mediaById(trx, id)
    if (before === undefined) throw mediaNotFound()
    if (Object.keys(changes).length > 0) await trx("media").where({ id }).update(changes)
    const row = await mediaById(trx, id)
    if (row === undefined) throw mediaNotFound()
    if (Object.keys(changes).length > 0)
      await recordMediaChange(trx, audit, id, auditedMedia(before), auditedMedia(row))
    return { status: 200, body: toRecord(row) }
  })
}

/** Files go after the row's commit, under the write lock, and only if no upload brought the row back. */
const removeFilesOf = async (ctx: ServerContext, settings: MediaSettings, hash: string, files: string[]) => {
  await writeTransaction(ctx.db, async (trx: Knex.Transaction) => {
    if ((await mediaByHash(trx, hash)) === undefined) await removeVariantFiles(settings.dir, files)
  })
}

/**
 * performWrite's steps (writes/idempotency.ts: the key, the change and the stored answer in one
 * transaction), with `afterCommit` run between the commit and the answer, so a client that got its
 * 200 finds the files gone. A replayed key does no work and removes nothing more.
 */
const writeThenAnswer = async (
  ctx: ServerContext,
  req: Request,
  res: Response,
  work: (trx: Knex.Transaction) => Promise<WriteResult>,
  afterCommit: () => Promise<void>,
): Promise<void> => {
  const key = idempotencyKeyOf(req)
  const answer =
    key === undefined
      ? await writeTransaction(ctx.db, async (trx) => {
          const result = await work(trx)
          return { status: result.status, text: JSON.stringify(result.body), replayed: false }
        })
      : await writeTransaction(ctx.db, (trx) => runKeyedWrite(ctx, trx, req, key, work))
  await afterCommit()
  if (answer.replayed) res.setHeader("Idempotency-Replayed", "true")
  res.status(answer.status).type("application/json").send(answer.text)
}

export const deleteHandler =
  (ctx: ServerContext, settings: MediaSettings) => async (req: Request, res: Response) => {
    const id = idOf(req)
    const audit = sourceOf(ctx, req)
    let removed: { hash: string; files: string[] } | undefined
    const work = async (trx: Knex.Transaction): Promise<WriteResult> => {
      const row = await mediaById(trx, id)
      if (row === undefined) throw mediaNotFound()
      // Under the write lock: no content write can add a use between this count and the delete.
      const count = (await mediaUseCounts(trx)).get(prefixOf(row.content_hash)) ?? 0
      if (count > 0) throw new HttpError(409, ErrorCode.mediaInUse, "media.inUse", { params: { count } })
      await trx("media").where({ id }).delete()
      await recordMediaChange(trx, audit, id, auditedMedia(row), null)
      removed = { hash: row.content_hash, files: storedVariants(row).map((variant) => variant.file) }
      return { status: 200, body: { id, deleted: true } }
    }
    // A crash before the files are removed leaves files without a row: harmless, swept later.
    const removeFiles = async () => {
      if (removed === undefined) return
      await removeFilesOf(ctx, settings, removed.hash, removed.files).catch((error: unknown) =>
        console.error("media files not removed (the sweep will):", error),
      )
    }
    await writeThenAnswer(ctx, req, res, work, removeFiles)
  }
