/**
 * The media API's refusals, as the rest of the API's: `HttpError` (one error class) with the shared
 * codes (IMAGE_INVALID 422 among them) and messages in the person's language; a message that carries
 * a number (the limit, the use count) gets it through the error's `params`.
 */
import { ErrorCode } from "../../schema/errors.ts"
import { HttpError } from "../http/errors.ts"

export const invalidImage = () => new HttpError(422, ErrorCode.imageInvalid, "media.invalidImage")
export const unsupportedType = () => new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "media.unsupportedType")
export const mediaNotFound = () => new HttpError(404, "NOT_FOUND", "media.notFound")

/**
 * The client went away before its upload's body ended (read-upload.ts): not a fault of the server,
 * and nobody is left to answer.
 */
export class UploadAborted extends Error {
  constructor(cause?: unknown) {
    super("upload aborted by the client", cause === undefined ? undefined : { cause })
  }
}
