/**
 * The hook static.ts calls for every page it sends (a prerendered page or index.html): the page goes
 * out with the head of its address, built from the database (page-head.ts), in place of the build's
 * own title and description. Each page body is built once per change-log seq and per origin, and
 * compressed once per encoding (cached-body.ts). A path outside the public site (the back office),
 * or any failure to read the database, leaves the page to static.ts, which sends the file as it is.
 */
import { readFileSync } from "node:fs"
import type { Request, Response } from "express"
import type { Knex } from "knex"
import type { ServerContext } from "../context.ts"
import { type CachedBody, cachedBody, sendCachedBody } from "./cached-body.ts"
import { withHead } from "./head-html.ts"
import { type PageHead, buildPageHead } from "./page-head.ts"
import { type PageRequest, pageRequestFor } from "./page-routes.ts"
import { readPublicRecord, readSettings } from "./seo-content.ts"
import { SeqCache } from "./seq-cache.ts"
import { siteOrigin } from "./site-origin.ts"

/** Sends the built page `file` (an absolute path) for `req`; false when it leaves the page to static.ts. */
export type PageResponder = (file: string, req: Request, res: Response) => Promise<boolean>

/** A page's head from the database: the settings and, on a detail page, its record if it is public. */
export const readPageHead = async (knex: Knex, request: PageRequest, origin: string): Promise<PageHead> => {
  const [settings, record] = await Promise.all([
    readSettings(knex),
    request.page.kind === "detail"
      ? readPublicRecord(knex, request.page.section, request.page.id)
      : undefined,
  ])
  return buildPageHead({ request, origin, settings, record })
}

/** The build folder does not change while the server runs: each page file is read once. */
const maxTemplates = 2_000

export const pageResponder = (ctx: ServerContext): PageResponder => {
  const templates = new Map<string, string>()
  const templateOf = (file: string): string => {
    const known = templates.get(file)
    if (known !== undefined) return known
    const text = readFileSync(file, "utf8")
    if (templates.size >= maxTemplates) templates.clear()
    templates.set(file, text)
    return text
  }
  // Bodies are a page's size (100 KB and more, plus their compressed copies): fewer of them.
  const pages = new SeqCache<CachedBody | undefined>(ctx.db, 300)
  let failureLogged = false

  return async (file, req, res) => {
    const request = pageRequestFor(req.path)
    if (request === undefined) return false
    let page: CachedBody | undefined
    try {
      const origin = siteOrigin(ctx.config.publicOrigin, req)
      const key = `${file}\n${origin}\n${request.language}\n${JSON.stringify(request.page)}`
      page = await pages.get(key, async () => {
        const html = withHead(templateOf(file), await readPageHead(ctx.db.knex, request, origin))
        return html === undefined ? undefined : cachedBody(html)
      })
    } catch (error) {
      // The page still goes out, with the build's head; the log says why, once.
      if (!failureLogged) console.error("seo: a page went out without its head:", error)
      failureLogged = true
      return false
    }
    if (page === undefined) return false
    await sendCachedBody(req, res, page, "text/html; charset=utf-8")
    return true
  }
}
