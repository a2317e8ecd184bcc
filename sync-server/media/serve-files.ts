/**
 * GET /media/<file>: the variant files, cached by browsers and proxies for a year without asking again
 * (`immutable`: a file's name is its content's hash, so its bytes never change). Only names of the
 * variant pattern are looked up, inside MEDIA_DIR only: anything else (another name, a dot file, a
 * path with `..` or an escaped slash) is the API's JSON 404.
 */
import type { NextFunction, Request, Response } from "express"
import { mediaFilePattern } from "../../schema/media.ts"
import { mediaNotFound } from "./media-errors.ts"
import type { MediaSettings } from "./media-settings.ts"

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
}

const yearMs = 365 * 24 * 60 * 60 * 1000

export const serveMediaFile =
  (settings: MediaSettings) =>
  (req: Request, res: Response, next: NextFunction): void => {
    const name = req.params.file
    const match = typeof name === "string" ? mediaFilePattern.exec(name) : null
    // Exactly /media/<name>: not with a trailing slash, which the router would also match.
    if (match === null || req.path !== `/media/${match[0]}`) return next(mediaNotFound())
    res.sendFile(
      match[0],
      {
        root: settings.dir,
        dotfiles: "deny",
        maxAge: yearMs,
        immutable: true,
        headers: { "Content-Type": contentTypes[match[3] as string] },
      },
      (error?: Error) => {
        if (error === undefined) return
        if (!res.headersSent) return next(mediaNotFound())
        // The client went away mid-file: nothing to answer.
      },
    )
  }
