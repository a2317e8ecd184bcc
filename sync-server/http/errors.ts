/**
 * Every non-2xx answer of the API: `{ message, code, issues?, current? }`, with the message in the
 * language of Accept-Language. Handlers throw `HttpError` (the media routes too: one error class);
 * the error handler turns it into JSON.
 */
import type { Request, Response } from "express"
import { type ErrorCode, type FieldIssue } from "../../schema/errors.ts"
import { type Language, type MessageCode, messageText } from "../../schema/messages.ts"

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageCode: MessageCode,
    readonly extra: {
      issues?: ReadonlyArray<FieldIssue>
      current?: unknown
      /**
       * Values of the message's `{name}` placeholders (a limit, a count, or a message code that is
       * itself put in the person's language, such as a role's name); not part of the body.
       */
      params?: Readonly<Record<string, string | number | { readonly message: MessageCode }>>
    } = {},
  ) {
    super(messageCode)
  }
}

/** `en...` first in Accept-Language means English; everything else is the default zh-CN. */
export const languageOf = (req: Pick<Request, "headers">): Language =>
  /^\s*en\b/i.test(req.headers["accept-language"] ?? "") ? "en" : "zh-CN"

export const errorBody = (error: HttpError, language: Language) => {
  const { params = {}, ...extra } = error.extra
  let message = messageText(error.messageCode, language)
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === "object" ? messageText(value.message, language) : String(value)
    message = message.replace(`{${name}}`, text)
  }
  return { message, code: error.code, ...extra }
}

export const sendError = (req: Request, res: Response, error: HttpError): void => {
  res
    .status(error.status)
    .type("application/json")
    .send(JSON.stringify(errorBody(error, languageOf(req))))
}

export const validationError = (issues: ReadonlyArray<FieldIssue>) =>
  new HttpError(400, "VALIDATION", "error.validation", { issues })

export const unauthorized = () => new HttpError(401, "UNAUTHORIZED", "error.unauthorized")
