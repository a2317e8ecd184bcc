/** The team accounts' API (issue 29), one router for app.ts to mount after the login's. */
import { Router } from "express"
import type { ServerContext } from "../context.ts"
import { accountsRoutes } from "./accounts-routes.ts"
import { invitationRoutes } from "./invitation-routes.ts"
import { ownSessionsRoutes } from "./own-sessions-routes.ts"
import { invitationPasskeyRoutes } from "./invitation-passkey-routes.ts"
import { ownPasskeysRoutes } from "./own-passkeys-routes.ts"
import { passkeySignInRoutes } from "./passkey-sign-in-routes.ts"
import { passwordChangeRoutes } from "./password-change.ts"
import { twoStepPolicyRoutes } from "./two-step-policy-routes.ts"
import { twoStepRoutes } from "./two-step-routes.ts"

export const accountsRouter = (ctx: ServerContext): Router =>
  Router().use(
    // Before accountsRoutes: /api/accounts/two-step-policy is not an account's /api/accounts/:id.
    twoStepPolicyRoutes(ctx),
    accountsRoutes(ctx),
    twoStepRoutes(ctx),
    invitationRoutes(ctx),
    ownSessionsRoutes(ctx),
    passwordChangeRoutes(ctx),
    // Passkeys (issue 29): one's own, signing in with one, and an invitation accepted with one.
    ownPasskeysRoutes(ctx),
    passkeySignInRoutes(ctx),
    invitationPasskeyRoutes(ctx),
  )
