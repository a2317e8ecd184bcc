/**
 * The accounts API's 429: Retry-After, and the wait in the person's language, as the login says it
 * (routes/auth.ts). The header is set here because the error handler writes only the body.
 */
import type { Response } from "express"
import { HttpError } from "../http/errors.ts"

export const tooManyAttempts = (res: Response, waitMs: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  res.setHeader("Retry-After", String(seconds))
  return seconds < 60
    ? new HttpError(429, "RATE_LIMITED", "error.rateLimitedSeconds", { params: { seconds } })
    : new HttpError(429, "RATE_LIMITED", "error.rateLimitedMinutes", {
        params: { minutes: Math.ceil(seconds / 60) },
      })
}
