/**
 * GET /preview/<token> and /en/preview/<token> (issue 31, item 2): a draft post, project or tool as
 * its public page will look, for whoever has the link, signed in or not.
 *
 * The page is rendered by the app's own server renderer (pages/live-pages.ts' build: the same
 * components and the same inlined CSS), over the public rows with this one record added as if it
 * were published. It is sent WITHOUT the app's script: once started, the app would read the
 * visitor's local database, which has no draft, and put "not found" in place of the preview (and
 * it would keep the page in the service worker's cache). Without it the page is a static document:
 * its links lead to the ordinary public pages. No data block is sent either, so the answer holds
 * nothing but what the page shows.
 *
 * Every link that does not open a preview (malformed, any changed character, unknown, revoked,
 * expired, its record deleted) gets the same answer: 404 with the site's not-found page in the
 * address's language. The answer is never kept by anyone (private, no-store), never indexed
 * (noindex header and tag), and sends no Referer onward (the token is in the address).
 */
import { type Request, type Response, Router } from "express"
import type { PublicRow, PublicRows } from "../../schema/page-render.ts"
import type { ContentLanguage } from "../../schema/localized.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { prerenderedPage, loaderScript } from "../../shared/prerender-html.ts"
import type { ServerContext } from "../context.ts"
import type { Build, LivePages } from "../pages/live-pages.ts"
import type { PublicRowsAt } from "../pages/public-rows.ts"
import { escapeHtml } from "../seo/escape.ts"
import { withHead } from "../seo/head-html.ts"
import { buildPageHead } from "../seo/page-head.ts"
import { type PageRequest, type Section, barePathOf, pathIn } from "../seo/page-routes.ts"
import { siteOrigin } from "../seo/site-origin.ts"
import { type Row, getRow } from "../store/rows.ts"
import { type PreviewEntity, liveLinkByHash } from "./preview-store.ts"
import { previewBannerTexts } from "./preview-texts.ts"
import { previewTokenKey, verifiedTokenHash } from "./preview-token.ts"

const sectionOf: Record<PreviewEntity, Section> = { blogPosts: "blog", projects: "projects", tools: "tools" }

/** The record as it will look once public: a post published, a project or tool active. */
const asPublished = (entity: PreviewEntity, row: Row): PublicRow =>
  entity === "blogPosts" ? { ...row, isPublished: true } : { ...row, isActive: true }

const withRecord = (rows: PublicRows, entity: PreviewEntity, row: PublicRow): PublicRows => ({
  ...rows,
  [entity]: [row, ...rows[entity].filter((other) => other.id !== row.id)],
})

const bannerHtml = (language: ContentLanguage, expiresAt: string): string => {
  const texts = previewBannerTexts(language, expiresAt)
  // Inline styles (the CSP allows style attributes): the banner needs no class the app's CSS may drop.
  return (
    `<div role="status" data-preview-banner style="position:sticky;top:0;z-index:1000;display:flex;` +
    `flex-wrap:wrap;gap:0.25rem 1rem;justify-content:center;align-items:center;padding:0.625rem 1rem;` +
    `background:#92400e;color:#fff;font:600 0.9375rem/1.4 system-ui,sans-serif;text-align:center">` +
    `<strong>${escapeHtml(texts.banner)}</strong>` +
    `<span style="font-weight:400">${escapeHtml(texts.expiry)}</span></div>`
  )
}

/** Only the app's renderer and stylesheet: the script that would start the app is taken out. */
const withoutApp = (html: string): string =>
  html.replace(loaderScript, "").replace(/<div id="root" data-prerendered="[^"]*">/, '<div id="root">')

export interface PreviewPages {
  readonly send: (req: Request, res: Response, language: ContentLanguage, token: string) => Promise<void>
}

