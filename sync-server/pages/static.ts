/**
 * The built app: hashed files under /assets are cached for a year (their names change with their
 * content); HTML is revalidated every time. A public page is rendered by the server from the database
 * (sync-server/pages/live-pages.ts), so the first paint needs no JavaScript; every other non-/api GET
 * (the back office) gets index.html (SPA fallback). The build's own workings (the server's renderer,
 * Vite's manifest) are never sent as files.
 * Where the build left a brotli or gzip copy (scripts/precompress.ts), a browser that accepts it gets
 * the compressed bytes, with no compression work per request. The files under the build folder do not
 * change while the server runs, so whether one exists is asked of the disk once per path.
 */
import { existsSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import express, { type Request, type RequestHandler, type Response, Router } from "express"
import { compiledServerDir, serverRendererDir } from "./renderer-files.ts"

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

const cacheControlFor = (root: string, path: string): string | undefined => {
  if (path.startsWith(join(root, "assets"))) return "public, max-age=31536000, immutable"
  if (path.endsWith(".html") || path.endsWith("sw.js") || path.endsWith(".webmanifest")) return "no-cache"
  return undefined
}

/**
 * Sends a built page (absolute path) with the head of its address (sync-server/seo/page-responder.ts);
 * false leaves the page to this router, which sends the file as it is.
 */
export type PageHeadHook = (file: string, req: Request, res: Response) => Promise<boolean>

/** Sends the rendered page of a public address (live-pages.ts); false leaves the request to this router. */
export type PageHook = (req: Request, res: Response) => Promise<boolean>

/**
 * Folders of the build that are not the site: the server's renderer, the server compiled
 * (scripts/build-server.ts), Vite's manifest, and the pages an older build wrote (never sent: a page
 * is rendered from the database as it is now).
 */
const internalFolders = [serverRendererDir, compiledServerDir, ".vite", "prerendered"]

/** A request path as a path inside the build folder (`assets/x.js`); undefined for a malformed escape. */
const buildPathOf = (path: string): string | undefined => {
  try {
    return normalize(decodeURIComponent(path))
      .replace(/^[/\\]+/, "")
      .replaceAll("\\", "/")
  } catch {
    return undefined
  }
}

const isInternal = (relative: string): boolean =>
  internalFolders.some((folder) => relative === folder || relative.startsWith(`${folder}/`))

export const staticRouter = (staticDir: string, page?: PageHook, pageHead?: PageHeadHook): Router => {
  const root = resolve(staticDir)
  const exists = cachedExists()
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
    const relative = buildPathOf(req.path)
    // A malformed escape: express.static answers it as it answers any missing file.
    if (relative === undefined) return next()
    if (relative === "" || relative.startsWith("..") || relative.endsWith(".br") || relative.endsWith(".gz"))
      return next()
    if (isInternal(relative)) return next()
    if (!encodings.some((e) => exists(join(root, relative) + e.suffix))) return next()
    if (!sendBuilt(relative, req, res)) next()
  }
  router.use(precompressed)
  const serveFiles = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      const cacheControl = cacheControlFor(root, path)
      if (cacheControl !== undefined) res.setHeader("Cache-Control", cacheControl)
    },
  })
  router.use((req, res, next) => {
    const relative = buildPathOf(req.path)
    // The build's own workings are no files of the site: the address gets the page for it (a 404).
    if (relative !== undefined && isInternal(relative)) return next()
    return serveFiles(req, res, next)
  })
  /** A page with the head of its address when the hook sends it, else the file as it is. */
  const sendPage = async (relative: string, req: Request, res: Response): Promise<boolean> =>
    (exists(join(root, relative)) && (await pageHead?.(join(root, relative), req, res)) === true) ||
    sendBuilt(relative, req, res)
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.path === "/api" || req.path.startsWith("/api/")) return next()
    if (page !== undefined && (await page(req, res))) return
    if (!(await sendPage("index.html", req, res))) {
      res.status(404).type("text/plain").send("The app is not built yet: run npm run build")
    }
  }
  router.get("/{*path}", fallback)
  return router
}
