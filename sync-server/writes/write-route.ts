/**
 * The API's writes as data: each is a method, a path pattern, the permission it needs, and
 * the work it does inside a write transaction. The same list serves the plain HTTP routes (spec
 * section 7) and the batched push (`POST /api/sync/push`, routes/push.ts), so a mutation means the
 * same thing whichever way it arrives.
 */
import { type Request, type Response, Router } from "express"
import type { Knex } from "knex"
import { type RouteAudit, auditWrites, sourceOf } from "../audit/recorder.ts"
import type { Permission } from "../../schema/roles.ts"
import { checkMaker, requirePermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { type WriteResult, performWrite } from "./idempotency.ts"
import type { WriteRequest } from "../http/write-request.ts"

export type WriteMethod = "POST" | "PATCH" | "DELETE"

export interface WriteRoute {
  readonly method: WriteMethod
  /** An Express path; `:name` segments become `req.params.name`. */
  readonly path: string
  /** What the account must be allowed (schema/roles.ts); null: anyone, signed in or not (an enquiry). */
  readonly permission: Permission | null
  readonly work: (req: WriteRequest, trx: Knex.Transaction) => Promise<WriteResult>
  /** How the audit trail names the updates of this route's own rows (default "update"). */
  readonly audit?: RouteAudit
}

/**
 * The route's work with its row changes recorded in the audit trail, in the same transaction. The
 * source (who, when, from where) is read before the transaction, so a bad X-Made-At changes nothing.
 */
export const auditedWork = (
  ctx: ServerContext,
  route: WriteRoute,
  req: WriteRequest,
): ((trx: Knex.Transaction) => Promise<WriteResult>) => {
  const source = sourceOf(ctx, req)
  return (trx) => {
    auditWrites(trx, source, route.audit)
    return route.work(req, trx)
  }
}

const verbs = { POST: "post", PATCH: "patch", DELETE: "delete" } as const

/** Mount each write as its own HTTP route. */
export const writeRouter = (ctx: ServerContext, routes: ReadonlyArray<WriteRoute>): Router => {
  const router = Router()
  for (const route of routes) {
    const handler = async (req: Request, res: Response) => {
      checkMaker(req)
      await performWrite(ctx, req, res, auditedWork(ctx, route, req))
    }
    if (route.permission !== null)
      router[verbs[route.method]](route.path, requirePermission(route.permission), handler)
    else router[verbs[route.method]](route.path, handler)
  }
  return router
}

export interface MatchedWrite {
  readonly route: WriteRoute
  readonly params: Record<string, string>
}

/** Find the write a method and path name, with its path parameters (undefined: no such write). */
export const matchWrite = (
  routes: ReadonlyArray<WriteRoute>,
): ((method: string, path: string) => MatchedWrite | undefined) => {
  const compiled = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`),
  }))
  return (method, path) => {
    for (const { route, pattern } of compiled) {
      if (route.method !== method) continue
      const match = pattern.exec(path)
      if (match === null) continue
      const params: Record<string, string> = {}
      try {
        for (const [name, value] of Object.entries(match.groups ?? {}))
          params[name] = decodeURIComponent(value)
      } catch {
        return undefined // not valid percent-encoding: no write has that path
      }
      return { route, params }
    }
    return undefined
  }
}
