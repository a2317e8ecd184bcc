/**
 * Per content resource (employees, teams, projects, tools, blog posts): a router to list and get one,
 * and the writes (create, update, delete), decoded at the edge with the shared schemas. Resource-specific rules
 * (defaults, references to other rows) come from a `ResourceSpec`.
 */
import { Router } from "express"
import type { Knex } from "knex"
import type { Schema } from "effect"
import type { FieldIssue } from "../../schema/errors.ts"
import { type MessageCode, messageText } from "../../schema/messages.ts"
import { writePermissionOf } from "../../schema/roles.ts"
import type { EntityName } from "../../schema/sync.ts"
import { hasPermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { getRow, insertRow, isPublicRow } from "../store/rows.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import type { WriteRequest } from "../http/write-request.ts"
import type { WriteRoute } from "../writes/write-route.ts"
import { listPagingOf, serveList } from "./cached-reads.ts"
import { checkSchedule, decodeBody, deleteRoute, idParam, patchRoute } from "./row-writes.ts"

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

export const resourceRouter = (ctx: ServerContext, spec: ResourceSpec): Router => {
  const router = Router()
  const { db } = ctx
  const { entity, path } = spec

  router.get(path, async (req, res) => {
    // Every signed-in role reads the back office: drafts and hidden rows included.
    const publicOnly = !hasPermission(req, "readBackOffice")
    await serveList(ctx, entity, publicOnly, req, res, listPagingOf(entity, req))
  })

  router.get(`${path}/:id`, async (req, res) => {
    const id = idParam(req, spec.notFound)
    const row = await getRow(db.knex, entity, id)
    if (row === undefined || (!hasPermission(req, "readBackOffice") && !isPublicRow(entity, row))) {
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
      permission: writePermissionOf(entity),
      work: async (req, trx) => {
        const payload = decodeBody(spec.create, req, spec.prepare)
        await checkReferences(spec, trx, req, payload)
        const fields = spec.newRow(payload, ctx.now())
        checkSchedule(req, entity, fields)
        const row = await insertRow(trx, entity, fields, ctx.now())
        return { status: 201, body: row }
      },
    },
    patchRoute(ctx, {
      entity,
      path: `${path}/:id`,
      notFound: spec.notFound,
      schema: spec.update,
      prepare: spec.prepare,
      check: (trx, req, payload) => checkReferences(spec, trx, req, payload),
    }),
    deleteRoute(ctx, { entity, path: `${path}/:id`, notFound: spec.notFound, afterDelete: spec.afterDelete }),
  ]
}
