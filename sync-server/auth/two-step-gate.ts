/**
 * The "two-step sign-in for every account" policy, enforced for every request that carries a session
 * (app.ts runs this right after `loadAccount`, so it covers the API, the sync push and the uploads).
 * A session of an account with no authenticator that signed in with a password alone may then reach
 * only what it needs to set one up: who it is, the logout, the sign-in routes and its own two-step
 * routes. Everything else is refused with 403 TWO_STEP_REQUIRED, never served. A passkey is already
 * two factors (something held, unlocked by something known or a body trait): its sessions are exempt.
 */
import type { Request, RequestHandler } from "express"
import type { Knex } from "knex"
import { HttpError } from "../http/errors.ts"
import { hasTwoStep, twoStepRequired } from "./two-step-store.ts"

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the gate: this session must set up two-step sign-in before anything else. */
    twoStepSetupNeeded?: boolean
  }
}

/** What a session may reach before setting two-step up: method and path (a `*` ends in any path). */
const allowed: ReadonlyArray<readonly [string, RegExp]> = [
  ["GET", /^\/api\/user$/],
  ["POST", /^\/api\/logout$/],
  ["GET", /^\/api\/health$/],
  ["GET", /^\/api\/captcha$/],
  ["*", /^\/api\/login(\/.*)?$/],
  ["*", /^\/api\/invitations(\/[a-z-]+)+$/],
  ["*", /^\/api\/account\/two-step(\/[a-z-]+)?$/],
]

const pathOf = (req: Request): string => (req.originalUrl ?? req.url).split("?")[0] ?? ""

export const isAllowedBeforeTwoStep = (method: string, path: string): boolean =>
  allowed.some(([verb, pattern]) => (verb === "*" || verb === method) && pattern.test(path))

export const twoStepRequiredError = () => new HttpError(403, "TWO_STEP_REQUIRED", "error.twoStepRequired")

/** A session that signed in with a passkey or with two steps is never held back. */
const provedTwice = (method: string | undefined): boolean => method === "passkey" || method === "two-step"

/**
 * Whether a session is held back, from the facts read with it (auth/signed-in-read.ts): the policy
 * asks for two-step sign-in, its account has none, and it signed in with a password alone.
 */
export const heldForTwoStep = (
  method: string | undefined,
  facts: { readonly required: boolean; readonly on: boolean },
): boolean => !provedTwice(method) && facts.required && !facts.on

/** Whether this signed-in session is held back until it sets two-step sign-in up. */
const mustSetUp = async (knex: Knex, req: Request): Promise<boolean> => {
  const method = req.session?.signInMethod
  if (req.account === undefined || provedTwice(method)) return false
  // Read with the session when it could be (auth/signed-in-read.ts); the same two reads otherwise.
  const facts = req.twoStepFacts
  if (facts !== undefined) return heldForTwoStep(method, facts)
  return (await twoStepRequired(knex)) && !(await hasTwoStep(knex, req.account.id))
}

export const twoStepGate =
  (ctx: { readonly db: { readonly knex: Knex } }): RequestHandler =>
  (req, _res, next) => {
    if (req.account === undefined) return next()
    mustSetUp(ctx.db.knex, req).then((held) => {
      if (!held) return next()
      req.twoStepSetupNeeded = true
      const method = req.method === "HEAD" ? "GET" : req.method
      next(isAllowedBeforeTwoStep(method, pathOf(req)) ? undefined : twoStepRequiredError())
    }, next)
  }

/**
 * A password sign-in's answer (a login, an accepted invitation) for an account with no authenticator:
 * it says when the policy will hold the new session back, so the app goes straight to the setup.
 */
export const withTwoStepNotice = async <U extends object>(knex: Knex, user: U): Promise<U> =>
  (await twoStepRequired(knex)) ? { ...user, twoStepRequired: true } : user
