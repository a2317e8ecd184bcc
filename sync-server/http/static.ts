/**
 * The built app: hashed files under /assets are cached for a year (their names change with their
 * content); index.html is revalidated every time, and answers every non-/api GET (SPA fallback).
 * Where the build left a brotli or gzip copy (scripts/precompress.ts), a browser that accepts it gets
 * the compressed bytes, with no compression work per request.
 */
import { existsSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import express, { type Request, type RequestHandler, type Response, Router } from "express"

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const

const cacheControlFor = (root: string, path: string): string | undefined => {
  if (path.startsWith(join(root, "assets"))) return "public, max-age=31536000, immutable"
  if (path.endsWith(".html") || path.endsWith("sw.js") || path.endsWith(".webmanifest")) return "no-cache"
  return undefined
}

/** Sends `relative` (inside root), compressed when a copy exists and the browser accepts it. */
const sendBuilt = (root: string, relative: string, req: Request, res: Response): boolean => {
  const path = join(root, relative)
  if (!existsSync(path)) return false
  const accepted = req.headers["accept-encoding"] ?? ""
  const encoding = encodings.find((e) => accepted.includes(e.name) && existsSync(path + e.suffix))
  res.setHeader("Vary", "Accept-Encoding")
  const cacheControl = cacheControlFor(root, path)
  if (cacheControl !== undefined) res.setHeader("Cache-Control", cacheControl)
  if (encoding === undefined) {
    res.sendFile(relative, { root, dotfiles: "allow" })
    return true
  }
  res.setHeader("Content-Encoding", encoding.name)
  // The type of the original file, not of the .br/.gz copy.
  res.type(extname(path))
  // Relative to root: `send` refuses an absolute path with a dot-folder in it (e.g. .tmp/dist).
  res.sendFile(relative + encoding.suffix, { root, dotfiles: "allow" })
  return true
}

export const staticRouter = (staticDir: string): Router => {
  const root = resolve(staticDir)
  const router = Router()
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    let relative: string
    try {
      relative = normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, "")
    } catch {
      return next() // a malformed escape: express.static answers it as it answers any missing file
    }
    if (relative === "" || relative.startsWith("..") || relative.endsWith(".br") || relative.endsWith(".gz"))
      return next()
    if (!encodings.some((e) => existsSync(join(root, relative) + e.suffix))) return next()
    if (!sendBuilt(root, relative, req, res)) next()
  }
  router.use(precompressed)
  router.use(
    express.static(root, {
      index: false,
      setHeaders: (res, path) => {
        const cacheControl = cacheControlFor(root, path)
        if (cacheControl !== undefined) res.setHeader("Cache-Control", cacheControl)
      },
    }),
  )
  const fallback: RequestHandler = (req, res, next) => {
    if (req.path === "/api" || req.path.startsWith("/api/")) return next()
    if (!sendBuilt(root, "index.html", req, res)) {
      res.status(404).type("text/plain").send("The app is not built yet: run npm run build")
    }
  }
  router.get("/{*path}", fallback)
  return router
}
