/** GET /api/sync and GET /api/health. */
import { Router } from "express"
import { decodeWith } from "../../schema/decode.ts"
import { SyncQuery } from "../../schema/sync.ts"
import { syncScopeOf } from "../../schema/roles.ts"
import type { ServerContext } from "../context.ts"
import { languageOf, validationError } from "../http/errors.ts"
import { readPull, serveSnapshot } from "./cached-reads.ts"

const decodeQuery = decodeWith(SyncQuery)

export const syncRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { db } = ctx

  router.get("/api/sync", async (req, res) => {
    const decoded = decodeQuery(req.query, languageOf(req))
    if (!decoded.ok) throw validationError(decoded.issues)
    const since = Number(decoded.value.since ?? 0)
    const limit = Number(decoded.value.limit ?? 0)
    const scope = syncScopeOf(req.account?.role)
    const fields = decoded.value.fields
    if (since === 0) {
      await serveSnapshot(ctx, scope, limit, req, res, fields)
      return
    }
    const body = await readPull(ctx, scope, since, limit, fields)
    res.setHeader("Cache-Control", "no-store")
    res.type("application/json").send(body)
  })

  router.get("/api/health", async (_req, res) => {
    try {
      await db.knex.raw("select 1")
      res.setHeader("Cache-Control", "no-store")
      res.json({ status: "ok", database: "ok", engine: db.engine })
    } catch {
      res.status(503).json({ status: "ok", database: "error", engine: db.engine })
    }
  })

  return router
}
