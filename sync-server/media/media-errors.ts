/**
 * The media API's refusals: the usual error body `{ message, code, issues? }` in the person's language,
 * with two codes of its own (IMAGE_INVALID 422, MEDIA_IN_USE 409) beside the shared ones, and message
 * texts that may carry a number (the limit, the use count).
 */
import type { Request, Response } from "express"
import type { ErrorCode, FieldIssue } from "../../schema/errors.ts"
import { type MessageCode, messageText } from "../../schema/messages.ts"
import { languageOf } from "../http/errors.ts"

export type MediaErrorCode = ErrorCode | "IMAGE_INVALID" | "MEDIA_IN_USE"

export class MediaError extends Error {
  constructor(
    readonly status: number,
    readonly code: MediaErrorCode,
    readonly messageCode: MessageCode,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly issues?: ReadonlyArray<FieldIssue>,
  ) {
    super(messageCode)
  }
}

export const sendMediaError = (req: Request, res: Response, error: MediaError): void => {
  let message = messageText(error.messageCode, languageOf(req))
  for (const [name, value] of Object.entries(error.params))
    message = message.replace(`{${name}}`, String(value))
  const body = { message, code: error.code, ...(error.issues === undefined ? {} : { issues: error.issues }) }
  res.status(error.status).type("application/json").send(JSON.stringify(body))
}

export const invalidImage = () => new MediaError(422, "IMAGE_INVALID", "media.invalidImage")
export const unsupportedType = () => new MediaError(415, "UNSUPPORTED_MEDIA_TYPE", "media.unsupportedType")
export const mediaNotFound = () => new MediaError(404, "NOT_FOUND", "media.notFound")
