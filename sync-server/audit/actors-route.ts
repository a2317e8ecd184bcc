/**
 * GET /api/activity/actors (admin only): the accounts the activity log can be filtered by, as
 * `[{ id, username }]` sorted by name (case aside). The activity screen needs them before any record names them,
 * and the ids are what `GET /api/activity?actor=` takes.
 */
import { Router } from "express"
import type { AuditRecord } from "../../schema/audit.ts"
import { requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"

export type ActivityActor = NonNullable<AuditRecord["actor"]>

export const auditActorsRouter = (ctx: ServerContext): Router => {
  const router = Router()
  router.get("/api/activity/actors", requirePermission("readActivity"), async (_req, res) => {
    const rows = (await ctx.db.knex("users").select("id", "username")) as Array<{
      id: number | string
      username: string
    }>
    // Sorted here, not by the database: SQLite and PostgreSQL order text by different collations.
    const actors: ActivityActor[] = rows
      .map((row) => ({ id: Number(row.id), username: row.username }))
      .sort((a, b) => a.username.localeCompare(b.username, "en") || a.id - b.id)
    res.setHeader("Cache-Control", "no-store")
    res.json(actors)
  })
  return router
}
