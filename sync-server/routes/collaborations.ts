/**
 * Enterprise collaboration requests: anyone may send one; only an admin may list them, change their
 * status or delete them (they hold people's emails and phone numbers).
 */
import { Router } from "express"
import { CollaborationCreate, CollaborationStatusUpdate } from "../../schema/entities/collaboration.ts"
import { requireAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { deleteRow, insertRow, updateRow } from "../db/rows.ts"
import type { WriteRoute } from "../http/write-route.ts"
import { expectedVersion } from "../sync/if-match.ts"
import { serveList } from "./cached-reads.ts"
import { decodeBody, idParam, rowForWrite } from "./resource.ts"

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
  {
    method: "PATCH",
    path: "/api/collaborations/:id/status",
    admin: true,
    work: async (req, trx) => {
      const id = idParam(req)
      const expected = expectedVersion(req)
      const { status } = decodeBody(CollaborationStatusUpdate, req)
      const current = await rowForWrite(trx, "collaborations", id, expected, notFound)
      return { status: 200, body: await updateRow(trx, "collaborations", current, { status }, ctx.now()) }
    },
  },
  {
    method: "DELETE",
    path: "/api/collaborations/:id",
    admin: true,
    work: async (req, trx) => {
      const id = idParam(req)
      const expected = expectedVersion(req)
      await rowForWrite(trx, "collaborations", id, expected, notFound)
      await deleteRow(trx, "collaborations", id, ctx.now())
      return { status: 200, body: { id, deleted: true } }
    },
  },
]
