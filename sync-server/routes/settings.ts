/** The single site-settings row (id 1): public to read, admin to change. */
import { Router } from "express"
import { SettingsUpdate } from "../../schema/entities/settings.ts"
import { requireAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { updateRow } from "../db/rows.ts"
import { expectedVersion } from "../sync/if-match.ts"
import { performWrite } from "../sync/idempotency.ts"
import { serveSettings, settingsId } from "./cached-reads.ts"
import { decodeBody, rowForWrite } from "./resource.ts"

export const settingsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/settings", async (req, res) => {
    await serveSettings(ctx, req, res)
  })

  router.patch("/api/settings", requireAdmin, async (req, res) => {
    const expected = expectedVersion(req)
    await performWrite(ctx, req, res, async (trx) => {
      const changes = decodeBody(SettingsUpdate, req)
      const current = await rowForWrite(trx, "settings", settingsId, expected, "error.notFound")
      return { status: 200, body: await updateRow(trx, "settings", current, changes, ctx.now()) }
    })
  })

  return router
}
