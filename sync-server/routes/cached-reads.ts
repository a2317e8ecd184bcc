/**
 * The cacheable reads (lists, settings, the sync snapshot), shared by the Express routes and the fast
 * path in front of Express (http/fast-reads.ts), so both use the same cache entries.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { type EntityName, syncPageDefault, syncPageMax } from "../../schema/sync.ts"
import type { ServerContext } from "../context.ts"
import { getRow, listRowJson } from "../db/rows.ts"
import { HttpError } from "../http/errors.ts"
import { type Scope, readFeed } from "../sync/feed.ts"

export const settingsId = 1

export const serveList = (
  ctx: ServerContext,
  entity: EntityName,
  publicOnly: boolean,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> =>
  ctx.listCache.serve(req, res, `${entity}:${publicOnly ? "public" : "admin"}`, async () => {
    const rows = await listRowJson(ctx.db.knex, entity, { publicOnly })
    return `[${rows.join(",")}]`
  })

export const serveSettings = (ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> =>
  ctx.listCache.serve(req, res, "settings", async () => {
    const row = await getRow(ctx.db.knex, "settings", settingsId)
    if (row === undefined) throw new HttpError(404, "NOT_FOUND", "error.notFound")
    return JSON.stringify(row)
  })

/**
 * The full snapshot (since=0) is what every new device asks for first. Only the usual page sizes are
 * cached, so odd `limit` values cannot fill memory with copies of the snapshot.
 */
export const serveSnapshot = async (
  ctx: ServerContext,
  scope: Scope,
  limit: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  const pageSize = limit === 0 ? syncPageDefault : limit
  if (pageSize === syncPageDefault || pageSize === syncPageMax) {
    await ctx.listCache.serve(req, res, `sync:${scope}:${pageSize}`, () =>
      readFeed(ctx.db, scope, 0, pageSize),
    )
    return
  }
  const body = Buffer.from(await readFeed(ctx.db, scope, 0, limit))
  res.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
  })
  res.end(body)
}
