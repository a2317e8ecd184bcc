/**
 * Every public page, rendered by the server from the database as it is now (issue 25): the app's own
 * renderer (app/start/render-page.tsx, built into `<build>/ssr/`) over the rows an anonymous
 * visitor's device would hold (public-rows.ts), put into the built index.html as the app hydrates it
 * (shared/prerender-html.ts: the stylesheet inlined, the markup, the results it was rendered with,
 * the loader), with the head of its address (seo/page-head.ts). An address with no page answers 404
 * with the not-found page in its language.
 *
 * Each page is rendered once per version of the public rows and per day (a project's age and the
 * dates on a page are counted on the day they are drawn) and kept, compressed once per encoding
 * (sync/stamped-cache.ts, seo/cached-body.ts): a burst of readers costs one render, and an edit, a publish,
 * a new record or a delete by any process shows in the next page every process sends.
 */
import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import type { Request, Response } from "express"
import type { PageRenderer, PublicRow, PublicRows } from "../../schema/page-render.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { pageCountOf, pageParamOf } from "../../shared/list-paging.ts"
import { linkedStylesheet, prerenderedPage, templateScripts } from "../../shared/prerender-html.ts"
import type { ServerContext } from "../context.ts"
import type { Row } from "../store/rows.ts"
import { type CachedBody, cachedBody, sendCachedBody } from "../seo/cached-body.ts"
import { withHead } from "../seo/head-html.ts"
import { buildPageHead, listPageAddress } from "../seo/page-head.ts"
import { type PageRequest, type Section, pageRequestFor } from "../seo/page-routes.ts"
import { siteOrigin } from "../seo/site-origin.ts"
import { StampedCache } from "../sync/stamped-cache.ts"
import { type PageScripts, readPageScripts } from "./page-scripts.ts"
import { type PublicRowsAt, PublicRowsStore } from "./public-rows.ts"
import { serverRendererFile } from "./renderer-files.ts"

export interface LivePages {
  /** Sends the page of a public address and says true; false for any other path (the back office). */
  readonly send: (req: Request, res: Response) => Promise<boolean>
  /** Loads the renderer and the rows, so the first reader does not wait for them. */
  readonly ready: () => Promise<void>
  /** The build's parts, loaded once (the preview pages render with them too). */
  readonly build: () => Promise<Build | undefined>
  /** The public rows now, from the one store every page reads (the preview pages too). */
  readonly publicRows: () => Promise<PublicRowsAt>
}

interface RenderedPage {
  readonly body: CachedBody
  readonly status: 200 | 404
}

/** The build's parts every page is assembled from, read once (also by preview/preview-page.ts). */
export interface Build {
  readonly renderer: PageRenderer
  readonly template: string
  readonly css: { readonly href: string; readonly text: string }
  readonly scripts: PageScripts | undefined
}

/** A page is compressed on the way to its first reader: quality 4 is the faster (seo/cached-body.ts). */
const pageBrotliQuality = 4

/** Pages of existing addresses; not-found pages apart, so a flood of unknown addresses evicts none. */
const maxPages = 400
const maxNotFoundPages = 50
/** Search results pages (one per query, which any reader chooses): apart as well. */
const maxSearchPages = 50
/** A query longer than this is cut: no reader types more, and the page is kept by its query. */
const maxQueryLength = 200

/** The search page's query (`?q=`): its first value, as text, cut at maxQueryLength. */
const searchQueryOf = (req: Request): string => {
  const value: unknown = req.query.q
  const first = Array.isArray(value) ? (value as unknown[])[0] : value
  return typeof first === "string" ? first.slice(0, maxQueryLength) : ""
}

const listOf = (rows: PublicRows, section: Section): readonly PublicRow[] => {
  switch (section) {
    case "blog":
      return rows.blogPosts
    default:
      return rows[section]
  }
}

/** How many rows a section's list page counts (the blog: its published posts, as the app lists them). */
const listedCount = (rows: PublicRows, section: Section): number =>
  section === "blog"
    ? rows.blogPosts.filter((post) => post.isPublished === true).length
    : listOf(rows, section).length

