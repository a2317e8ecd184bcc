/**
 * The back office's preview links API (issue 31, item 2):
 * - POST /api/preview-links {entity, id}: a new link for a post, project or tool (201: the link with
 *   its full addresses in both languages; the token is shown this once, never again);
 * - GET /api/preview-links?entity=&id=: the record's live links (who made them, when, until when);
 * - DELETE /api/preview-links/:id: revokes one (200, again too; 404 for no such link).
 * Making and revoking need the role that may edit content (403 otherwise, 401 signed out); any
 * back-office role may see the list (a viewer sees who shared a draft, never a token). These are
 * server calls, not synced rows: the writes take an Idempotency-Key like the other admin writes
 * (writes/idempotency.ts), and the CSRF check of every /api write (security/csrf.ts) runs first.
 * They are not in the audit trail: its vocabulary records changes of content rows and accounts, and
 * a link changes neither (the table itself keeps who made each link and when it was revoked).
 */
import { type Request, Router } from "express"
import { checkMaker, requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, unauthorized } from "../http/errors.ts"
import { parseRecordId } from "../http/record-id.ts"
import { getRow } from "../store/rows.ts"
import { performWrite } from "../writes/idempotency.ts"
import { siteOrigin } from "../seo/site-origin.ts"
import { type PreviewEntity, insertLink, isPreviewEntity, liveLinksOf, revokeLink } from "./preview-store.ts"
import { issuePreviewToken, previewTokenKey } from "./preview-token.ts"
import { previewPath } from "./preview-address.ts"

const notFoundOf = {
  blogPosts: "error.blogPostNotFound",
  projects: "error.projectNotFound",
  tools: "error.toolNotFound",
} as const

const badValue = () => new HttpError(400, "VALIDATION", "invalidValue")

/** The record named by an entity and an id (body or query), or 400 for anything else. */
const recordOf = (entity: unknown, id: unknown): { entity: PreviewEntity; id: number } => {
  if (!isPreviewEntity(entity)) throw badValue()
  const parsed = parseRecordId(typeof id === "number" ? String(id) : id)
  if (!parsed.ok) {
    if (parsed.reason === "unknown") throw new HttpError(404, "NOT_FOUND", notFoundOf[entity])
    throw new HttpError(400, "VALIDATION", "invalidId")
  }
  return { entity, id: parsed.id }
}

export const previewLinksRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const key = previewTokenKey(ctx.config.sessionSecret)
  const { knex } = ctx.db

  router.post("/api/preview-links", requirePermission("editContent"), async (req: Request, res) => {
    checkMaker(req)
    const account = req.account
    if (account === undefined) throw unauthorized()
    const body = (req.body ?? {}) as Record<string, unknown>
    const record = recordOf(body.entity, body.id)
    const origin = siteOrigin(ctx.config.publicOrigin, req)
    await performWrite(ctx, req, res, async (trx) => {
      if ((await getRow(trx, record.entity, record.id)) === undefined)
        throw new HttpError(404, "NOT_FOUND", notFoundOf[record.entity])
      const issued = issuePreviewToken(key)
      const link = await insertLink(trx, {
        entity: record.entity,
        recordId: record.id,
        tokenHash: issued.hash,
        madeBy: { id: account.id, name: account.displayName || account.username },
        now: ctx.now(),
      })
      return {
        status: 201,
        body: {
          ...link,
          url: `${origin}${previewPath(issued.token, "zh-CN")}`,
          urlEn: `${origin}${previewPath(issued.token, "en")}`,
        },
      }
    })
  })

  router.get("/api/preview-links", requirePermission("readBackOffice"), async (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    const record = recordOf(req.query.entity, req.query.id)
    res.json(await liveLinksOf(knex, record.entity, record.id, ctx.now()))
  })

  router.delete("/api/preview-links/:id", requirePermission("editContent"), async (req, res) => {
    checkMaker(req)
    const id = parseRecordId(req.params.id)
    if (!id.ok)
      throw id.reason === "unknown"
        ? new HttpError(404, "NOT_FOUND", "error.notFound")
        : new HttpError(400, "VALIDATION", "invalidId")
    await performWrite(ctx, req, res, async (trx) => {
      if (!(await revokeLink(trx, id.id, ctx.now()))) throw new HttpError(404, "NOT_FOUND", "error.notFound")
      return { status: 200, body: { id: id.id, revoked: true } }
    })
  })

  return router
}