/** `pages`: the public pages, whose build and rows a preview renders with (undefined: no build). */
export const previewPages = (ctx: ServerContext, pages: LivePages | undefined): PreviewPages => {
  const key = previewTokenKey(ctx.config.sessionSecret)

  const render = async (
    parts: Build,
    language: ContentLanguage,
    req: Request,
    found: { entity: PreviewEntity; row: Row; expiresAt: string } | undefined,
    at: PublicRowsAt,
  ): Promise<{ status: 200 | 404; html: string }> => {
    const request: PageRequest =
      found === undefined
        ? { language, page: { kind: "notFound" } }
        : { language, page: { kind: "detail", section: sectionOf[found.entity], id: found.row.id } }
    const shown = found === undefined ? undefined : asPublished(found.entity, found.row)
    const pageRows =
      found === undefined || shown === undefined ? at.rows : withRecord(at.rows, found.entity, shown)
    const bare = barePathOf(request.page)
    const markup = await parts.renderer.renderPage({
      // The not-found page is the app's page of an address with no route.
      address: bare === undefined ? pathIn("/preview", language) : pathIn(bare, language),
      language,
      rows: pageRows,
      cursor: at.cursor,
    })
    const notFound = found === undefined || markup.notFound
    const head = buildPageHead({
      request: notFound ? { language, page: { kind: "notFound" } } : request,
      origin: siteOrigin(ctx.config.publicOrigin, req),
      settings: { ...settingsDefaults, ...pageRows.settings },
      record: notFound ? undefined : (shown as Row),
    })
    const document = prerenderedPage({
      template: parts.template,
      css: parts.css,
      language,
      page: { html: markup.html, results: {}, title: head.title, htmlStyle: markup.htmlStyle, scripts: [] },
    })
    // Not to be indexed, and no address of its own: the public one does not exist yet.
    const html = withHead(document, { ...head, noindex: true, canonical: undefined, alternates: [] })
    if (html === undefined) throw new Error("preview: the built index.html has no <head>")
    let page = withoutApp(html.replace("</head>", `${markup.headTags}</head>`))
    if (!notFound && found !== undefined)
      page = page.replace('<div id="root">', `<div id="root">${bannerHtml(language, found.expiresAt)}`)
    return { status: notFound ? 404 : 200, html: page }
  }

  /** The link's record, or undefined for every kind of link that opens nothing. */
  const recordOf = async (token: string) => {
    const hash = verifiedTokenHash(key, token)
    if (hash === undefined) return undefined
    const link = await liveLinkByHash(ctx.db.knex, hash, ctx.now())
    if (link === undefined) return undefined
    const row = await getRow(ctx.db.knex, link.entity, link.recordId)
    return row === undefined ? undefined : { entity: link.entity, row, expiresAt: link.expiresAt }
  }

  const send = async (
    req: Request,
    res: Response,
    language: ContentLanguage,
    token: string,
  ): Promise<void> => {
    res.setHeader("Cache-Control", "private, no-store")
    res.setHeader("X-Robots-Tag", "noindex")
    res.setHeader("Referrer-Policy", "no-referrer")
    const found = await recordOf(token)
    const parts = pages === undefined ? undefined : await pages.build()
    if (pages === undefined || parts === undefined) {
      // No build to render with (the API-only test server, the Vite dev server): the status alone.
      res.status(found === undefined ? 404 : 200).type("text/plain; charset=utf-8")
      res.send(found === undefined ? "Not found" : previewBannerTexts(language, found.expiresAt).banner)
      return
    }
    const page = await render(parts, language, req, found, await pages.publicRows())
    res.status(page.status).type("text/html; charset=utf-8").send(page.html)
  }

  return { send }
}

/**
 * The two addresses of a preview, before the public pages (whose router would answer 404 there). The
 * token is read from the raw path, not an Express parameter: a parameter is percent-decoded first,
 * and a broken escape (`%E0%A4%A`) would fail there instead of getting the same 404 as every bad link.
 */
const previewAddress = /^\/(en\/)?preview\/([^/]+)$/

export const previewPageRouter = (ctx: ServerContext, publicPages: LivePages | undefined): Router => {
  const router = Router()
  const pages = previewPages(ctx, publicPages)
  router.use((req, res, next) => {
    const match = req.method === "GET" || req.method === "HEAD" ? previewAddress.exec(req.path) : null
    if (match === null) return next()
    pages.send(req, res, match[1] === undefined ? "zh-CN" : "en", match[2] ?? "").catch(next)
  })
  return router
}
