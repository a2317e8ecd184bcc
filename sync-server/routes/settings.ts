/** The single site-settings row (id 1): public to read, admin to change. */
import { Router } from "express"
import { SettingsUpdate } from "../../schema/entities/settings.ts"
import type { ServerContext } from "../context.ts"
import { updateRow } from "../db/rows.ts"
import type { WriteRoute } from "../http/write-route.ts"
import { expectedVersion } from "../sync/if-match.ts"
import { serveSettings, settingsId } from "./cached-reads.ts"
import { decodeBody, rowForWrite } from "./resource.ts"

export const settingsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/settings", async (req, res) => {
    await serveSettings(ctx, req, res)
  })

  return router
}

export const settingsWrites = (ctx: ServerContext): WriteRoute[] => [
  {
    method: "PATCH",
    path: "/api/settings",
    admin: true,
    work: async (req, trx) => {
      const expected = expectedVersion(req)
      const changes = decodeBody(SettingsUpdate, req)
      const current = await rowForWrite(trx, "settings", settingsId, expected, "error.notFound")
      return { status: 200, body: await updateRow(trx, "settings", current, changes, ctx.now()) }
    },
  },
]
