/**
 * The blog's own calls besides the shared resource routes: the list (published for everyone with
 * `?published=true`, everything for an admin) and the publish switch.
 */
import { Router } from "express"
import { BlogPublish } from "../../schema/entities/blog-post.ts"
import { checkPermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import type { WriteRoute } from "../writes/write-route.ts"
import { listPagingOf, serveList } from "./cached-reads.ts"
import { patchRoute } from "./row-writes.ts"

export const blogPostsRouter = (ctx: ServerContext): Router => {
  const router = Router()

  router.get("/api/blog-posts", async (req, res) => {
    const publishedOnly = req.query.published === "true"
    // Without ?published=true this is the admin list (spec section 7), drafts included.
    if (!publishedOnly) checkPermission(req, "readBackOffice")
    await serveList(ctx, "blogPosts", publishedOnly, req, res, listPagingOf("blogPosts", req))
  })

  return router
}

export const blogPostWrites = (ctx: ServerContext): WriteRoute[] => [
  patchRoute(ctx, {
    entity: "blogPosts",
    path: "/api/blog-posts/:id/publish",
    notFound: "error.blogPostNotFound",
    schema: BlogPublish,
    action: (after) => (after.isPublished === true ? "publish" : "unpublish"),
  }),
]
