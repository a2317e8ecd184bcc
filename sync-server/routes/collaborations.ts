/**
 * Enterprise collaboration requests: anyone may send one; only an admin may list them, change their
 * status or delete them (they hold people's emails and phone numbers).
 */
import { Router } from "express"
import { CollaborationCreate, CollaborationStatusUpdate } from "../../schema/entities/collaboration.ts"
import { requireAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { insertRow } from "../db/rows.ts"
import type { WriteRoute } from "../http/write-route.ts"
import { serveList } from "./cached-reads.ts"
import { decodeBody, deleteRoute, patchRoute } from "./row-writes.ts"

const notFound = "error.collaborationNotFound"

export const collaborationsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/collaborations", requireAdmin, async (req, res) => {
    await serveList(ctx, "collaborations", false, req, res)
  })

  return router
}

export const collaborationWrites = (ctx: ServerContext): WriteRoute[] => [
  {
    method: "POST",
    path: "/api/collaborations",
    admin: false,
    work: async (req, trx) => {
      const payload = decodeBody(CollaborationCreate, req)
      const now = ctx.now()
      const fields = { ...payload, createdAt: new Date(now).toISOString(), status: "new" }
      return { status: 201, body: await insertRow(trx, "collaborations", fields, now) }
    },
  },
  patchRoute(ctx, {
    entity: "collaborations",
    path: "/api/collaborations/:id/status",
    notFound,
    schema: CollaborationStatusUpdate,
    action: () => "status",
  }),
  deleteRoute(ctx, { entity: "collaborations", path: "/api/collaborations/:id", notFound }),
]
