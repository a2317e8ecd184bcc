/**
 * The media API's refusals: the usual error body `{ message, code, issues? }` in the person's language,
 * with the shared codes (IMAGE_INVALID 422 and MEDIA_IN_USE 409 among them), and message texts that
 * may carry a number (the limit, the use count).
 */
import type { Request, Response } from "express"
import { ErrorCode, type FieldIssue } from "../../schema/errors.ts"
import { type MessageCode, messageText } from "../../schema/messages.ts"
import { languageOf } from "../http/errors.ts"

export class MediaError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
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

export const invalidImage = () => new MediaError(422, ErrorCode.imageInvalid, "media.invalidImage")
export const unsupportedType = () => new MediaError(415, "UNSUPPORTED_MEDIA_TYPE", "media.unsupportedType")
export const mediaNotFound = () => new MediaError(404, "NOT_FOUND", "media.notFound")

/**
 * The client went away before its upload's body ended (read-upload.ts): not a fault of the server,
 * and nobody is left to answer.
 */
export class UploadAborted extends Error {
  constructor(cause?: unknown) {
    super("upload aborted by the client", cause === undefined ? undefined : { cause })
  }
}
