/**
 * Cross-site request forgery: a state-changing /api request must come from the site's own pages.
 * The session cookie is already SameSite=Strict; this is the second, independent check the browser
 * cannot be talked out of: it sets `Origin` and `Sec-Fetch-Site` itself, and a page cannot forge them.
 */
import type { Request, RequestHandler } from "express"
import { HttpError } from "../http/errors.ts"

/** Methods that change nothing (RFC 9110 safe methods): never checked. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Reads that change state: the captcha sets the cookie that carries its answer (and counts against
 * the address). A foreign page showing our captcha (to relay it) gets nothing; our own login page
 * loads it same-origin.
 */
const guardedReads = new Set(["/api/captcha"])

/** The origin the request was addressed to: scheme as Express sees it (trust proxy), host from Host. */
const requestOrigin = (req: Request): string | undefined => {
  const host = req.headers.host
  if (host === undefined || host === "") return undefined
  try {
    return new URL(`${req.protocol}://${host}`).origin
  } catch {
    return undefined
  }
}

export type CsrfVerdict = "allowed" | "refused"

/**
 * The rule (docs/security.md): with an `Origin` header, it must be the site's origin (PUBLIC_URL when
 * set, else the one the request was addressed to); `Origin: null` (sandboxed or privacy-redirected
 * documents) is refused. Without `Origin`, `Sec-Fetch-Site` of cross-site or same-site is refused. With
 * neither (curl, another server, an old browser's same-origin GET), allowed: such a client does not
 * carry a browser's cookies for this site, so it can only act with credentials of its own.
 */
export const csrfVerdict = (req: Request, publicOrigin: string | undefined): CsrfVerdict => {
  const origin = req.headers.origin
  if (origin !== undefined) {
    const own = publicOrigin ?? requestOrigin(req)
    return own !== undefined && origin.toLowerCase() === own ? "allowed" : "refused"
  }
  const site = req.headers["sec-fetch-site"]
  return site === "cross-site" || site === "same-site" ? "refused" : "allowed"
}

/** Refuses (403 CROSS_SITE_REQUEST) a forged state-changing /api request, before its body is read. */
export const csrfGuard =
  (publicOrigin: string | undefined): RequestHandler =>
  (req, _res, next) => {
    const checked = !safeMethods.has(req.method) || guardedReads.has(req.baseUrl + req.path)
    if (checked && csrfVerdict(req, publicOrigin) === "refused")
      return next(new HttpError(403, "CROSS_SITE_REQUEST", "error.crossSiteRequest"))
    next()
  }
