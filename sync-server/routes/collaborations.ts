/**
 * The inbox: enterprise collaboration requests and contact messages (`kind: "contact"`). Anyone may
 * send one; only an admin may list them, change their status or delete them (they hold people's
 * emails and phone numbers).
 *
 * Sending is bounded (docs/security.md, "Public enquiries"): a bot check (honeypot, minimum fill
 * time; 400, nothing stored) and, for anyone but a signed-in admin, a limit per client address and one
 * for all addresses together (429 with Retry-After). Both hold on the plain route and in a batched push.
 */
import { type Request, type Response, Router } from "express"
import { CollaborationStatusUpdate, enquiryCreateSchemaOf } from "../../schema/entities/collaboration.ts"
import { enquiryWait, pruneEnquiryCounters, reserveEnquiry } from "../abuse/enquiry-counter.ts"
import { type EnquiryLimits, defaultEnquiryLimits } from "../enquiry-limits.ts"
import { EnquiryLimited, refuseIfAutomated } from "../abuse/enquiry-refusals.ts"
import { isSignedIn, requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { insertRow } from "../store/rows.ts"
import { languageOf } from "../http/errors.ts"
import { type WriteRoute, auditedWork } from "../writes/write-route.ts"
import type { WriteRequest } from "../http/write-request.ts"
import { idempotencyKeyOf, performWrite } from "../writes/idempotency.ts"
import { listPagingOf, serveList } from "./cached-reads.ts"
import { enquiryNoteRoute } from "./enquiry-notes.ts"
import { decodeBody, deleteRoute, patchRoute } from "./row-writes.ts"

const notFound = "error.collaborationNotFound"
const pruneEveryMs = 60 * 1000

const limitsOf = (ctx: ServerContext): EnquiryLimits => ctx.config.enquiryLimits ?? defaultEnquiryLimits

/**
 * The enquiry's own fields, after the bot check took what the form sent for it. A contact message
 * (`kind: "contact"`) has no company: stored with an empty one, so every row has the same keys.
 */
const acceptedFields = (req: WriteRequest, limits: EnquiryLimits) => {
  const { website, filledInMs, ...fields } = decodeBody(enquiryCreateSchemaOf(req.body), req)
  refuseIfAutomated(
    { website: website as string | undefined, filledInMs: filledInMs as number | undefined },
    limits,
  )
  return fields.kind === "contact" ? { companyName: "", ...fields } : fields
}

/** The write (plain route and batched push alike): check, take a place in the limits, store. */
const createEnquiry = (ctx: ServerContext): WriteRoute => {
  // Housekeeping only (the limits live in the database): expired counters go at most once a minute.
  let prunedAt = Number.NEGATIVE_INFINITY
  return {
    method: "POST",
    path: "/api/collaborations",
    permission: null,
    work: async (req, trx) => {
      const limits = limitsOf(ctx)
      const payload = acceptedFields(req, limits)
      const now = ctx.now()
      if (limits.enabled && !isSignedIn(req)) {
        const refusal = await reserveEnquiry(trx, limits, req.ip, now)
        if (refusal !== undefined) throw new EnquiryLimited(refusal, languageOf(req))
        if (now - prunedAt >= pruneEveryMs) {
          prunedAt = now
          await pruneEnquiryCounters(trx, limits, now)
        }
      }
      const fields = { ...payload, createdAt: new Date(now).toISOString(), status: "new" }
      return { status: 201, body: await insertRow(trx, "collaborations", fields, now) }
    },
  }
}

/** A retry of an enquiry already stored (its key answered): it gets its stored answer, never a 429. */
const isStoredReplay = async (ctx: ServerContext, req: Request): Promise<boolean> => {
  const key = idempotencyKeyOf(req)
  if (key === undefined) return false
  return (await ctx.db.knex("idempotency_keys").where({ key }).first("key")) !== undefined
}

/**
 * The plain route, answered here rather than by the write router so that a refusal carries its
 * Retry-After header. The bot check and a plain read of the counters come first: a flood over a
 * limit is refused without queueing behind the writers for the write lock.
 */
const sendEnquiry = (ctx: ServerContext, route: WriteRoute) => async (req: Request, res: Response) => {
  try {
    const limits = limitsOf(ctx)
    acceptedFields(req, limits)
    if (limits.enabled && !isSignedIn(req)) {
      const refusal = await enquiryWait(ctx.db, limits, req.ip, ctx.now())
      if (refusal !== undefined && !(await isStoredReplay(ctx, req)))
        throw new EnquiryLimited(refusal, languageOf(req))
    }
    await performWrite(ctx, req, res, auditedWork(ctx, route, req))
  } catch (error) {
    if (error instanceof EnquiryLimited) res.setHeader("Retry-After", String(error.retryAfterSeconds))
    throw error
  }
}

export const collaborationsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/collaborations", requirePermission("readEnquiries"), async (req, res) => {
    await serveList(ctx, "collaborations", false, req, res, listPagingOf("collaborations", req))
  })
  // Mounted before the write router (app.ts), which then never sees a plain POST of an enquiry.
  router.post("/api/collaborations", sendEnquiry(ctx, createEnquiry(ctx)))

  return router
}

/** The writes; the batched push finds the create here (its plain route is collaborationsRouter's). */
export const collaborationWrites = (ctx: ServerContext): WriteRoute[] => [
  createEnquiry(ctx),
  patchRoute(ctx, {
    entity: "collaborations",
    path: "/api/collaborations/:id/status",
    notFound,
    schema: CollaborationStatusUpdate,
    action: () => "status",
  }),
  enquiryNoteRoute(ctx),
  deleteRoute(ctx, { entity: "collaborations", path: "/api/collaborations/:id", notFound }),
]
