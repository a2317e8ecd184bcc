/**
 * The blog's own calls besides the shared resource routes: the list (published for everyone with
 * `?published=true`, everything for an admin) and the publish switch.
 */
import { Router } from "express"
import { BlogPublish } from "../../schema/entities/blog-post.ts"
import { isAdmin } from "../auth/session.ts"
import type { ServerContext } from "../context.ts"
import { updateRow } from "../db/rows.ts"
import { unauthorized } from "../http/errors.ts"
import type { WriteRoute } from "../http/write-route.ts"
import { expectedVersion } from "../sync/if-match.ts"
import { serveList } from "./cached-reads.ts"
import { decodeBody, idParam, rowForWrite } from "./resource.ts"

export const blogPostsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/blog-posts", async (req, res) => {
    const publishedOnly = req.query.published === "true"
    // Without ?published=true this is the admin list (spec section 7), drafts included.
    if (!publishedOnly && !isAdmin(req)) throw unauthorized()
    await serveList(ctx, "blogPosts", publishedOnly, req, res)
  })

  return router
}

export const blogPostWrites = (ctx: ServerContext): WriteRoute[] => [
  {
    method: "PATCH",
    path: "/api/blog-posts/:id/publish",
    admin: true,
    work: async (req, trx) => {
      const id = idParam(req)
      const expected = expectedVersion(req)
      const { isPublished } = decodeBody(BlogPublish, req)
      const current = await rowForWrite(trx, "blogPosts", id, expected, "error.blogPostNotFound")
      return { status: 200, body: await updateRow(trx, "blogPosts", current, { isPublished }, ctx.now()) }
    },
  },
]
