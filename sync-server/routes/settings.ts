/** The single site-settings row (id 1): public to read, admin to change. */
import { Router } from "express"
import { SettingsUpdate } from "../../schema/entities/settings.ts"
import type { ServerContext } from "../context.ts"
import type { WriteRoute } from "../writes/write-route.ts"
import { serveSettings, settingsId } from "./cached-reads.ts"
import { patchRoute } from "./row-writes.ts"

export const settingsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/settings", async (req, res) => {
    await serveSettings(ctx, req, res)
  })

  return router
}

export const settingsWrites = (ctx: ServerContext): WriteRoute[] => [
  patchRoute(ctx, {
    entity: "settings",
    path: "/api/settings",
    id: settingsId,
    notFound: "error.notFound",
    schema: SettingsUpdate,
    action: () => "settings",
  }),
]
