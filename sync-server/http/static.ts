/**
 * The built app: hashed files under /assets are cached for a year (their names change with their
 * content); HTML is revalidated every time. A public page the build prerendered (scripts/prerender.ts,
 * `prerendered/<route>.html`) is sent for its route, so the first paint needs no JavaScript; every
 * other non-/api GET gets index.html (SPA fallback).
 * Where the build left a brotli or gzip copy (scripts/precompress.ts), a browser that accepts it gets
 * the compressed bytes, with no compression work per request. The files under the build folder do not
 * change while the server runs, so whether one exists is asked of the disk once per path.
 */
import { existsSync, readFileSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import express, { type Request, type RequestHandler, type Response, Router } from "express"

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const

/** Lookups kept per path; bounded, since request paths are chosen by whoever sends them. */
const maxRememberedPaths = 10_000

/** `existsSync`, remembered: the build folder is read-only while the server runs. */
export const cachedExists = (): ((path: string) => boolean) => {
  const known = new Map<string, boolean>()
  return (path) => {
    const remembered = known.get(path)
    if (remembered !== undefined) return remembered
    const exists = existsSync(path)
    if (known.size >= maxRememberedPaths) known.clear()
    known.set(path, exists)
    return exists
  }
}

/**
 * The prerendered page of a request path, relative to the build folder, e.g. `/employees/3` ->
 * `prerendered/employees/3.html`, `/` -> `prerendered/index.html`; the English addresses (issue 17)
 * under `prerendered/en/`: `/en/employees` -> `prerendered/en/employees.html`, `/en` ->
 * `prerendered/en/index.html`. Undefined for a path that cannot be one (dots, escapes, /api).
 * scripts/prerender.ts writes the files where this looks.
 */
export const prerenderedFileFor = (path: string): string | undefined => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path
  if (trimmed === "/") return "prerendered/index.html"
  if (trimmed === "/en") return "prerendered/en/index.html"
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(trimmed) || /^\/api(\/|$)/.test(trimmed)) return undefined
  return `prerendered${trimmed}.html`
}

const cacheControlFor = (root: string, path: string): string | undefined => {
  if (path.startsWith(join(root, "assets"))) return "public, max-age=31536000, immutable"
  if (path.endsWith(".html") || path.endsWith("sw.js") || path.endsWith(".webmanifest")) return "no-cache"
  return undefined
}

/** Where scripts/prerender.ts writes the content stamp of the database its snapshots were taken from. */
export const prerenderStampFile = "prerendered/stamp.txt"

/** How long an answer about the content's stamp is reused: page requests in a burst ask the database once. */
const stampCheckMs = 1_000

/**
 * Whether the prerendered pages may be sent: only while the database holds the content they show (the
 * demo content they were taken from). A database with other content (a real site) never gets demo
 * pages, only index.html. Asked per page request (at most once a second): after an edit in the back
 * office a first visitor gets index.html and the app's own pull, not the build's older snapshot.
 * Content never returns to the build's stamp (the change log's seq only grows), so once it differs
 * the answer is kept for good.
 */
const prerenderedPagesMatch = (
  root: string,
  contentStamp: (() => Promise<string>) | undefined,
): (() => Promise<boolean>) => {
  const stampPath = join(root, prerenderStampFile)
  if (contentStamp === undefined || !existsSync(stampPath)) return () => Promise.resolve(false)
  const buildStamp = readFileSync(stampPath, "utf8").trim()
  let answer: Promise<boolean> | undefined
  let askedAt = 0
  let movedOn = false
  return () => {
    if (movedOn) return Promise.resolve(false)
    if (answer === undefined || Date.now() - askedAt >= stampCheckMs) {
      askedAt = Date.now()
      answer = contentStamp().then(
        (stamp) => {
          // A stamp that moved away never comes back: no more questions to the database.
          if (stamp !== buildStamp) movedOn = true
          return stamp === buildStamp
        },
        () => false, // the database did not answer: index.html this time, and ask again later
      )
    }
    return answer
  }
}

/**
 * Sends a built page (absolute path) with the head of its address (sync-server/seo/page-responder.ts);
 * false leaves the page to this router, which sends the file as it is.
 */
export type PageHeadHook = (file: string, req: Request, res: Response) => Promise<boolean>

export const staticRouter = (
  staticDir: string,
  contentStamp?: () => Promise<string>,
  pageHead?: PageHeadHook,
): Router => {
  const root = resolve(staticDir)
  const exists = cachedExists()
  const prerenderedAllowed = prerenderedPagesMatch(root, contentStamp)
  const router = Router()

  /** Sends `relative` (inside root), compressed when a copy exists and the browser accepts it. */
  const sendBuilt = (relative: string, req: Request, res: Response): boolean => {
    const path = join(root, relative)
    if (!exists(path)) return false
    const accepted = req.headers["accept-encoding"] ?? ""
    const encoding = encodings.find((e) => accepted.includes(e.name) && exists(path + e.suffix))
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
    if (!encodings.some((e) => exists(join(root, relative) + e.suffix))) return next()
    if (!sendBuilt(relative, req, res)) next()
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
  /** A page with the head of its address when the hook sends it, else the file as it is. */
  const sendPage = async (relative: string, req: Request, res: Response): Promise<boolean> =>
    (exists(join(root, relative)) && (await pageHead?.(join(root, relative), req, res)) === true) ||
    sendBuilt(relative, req, res)
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.path === "/api" || req.path.startsWith("/api/")) return next()
    const prerendered = prerenderedFileFor(req.path)
    if (prerendered !== undefined && exists(join(root, prerendered)) && (await prerenderedAllowed()))
      if (await sendPage(prerendered, req, res)) return
    if (!(await sendPage("index.html", req, res))) {
      res.status(404).type("text/plain").send("The app is not built yet: run npm run build")
    }
  }
  router.get("/{*path}", fallback)
  return router
}
