/**
 * The built app: hashed files under /assets are cached for a year (their names change with their
 * content); index.html is revalidated every time, and answers every non-/api GET (SPA fallback).
 */
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import express, { type RequestHandler, Router } from "express"

export const staticRouter = (staticDir: string): Router => {
  const root = resolve(staticDir)
  const index = join(root, "index.html")
  const router = Router()
  router.use(
    express.static(root, {
      index: false,
      setHeaders: (res, path) => {
        if (path.startsWith(join(root, "assets"))) {
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable")
        } else if (path.endsWith(".html") || path.endsWith("sw.js") || path.endsWith(".webmanifest")) {
          res.setHeader("Cache-Control", "no-cache")
        }
      },
    }),
  )
  const fallback: RequestHandler = (req, res, next) => {
    if (req.path === "/api" || req.path.startsWith("/api/")) return next()
    if (!existsSync(index)) {
      res.status(404).type("text/plain").send("The app is not built yet: run npm run build")
      return
    }
    res.setHeader("Cache-Control", "no-cache")
    // Relative to root: `send` refuses an absolute path with a dot-folder in it (e.g. .tmp/dist).
    res.sendFile("index.html", { root })
  }
  router.get("/{*path}", fallback)
  return router
}
