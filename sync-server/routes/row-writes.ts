/**
 * What the writes share: the id in the path, the body decoded with a shared schema, the row checked
 * against If-Match, and the two write routes of the same shape everywhere (change fields of a row,
 * delete a row). resource.ts, blog-posts.ts, collaborations.ts and settings.ts build on these.
 */
import type { Request } from "express"
import type { Knex } from "knex"
import type { Schema } from "effect"
import { decodeWith } from "../../schema/decode.ts"
import { type MessageCode, messageText } from "../../schema/messages.ts"
import { writePermissionOf } from "../../schema/roles.ts"
import type { EntityName } from "../../schema/sync.ts"
import { withoutEmptyUrls } from "../../schema/write-rules.ts"
import { isSchedulable, scheduleProblem } from "../../schema/schedule.ts"
import type { ServerContext } from "../context.ts"
import { type Row, deleteRow, getRow, updateRow } from "../store/rows.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import { parseRecordId } from "../http/record-id.ts"
import type { WriteRequest } from "../http/write-request.ts"
import type { WriteRoute } from "../writes/write-route.ts"
import type { AuditAction } from "../../schema/audit.ts"
import { checkVersion, expectedVersion } from "../writes/if-match.ts"

/** The numeric id of `/:id`: 400 when it is not one, 404 (`notFound`) when no record can have it. */
export const idParam = (req: Pick<Request, "params" | "headers">, notFound: MessageCode): number => {
  const parsed = parseRecordId(req.params.id)
  if (parsed.ok) return parsed.id
  if (parsed.reason === "unknown") throw new HttpError(404, "NOT_FOUND", notFound)
  throw validationError([
    { path: ["id"], code: "invalidId", message: messageText("invalidId", languageOf(req)) },
  ])
}

export const decodeBody = (
  schema: Schema.Decoder<unknown>,
  req: WriteRequest,
  prepare: (body: unknown) => unknown = (body) => body,
): Record<string, unknown> => {
  const language = languageOf(req)
  const decoded = decodeWith(schema)(prepare(req.body ?? {}), language)
  if (!decoded.ok) throw validationError(decoded.issues)
  return withoutEmptyUrls(decoded.value as Record<string, unknown>)
}

/**
 * A schedule that would undo itself (an unpublish at or before its publish: schema/schedule.ts) is
 * refused with 400 naming `unpublishAt`, checked on the row as it would be after the write.
 */
export const checkSchedule = (req: WriteRequest, entity: EntityName, row: Record<string, unknown>): void => {
  if (!isSchedulable(entity) || scheduleProblem(row) === undefined) return
  const code = "schedule.unpublishBeforePublish"
  throw validationError([{ path: ["unpublishAt"], code, message: messageText(code, languageOf(req)) }])
}

/** Read a row for a write, or 404 (409 instead when the client expected a version: it was deleted). */
export const rowForWrite = async (
  trx: Knex.Transaction,
  entity: EntityName,
  id: number,
  expected: number | undefined,
  notFound: MessageCode,
): Promise<Row> => {
  const current = await getRow(trx, entity, id)
  checkVersion(expected, current)
  if (current === undefined) throw new HttpError(404, "NOT_FOUND", notFound)
  return current
}

interface RowWrite {
  readonly entity: EntityName
  /** With `:id`, or a fixed row (`id`, the settings). */
  readonly path: string
  readonly id?: number
  readonly notFound: MessageCode
}

/** PATCH: decode the body with `schema` and apply it to the row, checked against If-Match. */
export const patchRoute = (
  ctx: ServerContext,
  write: RowWrite & {
    readonly schema: Schema.Decoder<unknown>
    readonly prepare?: (body: unknown) => unknown
    /** The audit action of this change (publish, status, settings); "update" without. */
    readonly action?: (after: Record<string, unknown>) => AuditAction
    /** More checks of the decoded changes inside the write (references to other rows). */
    readonly check?: (
      trx: Knex.Transaction,
      req: WriteRequest,
      changes: Record<string, unknown>,
    ) => Promise<void>
  },
): WriteRoute => ({
  method: "PATCH",
  path: write.path,
  permission: writePermissionOf(write.entity),
  ...(write.action === undefined ? {} : { audit: { entity: write.entity, action: write.action } }),
  work: async (req, trx) => {
    const id = write.id ?? idParam(req, write.notFound)
    const expected = expectedVersion(req)
    const changes = decodeBody(write.schema, req, write.prepare)
    const current = await rowForWrite(trx, write.entity, id, expected, write.notFound)
    await write.check?.(trx, req, changes)
    checkSchedule(req, write.entity, { ...current, ...changes })
    return { status: 200, body: await updateRow(trx, write.entity, current, changes, ctx.now()) }
  },
})

/** DELETE, checked against If-Match; answers `{ id, deleted: true }` so a replay gets the same. */
export const deleteRoute = (
  ctx: ServerContext,
  write: RowWrite & {
    readonly afterDelete?: (trx: Knex.Transaction, id: number, now: number) => Promise<void>
  },
): WriteRoute => ({
  method: "DELETE",
  path: write.path,
  permission: writePermissionOf(write.entity),
  work: async (req, trx) => {
    const id = write.id ?? idParam(req, write.notFound)
    await rowForWrite(trx, write.entity, id, expectedVersion(req), write.notFound)
    await deleteRow(trx, write.entity, id, ctx.now())
    await write.afterDelete?.(trx, id, ctx.now())
    return { status: 200, body: { id, deleted: true } }
  },
})
