/**
 * The files for search engines and feed readers, built from the database at request time and kept
 * while the change log's newest seq is unchanged (seq-cache.ts), so an edit in the back office is in
 * the next answer: `/robots.txt`, `/sitemap.xml`, `/feed.xml` (Chinese) and `/en/feed.xml` (English).
 * Answers revalidate (`no-cache`, ETag, 304).
 */
import { type Request, type Response, Router } from "express"
import type { ContentLanguage } from "../../schema/localized.ts"
import type { ServerContext } from "../context.ts"
import { buildAtomFeed, maxFeedEntries } from "./atom-feed.ts"
import { type CachedBody, cachedBody, sendCachedBody } from "./cached-body.ts"
import { type Section, contentLanguages, feedPath, sections } from "./page-routes.ts"
import { buildRobots } from "./robots.ts"
import { type SitemapEntry, readNewestPublicPosts, readSettings, readSitemapEntries } from "./seo-content.ts"
import { SeqCache } from "./seq-cache.ts"
import {
  type SitemapContent,
  buildSitemapIndex,
  buildSitemapPart,
  hasSitemapPart,
  sitemapIndexPath,
  sitemapPartOf,
} from "./sitemap.ts"
import { siteOrigin } from "./site-origin.ts"

export const sitemapPath = sitemapIndexPath
export const robotsPath = "/robots.txt"

export const seoRouter = (ctx: ServerContext): Router => {
  const router = Router()
  const knex = ctx.db.knex
  const files = new SeqCache<CachedBody>(ctx.db, 100)
  // The sitemap's records do not depend on the origin: read once per seq for every origin (issue 33).
  const sitemapEntries = new SeqCache<Record<Section, SitemapEntry[]>>(ctx.db, 1)
  const readEntries = () =>
    sitemapEntries.get("entries", async () => {
      const lists = await Promise.all(sections.map((section) => readSitemapEntries(knex, section)))
      return Object.fromEntries(sections.map((section, index) => [section, lists[index] ?? []])) as Record<
        Section,
        SitemapEntry[]
      >
    })
  const origin = (req: Request) => siteOrigin(ctx.config.publicOrigin, req)

  const serve = async (
    req: Request,
    res: Response,
    key: string,
    contentType: string,
    build: (origin: string) => Promise<string>,
  ) => {
    const from = origin(req)
    const entry = await files.get(`${key}\n${from}`, async () => cachedBody(await build(from)))
    await sendCachedBody(req, res, entry, contentType)
  }
  const sitemapContent = async (): Promise<SitemapContent> => {
    const [settings, rows] = await Promise.all([readSettings(knex), readEntries()])
    return { settings, rows }
  }
  const xml = "application/xml; charset=utf-8"

  router.get(robotsPath, async (req, res) => {
    await serve(req, res, "robots", "text/plain; charset=utf-8", (from) => Promise.resolve(buildRobots(from)))
  })

  router.get(sitemapPath, async (req, res) => {
    await serve(req, res, "sitemap", xml, async (from) => buildSitemapIndex(await sitemapContent(), from))
  })

  // The parts the index names; a part the site does not have (a number past the last) goes on to
  // the not-found page, like any other unknown address.
  router.get("/sitemap-:part.xml", async (req, res, next) => {
    const name = sitemapPartOf(req.path)
    const content = name === undefined ? undefined : await sitemapContent()
    if (name === undefined || content === undefined || !hasSitemapPart(content, name)) return next()
    await serve(req, res, `sitemap:${name}`, xml, (from) =>
      Promise.resolve(buildSitemapPart(content, name, from)),
    )
  })

  const feed = (language: ContentLanguage) =>
    router.get(feedPath(language), async (req, res) => {
      await serve(req, res, `feed:${language}`, "application/atom+xml; charset=utf-8", async (from) => {
        const [settings, posts] = await Promise.all([
          readSettings(knex),
          readNewestPublicPosts(knex, maxFeedEntries),
        ])
        return buildAtomFeed({ settings, posts }, language, from)
      })
    })
  for (const language of contentLanguages) feed(language)

  return router
}
