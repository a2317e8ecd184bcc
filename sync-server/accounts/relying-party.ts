/**
 * Who the passkeys are for (the WebAuthn "relying party"): the site's origin is PUBLIC_URL when it is
 * set, else the origin the request was addressed to, as Express reads it (the same rule as the
 * invitation links and the CSRF check). The RP ID is that origin's host name, so a passkey made at
 * https://example.com works there and on nothing else; the browser refuses IP addresses as RP IDs,
 * so a deployment (or a test) reached at 127.0.0.1 must use localhost or PUBLIC_URL.
 */
import type { Request } from "express"
import { messageText } from "../../schema/messages.ts"
import type { ServerContext } from "../context.ts"
import { languageOf } from "../http/errors.ts"
import { siteOrigin } from "../seo/site-origin.ts"

export interface RelyingParty {
  readonly id: string
  readonly name: string
  readonly origin: string
}

export const relyingPartyOf = (ctx: ServerContext, req: Request): RelyingParty => {
  const origin = siteOrigin(ctx.config.publicOrigin, req)
  return { id: new URL(origin).hostname, name: messageText("passkey.rpName", languageOf(req)), origin }
}

/** The WebAuthn user handle of an account: its id, which names no person (no username in it). */
export const userHandleOf = (userId: number): Uint8Array => new TextEncoder().encode(String(userId))
export const userHandleText = (userId: number): string => Buffer.from(String(userId)).toString("base64url")
