/**
 * Per content resource (employees, teams, projects, tools, blog posts): a router to list and get one,
 * and the writes (create, update, delete), decoded at the edge with the shared schemas. Resource-specific rules
 * (defaults, references to other rows) come from a `ResourceSpec`.
 */
import { type Request, Router } from "express"
import type { Knex } from "knex"
import type { Schema } from "effect"
import { decodeWith } from "../../schema/decode.ts"
import type { FieldIssue } from "../../schema/errors.ts"
import { IdParam } from "../../schema/fields.ts"
import { type MessageCode, messageText } from "../../schema/messages.ts"
import type { EntityName } from "../../schema/sync.ts"
import { isAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { type Row, deleteRow, getRow, insertRow, isPublicRow, updateRow } from "../db/rows.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import type { WriteRequest } from "../http/write-request.ts"
import type { WriteRoute } from "../http/write-route.ts"
import { checkVersion, expectedVersion } from "../sync/if-match.ts"
import { serveList } from "./cached-reads.ts"

export interface ResourceSpec {
  readonly entity: EntityName
  readonly path: string
  readonly notFound: MessageCode
  readonly create: Schema.Decoder<unknown>
  readonly update: Schema.Decoder<unknown>
  /** The full stored fields of a new row from its decoded payload (defaults applied). */
  newRow(payload: Record<string, unknown>, now: number): Record<string, unknown>
  /** Problems with ids the payload refers to (e.g. a team's members), checked inside the write. */
  checkReferences?(
    trx: Knex.Transaction,
    payload: Record<string, unknown>,
  ): Promise<ReadonlyArray<Omit<FieldIssue, "message">>>
  /** Lenient input fixes before decoding (the body as sent). */
  prepare?(body: unknown): unknown
  /** Keep other rows' references valid when a row is deleted (same transaction). */
  afterDelete?(trx: Knex.Transaction, id: number, now: number): Promise<void>
}

const decodeId = decodeWith(IdParam)

/** The numeric id of `/:id`, or 400. */
export const idParam = (req: Pick<Request, "params" | "headers">): number => {
  const decoded = decodeId(req.params.id, languageOf(req))
  if (!decoded.ok) throw validationError(decoded.issues.map((issue) => ({ ...issue, path: ["id"] })))
  const id = Number(decoded.value)
  if (!Number.isSafeInteger(id)) throw new HttpError(400, "VALIDATION", "invalidId")
  return id
}

/** Empty URLs mean "no URL": stored as null, like an absent one. */
export const withoutEmptyUrls = (payload: Record<string, unknown>): Record<string, unknown> => {
  const result = { ...payload }
  for (const key of ["url", "apiDocUrl"]) if (result[key] === "") result[key] = null
  return result
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

const checkReferences = async (
  spec: ResourceSpec,
  trx: Knex.Transaction,
  req: WriteRequest,
  payload: Record<string, unknown>,
) => {
  const problems = (await spec.checkReferences?.(trx, payload)) ?? []
  if (problems.length === 0) return
  throw validationError(problems.map((p) => ({ ...p, message: messageText(p.code, languageOf(req)) })))
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

export const resourceRouter = (ctx: ServerContext, spec: ResourceSpec): Router => {
  const router = Router()
  const { db } = ctx
  const { entity, path } = spec

  router.get(path, async (req, res) => {
    const publicOnly = !isAdmin(req)
    await serveList(ctx, entity, publicOnly, req, res)
  })

  router.get(`${path}/:id`, async (req, res) => {
    const id = idParam(req)
    const row = await getRow(db.knex, entity, id)
    if (row === undefined || (!isAdmin(req) && !isPublicRow(entity, row))) {
      throw new HttpError(404, "NOT_FOUND", spec.notFound)
    }
    res.setHeader("Cache-Control", "no-cache")
    res.json(row)
  })

  return router
}

/** Create, update and delete of a resource (mounted by app.ts, also reachable through the push). */
export const resourceWrites = (ctx: ServerContext, spec: ResourceSpec): WriteRoute[] => {
  const { entity, path } = spec
  return [
    {
      method: "POST",
      path,
      admin: true,
      work: async (req, trx) => {
        const payload = decodeBody(spec.create, req, spec.prepare)
        await checkReferences(spec, trx, req, payload)
        const row = await insertRow(trx, entity, spec.newRow(payload, ctx.now()), ctx.now())
        return { status: 201, body: row }
      },
    },
    {
      method: "PATCH",
      path: `${path}/:id`,
      admin: true,
      work: async (req, trx) => {
        const id = idParam(req)
        const expected = expectedVersion(req)
        const payload = decodeBody(spec.update, req, spec.prepare)
        const current = await rowForWrite(trx, entity, id, expected, spec.notFound)
        await checkReferences(spec, trx, req, payload)
        return { status: 200, body: await updateRow(trx, entity, current, payload, ctx.now()) }
      },
    },
    {
      method: "DELETE",
      path: `${path}/:id`,
      admin: true,
      work: async (req, trx) => {
        const id = idParam(req)
        const expected = expectedVersion(req)
        await rowForWrite(trx, entity, id, expected, spec.notFound)
        await deleteRow(trx, entity, id, ctx.now())
        await spec.afterDelete?.(trx, id, ctx.now())
        return { status: 200, body: { id, deleted: true } }
      },
    },
  ]
}
