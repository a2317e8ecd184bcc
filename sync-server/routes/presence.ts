/**
 * PUT and DELETE /api/presence (issue 30, item 4): a back-office tab says it has a record's edit
 * dialog open (again every few seconds while it stays open) and that it closed it. The other staff
 * sessions hear who is editing what on their change stream (`event: presence`, routes/sync-stream.ts);
 * GET /api/presence answers the same list for a client without a stream. Only roles that may edit
 * content open edit dialogs; every back-office role may see them; anonymous readers never do.
 * Advisory only: no write is ever refused because someone else has its dialog open.
 */
import type { Request } from "express"
import { Router } from "express"
import { type DecodeResult, decodeWith } from "../../schema/decode.ts"
import { PresenceEditing, PresenceLeaving } from "../../schema/presence.ts"
import { checkPermission, requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { languageOf, unauthorized, validationError } from "../http/errors.ts"
import { editorsSeenBy, markEditing, stopEditing } from "../sync/presence-store.ts"

const decodeEditing = decodeWith(PresenceEditing)
const decodeLeaving = decodeWith(PresenceLeaving)

/** The body, or 400 with its issues in the person's language. */
const bodyOf = <T>(
  decode: (input: unknown, language: ReturnType<typeof languageOf>) => DecodeResult<T>,
  req: Request,
): T => {
  const decoded = decode(req.body ?? {}, languageOf(req))
  if (!decoded.ok) throw validationError(decoded.issues)
  return decoded.value
}

export const presenceRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const { knex } = ctx.db

  router.put("/api/presence", requirePermission("editContent"), async (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    const editing = bodyOf(decodeEditing, req)
    const account = req.account
    if (account === undefined) throw unauthorized()
    await markEditing(
      knex,
      { sid: req.sessionID, tab: editing.tab, userId: account.id, entity: editing.entity, id: editing.id },
      ctx.now(),
      ctx.presence.settings.ttlMs,
    )
    ctx.presence.poke()
    res.status(204).end()
  })

  // Any back-office role: an editor demoted to viewer with a dialog open may still say it closed.
  router.delete("/api/presence", requirePermission("readBackOffice"), async (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    const leaving = bodyOf(decodeLeaving, req)
    if (await stopEditing(knex, req.sessionID, leaving.tab)) ctx.presence.poke()
    res.status(204).end()
  })

  router.get("/api/presence", async (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    checkPermission(req, "readBackOffice")
    res.json(editorsSeenBy(await ctx.presence.current(), req.sessionID))
  })

  return router
}
