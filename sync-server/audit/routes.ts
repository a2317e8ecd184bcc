/**
 * The audit trail's read-only API (docs/audit.md): GET /api/history/:entity/:id and GET /api/activity,
 * admin only. There is deliberately no route that changes or deletes a record: a PATCH or DELETE on
 * these paths falls through to the API's 404.
 */
import { Router } from "express"
import { ActivityQuery, HistoryParams, HistoryQuery, auditPageDefault } from "../../schema/audit.ts"
import { type DecodeResult, decodeWith } from "../../schema/decode.ts"
import { checkPermission, requirePermission } from "../auth/account.ts"
import type { Permission } from "../../schema/roles.ts"
import type { AuditEntity } from "../../schema/audit.ts"
import type { ServerContext } from "../context.ts"
import { languageOf, validationError } from "../http/errors.ts"
import { type Paging, readActivity, readHistory } from "./queries.ts"

const decodeHistoryParams = decodeWith(HistoryParams)
const decodeHistoryQuery = decodeWith(HistoryQuery)
const decodeActivityQuery = decodeWith(ActivityQuery)

const valueOf = <T>(result: DecodeResult<T>): T => {
  if (!result.ok) throw validationError(result.issues)
  return result.value
}

const pagingOf = (query: { readonly limit?: string; readonly before?: string }): Paging => ({
  limit: query.limit === undefined ? auditPageDefault : Number(query.limit),
  before: query.before === undefined ? undefined : Number(query.before),
})

/** A record's history is read by whoever may read the record: enquiries and accounts are not everyone's. */
const historyPermission = (entity: AuditEntity): Permission =>
  entity === "collaborations" ? "readEnquiries" : entity === "users" ? "readActivity" : "readBackOffice"

export const auditRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db

  router.get("/api/history/:entity/:id", requirePermission("readBackOffice"), async (req, res) => {
    const language = languageOf(req)
    const params = valueOf(decodeHistoryParams(req.params, language))
    checkPermission(req, historyPermission(params.entity))
    const paging = pagingOf(valueOf(decodeHistoryQuery(req.query, language)))
    res.setHeader("Cache-Control", "no-store")
    res.json(await readHistory(knex, params.entity, Number(params.id), paging))
  })

  router.get("/api/activity", requirePermission("readActivity"), async (req, res) => {
    const query = valueOf(decodeActivityQuery(req.query, languageOf(req)))
    const filters = {
      actorId: query.actor === undefined ? undefined : Number(query.actor),
      entity: query.entity,
      action: query.action,
      fromMs: query.from === undefined ? undefined : Date.parse(query.from),
      toMs: query.to === undefined ? undefined : Date.parse(query.to),
    }
    res.setHeader("Cache-Control", "no-store")
    res.json(await readActivity(knex, filters, pagingOf(query)))
  })

  return router
}
