/** JSON bodies at the edge: 415 for another content type, 400 for malformed JSON, 413 when too big. */
import express, { type NextFunction, type Request, type Response } from "express"
import { HttpError } from "./errors.ts"

/** Large enough for a long Markdown post in Chinese (3 bytes a character), small enough to refuse abuse. */
export const bodyLimitBytes = 1024 * 1024

const hasBody = (req: Request): boolean =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0

/** Refuse a body that is not JSON before reading it. */
export const requireJsonContentType = (req: Request, _res: Response, next: NextFunction): void => {
  if (hasBody(req) && !req.is("application/json")) {
    next(new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "error.unsupportedMediaType"))
    return
  }
  next()
}

// Not strict: a body of `3` or `"x"` is then a validation error (400) like any other wrong shape.
export const parseJsonBody = express.json({ limit: bodyLimitBytes, strict: false })

interface BodyParserError {
  type?: string
  status?: number
}

/** Map body-parser's (and the router's) client errors to the API's error body; others give undefined. */
export const bodyErrorToHttpError = (error: unknown): HttpError | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const { type, status } = error as BodyParserError
  if (type === "entity.parse.failed") return new HttpError(400, "MALFORMED_JSON", "error.malformedJson")
  if (type === "entity.too.large") return new HttpError(413, "PAYLOAD_TOO_LARGE", "error.payloadTooLarge")
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "error.unsupportedMediaType")
  }
  // Other client errors raised before our handlers (a path that is not valid percent-encoding...).
  if (typeof status === "number" && status >= 400 && status < 500) {
    return status === 404
      ? new HttpError(404, "NOT_FOUND", "error.notFound")
      : new HttpError(400, "VALIDATION", "error.validation")
  }
  return undefined
}
