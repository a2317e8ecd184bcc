/** The team accounts' API (issue 29), one router for app.ts to mount after the login's. */
import { Router } from "express"
import type { ServerContext } from "../context.ts"
import { accountsRoutes } from "./accounts-routes.ts"
import { invitationRoutes } from "./invitation-routes.ts"
import { ownSessionsRoutes } from "./own-sessions-routes.ts"
import { passwordChangeRoutes } from "./password-change.ts"

export const accountsRouter = (ctx: ServerContext): Router =>
  Router().use(accountsRoutes(ctx), invitationRoutes(ctx), ownSessionsRoutes(ctx), passwordChangeRoutes(ctx))
