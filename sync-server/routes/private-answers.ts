/**
 * Which `/api` answers a cache may keep, decided in one place. Many admin reads share their URL with
 * the public answer (`/api/employees`, `/api/sync`, `/api/blog-posts`…) or carry private data (the
 * enquiries, the audit trail, the media library); `Cache-Control: no-cache` with `Vary: Cookie` lets a
 * shared cache store them, and one that ignores `Vary: Cookie` hands them to visitors (issue 26).
 * So every answer given to a signed-in session is `Cache-Control: private, no-store` with
 * `Vary: Cookie`, whatever its route set (the list cache's 304-capable heads included). Whether the
 * session is signed in is asked when the head is written, so the login's own answer is private and a
 * route never has to remember it. Every other answer keeps the caching its route chose: an anonymous
 * read of the same URL (most traffic, answered by the fast path without a cookie) is unchanged.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http"
import type { RequestHandler } from "express"

export const privateCacheControl = "private, no-store"

const varyWithCookie = (vary: number | string | string[] | undefined): string => {
  const text = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary)
  const names = text.split(",").map((name) => name.trim().toLowerCase())
  if (names.includes("cookie") || names.includes("*")) return text
  return text.trim() === "" ? "Cookie" : `${text}, Cookie`
}

/**
 * Headers passed to writeHead win over those set with setHeader; set them with setHeader instead (as
 * node does), so ours can be set after them. A flat array may name a header twice (Set-Cookie).
 */
const setPassedHeaders = (res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]) => {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    return
  }
  for (let at = 0; at + 1 < headers.length; at += 2) res.removeHeader(String(headers[at]))
  for (let at = 0; at + 1 < headers.length; at += 2) {
    const value = headers[at + 1]!
    res.appendHeader(String(headers[at]), typeof value === "number" ? String(value) : value)
  }
}

/** From now on, the answer's head is made private when `isPrivate()` says so at the time it is written. */
export const answerPrivatelyWhen = (res: ServerResponse, isPrivate: () => boolean): void => {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!isPrivate()) return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse
    const message = typeof rest[0] === "string" ? rest[0] : undefined
    const headers = (message === undefined ? rest[0] : rest[1]) as
      OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined
    if (headers !== undefined && headers !== null) setPassedHeaders(this, headers)
    this.setHeader("Cache-Control", privateCacheControl)
    this.setHeader("Vary", varyWithCookie(this.getHeader("Vary")))
    return Reflect.apply(writeHead, this, message === undefined ? [statusCode] : [statusCode, message])
  } as ServerResponse["writeHead"]
}

/** For routes that only a signed-in administrator reaches (the media library). */
export const answerPrivately = (res: ServerResponse): void => answerPrivatelyWhen(res, () => true)

/**
 * In front of every `/api` route of the Express app. Whether the answer is private is asked when its
 * head is written: a login that succeeds makes its own answer private although its request carried
 * no session cookie. The hot anonymous reads never get here (the fast path answers them first).
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  // The session, not the account: a login that just succeeded has no `req.account` yet.
  answerPrivatelyWhen(res, () => typeof req.session?.userId === "number")
  next()
}
