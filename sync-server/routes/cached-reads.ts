/**
 * The cacheable reads (lists, settings, the sync snapshot), shared by the Express routes and the fast
 * path in front of Express (routes/fast-reads.ts), so both use the same cache entries.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Request } from "express"
import { type EntityName, entityPaths, syncPageDefault, syncPageMax } from "../../schema/sync.ts"
import type { ServerContext } from "../context.ts"
import { countListRows, getRow, listOrderOf, readListPage } from "../store/rows.ts"
import { HttpError, languageOf, validationError } from "../http/errors.ts"
import {
  type ListPaging,
  decodeListPaging,
  firstPage,
  isCachedPage,
  pagingHeaders,
} from "../http/list-paging.ts"
import type { SyncFields } from "../../schema/detail-fields.ts"
import { type Scope, fieldsFor, readFeed } from "../sync/feed.ts"
import { privateCacheControl } from "./private-answers.ts"

export const settingsId = 1

/** A list's own address with the query that chooses its scope: the base of its `Link`s. */
const listPath = (entity: EntityName, publicOnly: boolean): string =>
  entity === "blogPosts" && publicOnly ? `${entityPaths.blogPosts}?published=true` : entityPaths[entity]

/** The exact row count of a list's scope, kept per seq like the pages (one count per write, not per page). */
const listCount = async (ctx: ServerContext, entity: EntityName, publicOnly: boolean): Promise<number> =>
  Number(
    await ctx.listCache.text(`count:${entity}:${publicOnly ? "public" : "admin"}`, async () =>
      String(await countListRows(ctx.db.knex, entity, { publicOnly })),
    ),
  )

const readPage = async (ctx: ServerContext, entity: EntityName, publicOnly: boolean, paging: ListPaging) => {
  const [page, total] = await Promise.all([
    readListPage(ctx.db.knex, entity, { publicOnly, ...paging }),
    listCount(ctx, entity, publicOnly),
  ])
  return {
    body: `[${page.rows.join(",")}]`,
    headers: pagingHeaders(listPath(entity, publicOnly), paging, page.next, total),
  }
}

/**
 * One page of a list (schema/list-paging.ts). The first page at the default size, which is what
 * nearly every read asks for (and, for the site's content, the whole list), is kept in the list
 * cache per entity, scope and page size, with its Link and count; other pages are read directly
 * (one indexed range read each) and never kept, so no query can fill the cache.
 */
export const serveList = async (
  ctx: ServerContext,
  entity: EntityName,
  publicOnly: boolean,
  req: IncomingMessage,
  res: ServerResponse,
  paging: ListPaging = firstPage,
): Promise<void> => {
  if (isCachedPage(paging)) {
    const key = `${entity}:${publicOnly ? "public" : "admin"}:${paging.limit}`
    await ctx.listCache.serve(req, res, key, () => readPage(ctx, entity, publicOnly, paging))
    return
  }
  const page = await readPage(ctx, entity, publicOnly, paging)
  const body = Buffer.from(page.body, "utf8")
  res.writeHead(200, {
    ...page.headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-cache",
    Vary: "Cookie, Accept-Language, Accept-Encoding",
  })
  res.end(body)
}

/** `limit` and `after` of a list request, or the 400 VALIDATION naming them in the person's language. */
export const listPagingOf = (entity: EntityName, req: Request): ListPaging => {
  const decoded = decodeListPaging(listOrderOf(entity), req.query, languageOf(req))
  if (!decoded.ok) throw validationError(decoded.issues)
  return decoded.value
}

export const serveSettings = (ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> =>
  ctx.listCache.serve(req, res, "settings", async () => {
    const row = await getRow(ctx.db.knex, "settings", settingsId)
    if (row === undefined) throw new HttpError(404, "NOT_FOUND", "error.notFound")
    return JSON.stringify(row)
  })

/**
 * The full snapshot (since=0) is what every new device asks for first. Only the usual page sizes are
 * cached, so odd `limit` values cannot fill memory with copies of the snapshot; each shape (full,
 * cards) has its own entry.
 */
export const serveSnapshot = async (
  ctx: ServerContext,
  scope: Scope,
  limit: number,
  req: IncomingMessage,
  res: ServerResponse,
  asked?: SyncFields,
): Promise<void> => {
  const pageSize = limit === 0 ? syncPageDefault : limit
  const fields = fieldsFor(scope, asked)
  if (pageSize === syncPageDefault || pageSize === syncPageMax) {
    await ctx.listCache.serve(req, res, `sync:${scope}:${fields}:${pageSize}`, () =>
      readFeed(ctx.db, scope, 0, pageSize, fields),
    )
    return
  }
  sendNoStore(res, await readFeed(ctx.db, scope, 0, limit, fields))
}

/**
 * A pull from a cursor (since > 0): one build per scope, cursor and page size while the log has not
 * moved, shared by every device that pulls from there (after an announcement, most of them). The
 * cached bytes themselves: 200 devices pulling the same page are not 200 copies of it.
 */
export const readPull = (
  ctx: ServerContext,
  scope: Scope,
  since: number,
  limit: number,
  asked?: SyncFields,
): Promise<Buffer> => {
  const pageSize = Math.min(Math.max(limit || syncPageDefault, 1), syncPageMax)
  const fields = fieldsFor(scope, asked)
  return ctx.feedCache.bytes(`${scope}:${fields}:${since}:${pageSize}`, () =>
    readFeed(ctx.db, scope, since, pageSize, fields),
  )
}

/** An anonymous pull from a cursor, answered as GET /api/sync answers it (never stored by caches). */
export const servePull = async (
  ctx: ServerContext,
  since: number,
  limit: number,
  res: ServerResponse,
  asked?: SyncFields,
): Promise<void> => {
  sendNoStore(res, await readPull(ctx, "anonymous", since, limit, asked))
}

/**
 * A JSON answer no cache keeps (a page of the feed that is not one of the cached first pages); a
 * signed-in session's is `private, no-store` with `Vary: Cookie`, as Express's way makes it
 * (routes/private-answers.ts).
 */
export const sendNoStore = (res: ServerResponse, json: string | Buffer, signedIn = false): void => {
  const body = typeof json === "string" ? Buffer.from(json) : json
  res.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": signedIn ? privateCacheControl : "no-store",
    ...(signedIn ? { Vary: "Cookie" } : {}),
  })
  res.end(body)
}