/** The day a page is drawn on (UTC): part of its stamp, since "3 months ago" changes with it. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

const loadBuild = async (staticDir: string): Promise<Build | undefined> => {
  const root = resolve(staticDir)
  const rendererPath = join(root, serverRendererFile)
  const templatePath = join(root, "index.html")
  if (!existsSync(rendererPath) || !existsSync(templatePath)) {
    console.warn(
      `pages: no server renderer in ${root} (npm run build makes it); pages are sent as the app shell`,
    )
    return undefined
  }
  const template = readFileSync(templatePath, "utf8")
  const href = linkedStylesheet(template)
  const { renderer } = (await import(pathToFileURL(rendererPath).href)) as { renderer: PageRenderer }
  await renderer.ready()
  return {
    renderer,
    template,
    css: { href, text: readFileSync(join(root, href), "utf8") },
    scripts: readPageScripts(root, templateScripts(template).preloads),
  }
}

export const livePages = (ctx: ServerContext, staticDir: string): LivePages => {
  const rows = new PublicRowsStore(ctx.db)
  let build: Promise<Build | undefined> | undefined
  const buildOnce = () => (build ??= loadBuild(staticDir))
  const pages = new StampedCache<RenderedPage>(maxPages)
  const notFoundPages = new StampedCache<RenderedPage>(maxNotFoundPages)
  const searchPages = new StampedCache<RenderedPage>(maxSearchPages)

  const render = async (
    parts: Build,
    request: PageRequest,
    path: string,
    origin: string,
    { rows: at, cursor }: PublicRowsAt,
    record: PublicRow | undefined,
    paging: { readonly page: number; readonly pageCount: number } | undefined,
  ) => {
    const markup = await parts.renderer.renderPage({
      address: path,
      language: request.language,
      rows: at,
      cursor,
    })
    const head = buildPageHead({
      request: markup.notFound ? { language: request.language, page: { kind: "notFound" } } : request,
      origin,
      settings: { ...settingsDefaults, ...at.settings },
      record: record as Row | undefined,
      paging,
    })
    const document = prerenderedPage({
      template: parts.template,
      css: parts.css,
      language: request.language,
      page: {
        html: markup.html,
        results: markup.results,
        title: head.title,
        htmlStyle: markup.htmlStyle,
        scripts: parts.scripts?.forPage(request.language, markup.routeIds) ?? [],
      },
    })
    const html = withHead(document, head)
    if (html === undefined) throw new Error("pages: the built index.html has no <head>")
    return {
      body: cachedBody(html.replace("</head>", `${markup.headTags}</head>`), pageBrotliQuality),
      status: markup.notFound ? 404 : 200,
    } satisfies RenderedPage
  }

  const send = async (req: Request, res: Response): Promise<boolean> => {
    const request = pageRequestFor(req.path)
    if (request === undefined) return false
    const parts = await buildOnce()
    if (parts === undefined) return false
    const origin = siteOrigin(ctx.config.publicOrigin, req)
    const at = await rows.now()
    const stamp = `${at.version}\n${dayOf(ctx.now())}`
    const page = request.page
    // A list's `?page=N` (issue 33): page 1 and values that name no page go to the bare address.
    const pageParam = page.kind === "list" ? pageParamOf(req.query.page) : { kind: "first" as const }
    if (pageParam.kind === "redirect") {
      res.redirect(301, req.path)
      return true
    }
    const listPage = pageParam.kind === "page" ? pageParam.page : 1
    const paging =
      page.kind === "list"
        ? { page: listPage, pageCount: pageCountOf(listedCount(at.rows, page.section)) }
        : undefined
    // The search page is rendered for its query (the app reads `?q=`); every other page has none.
    const query = page.kind === "search" ? searchQueryOf(req) : ""
    const address =
      query === "" ? listPageAddress(req.path, listPage) : `${req.path}?q=${encodeURIComponent(query)}`
    const key = `${origin}\n${address}`
    // The record of a detail page, looked up once: it decides the cache and the page's head.
    const record =
      page.kind === "detail" ? listOf(at.rows, page.section).find((row) => row.id === page.id) : undefined
    const build = () => render(parts, request, address, origin, at, record, paging)
    // Addresses with no page (no such section, no such record, a page past a list's last) are kept apart.
    const exists =
      page.kind !== "notFound" &&
      (page.kind !== "detail" || record !== undefined) &&
      (paging === undefined || paging.page <= paging.pageCount)
    const cache = page.kind === "search" ? searchPages : exists ? pages : notFoundPages
    const rendered = await cache.get(key, stamp, build)
    await sendCachedBody(req, res, rendered.body, "text/html; charset=utf-8", rendered.status)
    return true
  }

  return {
    send,
    ready: async () => {
      await Promise.all([buildOnce(), rows.now()])
    },
    build: buildOnce,
    publicRows: () => rows.now(),
  }
}
