/** What a write reads of its request, whether it came as its own HTTP call or inside a pushed batch. */
import type { Request } from "express"

/**
 * An Express request, or one mutation of a pushed batch (routes/push.ts): that carries the batch's
 * session, language, client (address, user agent), and its own method, path, body, If-Match,
 * Idempotency-Key and device time (X-Made-At, for the audit trail).
 */
export type WriteRequest = Pick<
  Request,
  "method" | "originalUrl" | "body" | "params" | "headers" | "session" | "ip" | "account"
>

/** One header's value (the first, if it was sent twice). */
export const headerOf = (req: Pick<Request, "headers">, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}
