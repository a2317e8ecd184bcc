/**
 * The raw bytes of an upload, read up to the size limit: a declared Content-Length above it is refused
 * before anything is read, and a body that grows past it (chunked, or lying about its length) is
 * refused as soon as it does; neither is ever held whole in memory.
 */
import type { Request, Response } from "express"
import { HttpError } from "../http/errors.ts"
import { UploadAborted } from "./media-errors.ts"

const tooLarge = (maxBytes: number) =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", "media.tooManyBytes", {
    params: { maxMegabytes: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 },
  })

/**
 * Refusals close the connection after the answer (`Connection: close`): the rest of an oversize body
 * is then never read.
 */
export const readUpload = (req: Request, res: Response, maxBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const refuse = (error: HttpError) => {
      res.setHeader("Connection", "close")
      reject(error)
    }
    const declared = Number(req.headers["content-length"] ?? 0)
    if (declared > maxBytes) return refuse(tooLarge(maxBytes))
    const chunks: Buffer[] = []
    let total = 0
    let done = false
    const onData = (chunk: Buffer) => {
      total += chunk.length
      if (total <= maxBytes) return void chunks.push(chunk)
      done = true
      req.off("data", onData)
      req.pause()
      chunks.length = 0
      refuse(tooLarge(maxBytes))
    }
    req.on("data", onData)
    req.once("end", () => {
      if (!done) resolve(Buffer.concat(chunks, total))
      done = true
    })
    // A request stream fails only when its connection does (the client reset it mid-body).
    req.once("error", (error) => {
      if (!done) reject(new UploadAborted(error))
      done = true
    })
    // The client went away before the end: nothing more will come.
    req.once("close", () => {
      if (!done && !req.complete) reject(new UploadAborted())
      done = true
    })
  })
